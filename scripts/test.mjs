#!/usr/bin/env node
// `pnpm test`: every check of the workspace, in the order a failure is
// cheapest to find. Stops at the first failure and prints how long each step took.
import { spawnSync } from 'node:child_process';

const postgres = Boolean(process.env.DATABASE_URL);
const steps = [
  ['typecheck', 'pnpm', ['run', 'typecheck']],
  ['lint', 'pnpm', ['run', 'lint']],
  [
    `unit and server tests (PGlite${postgres ? ` and PostgreSQL${process.env.REDIS_URL ? ' with Redis' : ''}` : ''})`,
    'pnpm',
    ['exec', 'vitest', 'run', '--project', 'api', '--project', 'ui-unit', '--project', 'storefront', '--project', 'server-pglite', ...(postgres ? ['--project', 'server-postgres'] : [])],
  ],
  // In quarters, each in a browser of its own: the tester page's memory grows with every story file it runs (about 18 MB a file, 1.5 GB by the end of a half),
  // and a browser running half the stories has been seen to drop its connection late in the run.
  ...[1, 2, 3, 4].map((quarter) => [
    `stories in Chromium, part ${quarter} of 4 (behaviour, a11y, screenshots)`,
    'pnpm',
    ['exec', 'vitest', 'run', '--project', 'stories', `--shard=${quarter}/4`],
  ]),
  ['seeded art in Chromium (screenshots, no CJK fonts needed)', 'pnpm', ['exec', 'vitest', 'run', '--project', 'server-art']],
  ['build', 'pnpm', ['run', 'build']],
  // The packages as another mall gets them: what `pnpm publish` would send (each builds before it packs), then the tarballs
  // installed with npm into a blank Vite + React app, built, used in Chromium and imported in Node.
  ['publish dry run of @mall/api and @mall/ui', 'pnpm', ['publish', '-r', '--dry-run', '--no-git-checks']],
  ['packages from their tarballs in a blank app (npm, Vite, Chromium, Node)', 'node', ['scripts/consumer-test.mjs']],
  ['Storybook build', 'pnpm', ['run', 'build-storybook']],
  ["the designer's pages of the built Storybook in Chromium", 'node', ['scripts/storybook-docs-check.mjs']],
  ['storefront size budget', 'pnpm', ['run', 'test:size']],
  ['end-to-end checks in Chromium (journey, shell, every way to sign in)', 'pnpm', ['run', 'test:e2e']],
];

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', FORCE_COLOR: process.env.FORCE_COLOR ?? '1' };
const timings = [];
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${name}: ${seconds} s`);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n✔ all checks passed\n  ${timings.join('\n  ')}`);

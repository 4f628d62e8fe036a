// Bundles the server into dist/main.js — workspace packages (TypeScript
// sources) inlined, npm dependencies left to node_modules — and copies the
// SQL migrations beside it. `--outdir <folder>` writes the bundle elsewhere
// (the multi-process tests build into a temporary folder, so a test run never
// replaces the dist/ an operator may be serving from).
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const { values } = parseArgs({ options: { outdir: { type: 'string', default: 'dist' } } });
const outdir = path.resolve(values.outdir);

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts'],
  outfile: path.join(outdir, 'main.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@mall/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
await cp('src/db/migrations', path.join(outdir, 'migrations'), { recursive: true });

import type { TestProjectInlineConfiguration } from 'vitest/config';
import { artScreenshotProject } from './vitest.art.ts';

/**
 * The server's test suite runs through real HTTP on embedded PGlite, and once
 * more on PostgreSQL when DATABASE_URL is set. Each test file gets its own
 * database, cloned from one migrated and seeded template (test/globalSetup.ts).
 * Screenshots of the seeded artwork run in Chromium as `server-art` (vitest.art.ts).
 */
export function serverProjects(): TestProjectInlineConfiguration[] {
  const base = (name: string, driver: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
    test: {
      name,
      root: './apps/server',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      exclude: ['src/**/*.browser.test.ts'],
      environment: 'node',
      globalSetup: ['./test/globalSetup.ts'],
      env: { MALL_TEST_DRIVER: driver },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
  const projects = [base('server-pglite', 'pglite')];
  if (process.env.DATABASE_URL) projects.push(base('server-postgres', 'postgres'));
  return [...projects, artScreenshotProject()];
}

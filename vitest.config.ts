import { defineConfig } from 'vitest/config';
import { storybookProject } from './.storybook/vitest.project.ts';
import { serverProjects } from './apps/server/vitest.projects.ts';

/**
 * Every test of the workspace, as Vitest projects:
 * - api, ui-unit, storefront: plain unit tests;
 * - server-pglite (always) and server-postgres (when DATABASE_URL is set): the
 *   server through real HTTP;
 * - stories: every Storybook story as a test in Chromium (behaviour, a11y, screenshot).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'api',
          root: './packages/api',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: './packages/ui/vite.config.ts',
        test: {
          name: 'ui-unit',
          root: './packages/ui',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'storefront',
          root: './apps/storefront',
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          environment: 'node',
        },
      },
      ...serverProjects(),
      storybookProject(),
    ],
  },
});

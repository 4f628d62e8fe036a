import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** Path of the Chromium that runs browser tests; Debian's by default. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for headless Chromium on a machine without network or GPU. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--font-render-hinting=none',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Every story as a test in Chromium: its play function (behaviour), axe
 * (a11y: `test: 'error'` in preview.tsx) and a screenshot compared with the
 * committed baseline (vitest.setup.ts). Update baselines with
 * `pnpm test:stories -u`.
 */
export function storybookProject(): TestProjectInlineConfiguration {
  return {
    plugins: [storybookTest({ configDir: dirname, tags: { exclude: ['no-test'] } })],
    test: {
      name: 'stories',
      setupFiles: [path.join(dirname, 'vitest.setup.ts')],
      browser: {
        enabled: true,
        headless: true,
        screenshotFailures: false,
        viewport: { width: 1280, height: 800 },
        provider: playwright({
          launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
          // Larger than the story viewport, so the tester frame is never scaled down.
          contextOptions: { viewport: { width: 1600, height: 1000 } },
        }),
        instances: [{ browser: 'chromium' }],
        expect: {
          toMatchScreenshot: {
            comparatorName: 'pixelmatch',
            comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0 },
            // Infinite animations (spinners, skeleton shimmer) are frozen at their start.
            screenshotOptions: { animations: 'disabled', caret: 'hide' },
          },
        },
      },
    },
  };
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { playwright } from '@vitest/browser-playwright';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import type { BrowserCommand } from 'vitest/node';
import { chromiumArgs, chromiumPath } from '../../.storybook/vitest.project.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * Draws `/media/art/<kind>/<file>` on the Node side for a test in the browser.
 * Loaded only when a test asks: Vite bundles it with this config, keeping
 * each module's own `import.meta.url`, so the renderer finds its font
 * packages in apps/server/node_modules as the built server does.
 */
const renderArt: BrowserCommand<[kind: string, file: string], string | undefined> = async (_context, kind, file) => {
  const media = await import('./src/media/render.ts');
  return media.renderArt(kind, file);
};

/**
 * The seeded artwork pictured in Debian's Chromium and compared with the
 * committed baselines (`src/**\/__screenshots__/`), with the stories' browser
 * settings: pictures must look the same on a machine without Chinese, Thai
 * or Lao fonts, as this one is. Update baselines with
 * `pnpm exec vitest run --project server-art -u`.
 */
export function artScreenshotProject(): TestProjectInlineConfiguration {
  return {
    test: {
      name: 'server-art',
      root: dirname,
      include: ['src/**/*.browser.test.ts'],
      browser: {
        enabled: true,
        headless: true,
        screenshotFailures: false,
        viewport: { width: 1280, height: 800 },
        provider: playwright({
          launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
          contextOptions: { viewport: { width: 1600, height: 1000 } },
        }),
        instances: [{ browser: 'chromium' }],
        commands: { renderArt },
        expect: {
          toMatchScreenshot: {
            comparatorName: 'pixelmatch',
            comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0 },
            screenshotOptions: { animations: 'disabled', caret: 'hide' },
          },
        },
      },
    },
  };
}

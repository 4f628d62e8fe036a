import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/**
 * After each story test that passed, compare a screenshot of the rendered
 * story with its committed baseline (`__screenshots__/` beside the stories
 * file). Fonts are bundled (@fontsource), so the pixels do not depend on the
 * machine's fonts. Stories tagged `no-screenshot` are skipped.
 */
afterEach(async (context) => {
  const { task } = context;
  if (task.result?.state === 'fail') return;
  // The Storybook plugin puts the composed story on the test context.
  const tags = (context as { story?: { tags?: string[] } }).story?.tags ?? [];
  if (tags.includes('no-screenshot')) return;
  await document.fonts.ready;
  // Let images decode and transitions settle before the picture is taken.
  await Promise.all(
    Array.from(document.images).map((img) => (img.complete ? undefined : img.decode().catch(() => undefined))),
  );
  // Finite animations and transitions (toasts entering, dialogs opening) end before the picture;
  // endless ones (skeleton shimmer, spinners) are left running.
  await Promise.all(
    document
      .getAnimations()
      .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined)),
  );
  const name = task.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
  // Stories whose content leaves the story box (dialogs, toasts, drawers) are
  // tagged `screenshot-viewport` and pictured as the whole 1280×800 viewport.
  const viewport = tags.includes('screenshot-viewport');
  // The body is only as tall as the story; stretch it so the picture covers the viewport.
  if (viewport) document.body.style.minHeight = '100vh';
  const root = viewport ? document.body : document.querySelector('[data-story-root]');
  if (!root) throw new Error('story root not found: is the preview decorator applied?');
  try {
    // A loaded machine (CI beside other work) can take longer than the default 5 s to see two equal frames.
    await expect.element(page.elementLocator(root)).toMatchScreenshot(name, { timeout: 20_000 });
  } finally {
    document.body.style.minHeight = '';
  }
});

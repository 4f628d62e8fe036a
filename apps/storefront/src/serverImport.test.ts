import { describe, expect, it } from 'vitest';

/*
 * Public pages are rendered on the server: a
 * module that reads `window`, `document` or storage when it is imported
 * breaks every page that uses it there. This runs in Node with no DOM, so
 * such a module throws here. Browser-only work belongs in effects and
 * handlers, which an import does not run. `main.tsx` is left out: it is
 * the client entry, the one module that reads the browser before rendering.
 */
const modules = import.meta.glob(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '!./**/*.stories.tsx', '!./main.tsx']);

describe('every module of the storefront imports in Node without a browser', () => {
  it('finds the modules', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(50);
  });
  it.each(Object.keys(modules))('%s', async (path) => {
    expect(typeof window).toBe('undefined');
    await expect(modules[path]!()).resolves.toBeTypeOf('object');
    // The first import of a page pulls in most of the app; that is transform time, not a hang.
  }, 120_000);
});

import { afterEach, describe, expect, it } from 'vitest';
import { commands, page } from 'vitest/browser';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** The SVG of `/media/art/<kind>/<file>`, drawn on the Node side (vitest.art.ts). */
    renderArt: (kind: string, file: string) => Promise<string | undefined>;
  }
}

/*
 * Seeded pictures as the storefront shows them (an <img> of the SVG), in a
 * browser on a machine with no Chinese, Thai or Lao fonts: their words must
 * show, because they are outlines, not text for the viewer's fonts to draw.
 */
const PICTURES = [
  { name: 'logo', kind: 'logo', file: 'wordmark.svg', width: 320 },
  { name: 'banner-zh-CN', kind: 'banner', file: 'digital-week.svg', width: 600 },
  { name: 'banner-th', kind: 'banner', file: 'digital-week.th.svg', width: 600 },
  { name: 'banner-fr', kind: 'banner', file: 'appliance-trade-in.fr.svg', width: 600 },
  { name: 'goods-phone', kind: 'goods', file: 'phone-3.svg', width: 400 },
  { name: 'goods-kitchen', kind: 'goods', file: 'kitchen-1234.svg', width: 400 },
  { name: 'avatar-zh', kind: 'avatar', file: 'u6781-1.svg', width: 200 },
  { name: 'licence', kind: 'licence', file: 'business-7.svg', width: 400 },
] as const;

afterEach(() => {
  document.body.replaceChildren();
});

describe('seeded art in Chromium', () => {
  it.each(PICTURES)('$name looks as its baseline', async ({ name, kind, file, width }) => {
    const svg = await commands.renderArt(kind, file);
    if (!svg) throw new Error(`no picture at ${kind}/${file}`);
    const img = document.createElement('img');
    img.alt = name;
    img.width = width;
    img.style.display = 'block';
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    document.body.style.margin = '0';
    document.body.append(img);
    await img.decode();
    await expect.element(page.elementLocator(img)).toMatchScreenshot(name, { timeout: 20_000 });
  });
});

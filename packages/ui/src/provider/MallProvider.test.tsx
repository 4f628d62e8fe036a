import { useTheme } from '@emotion/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BUNDLED_FONT_FAMILY, SYSTEM_FONT_FAMILY, theme, type MallTheme } from '../theme/theme.ts';
import { MallProvider } from './MallProvider.tsx';

/** Writes out the font family of the theme it is drawn with. */
function FontFamily() {
  return <output>{useTheme().font.family}</output>;
}

/** The families the `<FontFamily />`s in `markup` wrote, in order. */
const families = (markup: string) => [...markup.matchAll(/<output>([^<]*)<\/output>/g)].map((m) => m[1]!.replace(/&quot;/g, '"'));

const shop: MallTheme = { ...theme, font: { ...theme.font, family: SYSTEM_FONT_FAMILY } };

describe('the theme of MallProvider', () => {
  it("is the mall's own, with the bundled faces, when none is given", () => {
    expect(families(renderToStaticMarkup(<MallProvider globalStyles={false}><FontFamily /></MallProvider>))).toEqual([BUNDLED_FONT_FAMILY]);
  });

  it('is the one given, and a nested provider without one inherits it', () => {
    const markup = renderToStaticMarkup(
      <MallProvider theme={shop} globalStyles={false}>
        <FontFamily />
        <MallProvider locale="en" globalStyles={false}>
          <FontFamily />
        </MallProvider>
      </MallProvider>,
    );
    expect(families(markup)).toEqual([SYSTEM_FONT_FAMILY, SYSTEM_FONT_FAMILY]);
  });

  it("draws the page's text with the shopper's own faces first, and no web font for Chinese", () => {
    const faces = SYSTEM_FONT_FAMILY.split(',').map((f) => f.trim().replace(/"/g, ''));
    expect(faces.slice(0, 3)).toEqual(['PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei']);
    expect(faces).not.toContain('Noto Sans SC');
    // The web fallback (fallback-fonts.css) comes after every system face, before the generic family.
    expect(faces.slice(-3)).toEqual(['Noto Sans Thai', 'Noto Sans Lao', 'sans-serif']);
  });
});

import { useTheme } from '@emotion/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BUNDLED_FONT_FAMILY, SYSTEM_FONT_FAMILY, theme, type MallTheme } from '../theme/theme.ts';
import { MallProvider } from './MallProvider.tsx';

/** Writes out the font family of the theme it is drawn with. */
function FontFamily() {
  return <output>{useTheme().font.family}</output>;
}

const text = (markup: string) => /<output>([^<]*)<\/output>/.exec(markup)?.[1]?.replace(/&quot;/g, '"');

const shop: MallTheme = { ...theme, font: { ...theme.font, family: SYSTEM_FONT_FAMILY } };

describe('the theme of MallProvider', () => {
  it("is the mall's own, with the bundled faces, when none is given", () => {
    expect(text(renderToStaticMarkup(<MallProvider globalStyles={false}><FontFamily /></MallProvider>))).toBe(BUNDLED_FONT_FAMILY);
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
    const families = [...markup.matchAll(/<output>([^<]*)<\/output>/g)].map((m) => m[1]!.replace(/&quot;/g, '"'));
    expect(families).toEqual([SYSTEM_FONT_FAMILY, SYSTEM_FONT_FAMILY]);
  });

  it("draws the page's text with the shopper's own faces first, and no web font for Chinese", () => {
    const families = SYSTEM_FONT_FAMILY.split(',').map((f) => f.trim().replace(/"/g, ''));
    expect(families.slice(0, 3)).toEqual(['PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei']);
    expect(families).not.toContain('Noto Sans SC');
    // The web fallback (fallback-fonts.css) comes after every system face, before the generic family.
    expect(families.slice(-3)).toEqual(['Noto Sans Thai', 'Noto Sans Lao', 'sans-serif']);
  });
});

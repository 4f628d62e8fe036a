import { describe, expect, it } from 'vitest';
import { fontFor, parseUnicodeRange } from './fonts.ts';
import { EM, outlineText } from './glyphs.ts';

/** Every character of `text` drawn alone has ink: no character fell through to a gap. */
function inked(text: string, lang: string): string[] {
  return [...text].filter((c) => c.trim() && !outlineText(c, 400, lang).d);
}

describe('outlineText', () => {
  it.each([
    ['Chinese', '数码焕新季 多商户商城 营业执照', 'zh-CN'],
    ['Latin', 'Flagship phones — Été déjà là, ¥1,000', 'fr'],
    ['Thai', 'ผลไม้สดส่งถึงบ้าน ลดสูงสุด', 'th'],
    ['Lao', 'ໝາກໄມ້ສົດສົ່ງຮອດເຮືອນ', 'lao'],
  ])('outlines %s text from the shipped fonts, every character inked', (_script, text, lang) => {
    for (const weight of [400, 700] as const) {
      const outline = outlineText(text, weight, lang);
      expect(outline.d).toMatch(/^M-?\d+ -?\d+/);
      expect(outline.d).not.toContain('NaN');
      expect(outline.advance).toBeGreaterThan(EM * [...text].length * 0.2);
    }
    expect(inked(text, lang)).toEqual([]);
  });

  it('places Thai and Lao marks on their base: they add no width', () => {
    expect(outlineText('ที่', 400, 'th').advance).toBe(outlineText('ท', 400, 'th').advance);
    expect(outlineText('ນ້ຳ', 700, 'lao').advance).toBe(outlineText('ນຳ', 700, 'lao').advance);
    expect(outlineText('ที่', 400, 'th').d).not.toBe(outlineText('ท', 400, 'th').d);
  });

  it('draws punctuation in the forms of the text’s language: full-width in Chinese, proportional elsewhere', () => {
    expect(outlineText('’', 400, 'zh-CN').advance).toBe(EM);
    expect(outlineText('’', 400, 'fr').advance).toBeLessThan(EM / 2);
  });

  it('spaces characters by the tracking, and a blank string is empty', () => {
    const plain = outlineText('多商户', 700, 'zh-CN');
    expect(outlineText('多商户', 700, 'zh-CN', 100).advance).toBe(plain.advance + 200);
    expect(outlineText('', 400, 'zh-CN')).toEqual({ d: '', advance: 0 });
  });

  it('leaves a half-em gap, never a box, for a character no shipped font has', () => {
    expect(fontFor(0x10fffd, 400, false)).toBeUndefined();
    expect(outlineText('\u{10fffd}', 400, 'en')).toEqual({ d: '', advance: EM / 2 });
  });
});

describe('parseUnicodeRange', () => {
  it('reads single code points and ranges', () => {
    expect(parseUnicodeRange('U+0000-00FF, U+0131,U+1F1E6-1F1E8')).toEqual([
      [0, 0xff],
      [0x131, 0x131],
      [0x1f1e6, 0x1f1e8],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { fitText } from './fitText.ts';
import { textWidth } from './text.ts';

describe('fitText', () => {
  it('keeps a short line whole at the largest size', () => {
    expect(fitText('数码焕新季', { maxWidth: 600, maxLines: 1, maxSize: 68, minSize: 50, weight: 700, locale: 'zh-CN' })).toEqual({
      size: 68,
      lines: ['数码焕新季'],
      fits: true,
    });
  });

  it('wraps a long English line at spaces into lines no wider than the box', () => {
    const text = 'Flagship phones at limited-time prices, up to ¥1,000 off';
    const fitted = fitText(text, { maxWidth: 500, maxLines: 2, maxSize: 30, minSize: 22, locale: 'en' });
    expect(fitted.fits).toBe(true);
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.lines.join(' ')).toBe(text);
    for (const line of fitted.lines) expect(textWidth(line, { size: fitted.size, lang: 'en' })).toBeLessThanOrEqual(500);
  });

  it('breaks Thai at its phrase spaces, never inside a word', () => {
    const fitted = fitText('สมาร์ทโฟนรุ่นเรือธง ลดราคาช่วงเวลาจำกัด ลดสูงสุด 1000 หยวน', { maxWidth: 600, maxLines: 2, maxSize: 30, minSize: 22, locale: 'th' });
    expect(fitted.lines).toEqual(['สมาร์ทโฟนรุ่นเรือธง ลดราคาช่วงเวลาจำกัด', 'ลดสูงสุด 1000 หยวน']);
  });

  it('breaks unspaced Thai between words when the phrase is too long', () => {
    const fitted = fitText('สมาร์ทโฟนรุ่นเรือธงลดราคาช่วงเวลาจำกัด', { maxWidth: 300, maxLines: 2, maxSize: 30, minSize: 22, locale: 'th' });
    expect(fitted.fits).toBe(true);
    const text = 'สมาร์ทโฟนรุ่นเรือธงลดราคาช่วงเวลาจำกัด';
    expect(fitted.lines.join('')).toBe(text);
    const wordEnds = [...new Intl.Segmenter('th', { granularity: 'word' }).segment(text)].map((s) => s.index + s.segment.length);
    expect(wordEnds).toContain(fitted.lines[0]?.length);
  });

  it('never breaks at a no-break space, even between words', () => {
    const fitted = fitText('remise\u00a0: 50\u00a0%', { maxWidth: 80, maxLines: 3, maxSize: 30, minSize: 30, locale: 'fr' });
    expect(fitted.lines).toEqual(['remise\u00a0:', '50\u00a0%']);
    const unspaced = fitText('1000\u00a0¥\u00a0offerts', { maxWidth: 60, maxLines: 3, maxSize: 30, minSize: 30, locale: 'fr' });
    expect(unspaced.lines).toEqual(['1000\u00a0¥\u00a0offerts']);
  });

  it('says so when the text cannot fit, keeping every word within the line limit', () => {
    const fitted = fitText('Reprise de votre ancien électroménager', { maxWidth: 120, maxLines: 2, maxSize: 40, minSize: 36, weight: 700, locale: 'fr' });
    expect(fitted.fits).toBe(false);
    expect(fitted.size).toBe(36);
    expect(fitted.lines.length).toBeLessThanOrEqual(2);
    expect(fitted.lines.join(' ')).toBe('Reprise de votre ancien électroménager');
  });
});

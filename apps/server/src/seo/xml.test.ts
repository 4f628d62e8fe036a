import { describe, expect, it } from 'vitest';
import { escapeXml } from './xml.ts';

describe('escapeXml', () => {
  it('writes the five special characters as entities, ampersands first so none is escaped twice', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
    expect(escapeXml('&amp;')).toBe('&amp;amp;');
  });

  it('leaves other text as it is', () => {
    expect(escapeXml('https://商城.example/en/goods_detail/5?cid=3')).toBe('https://商城.example/en/goods_detail/5?cid=3');
    expect(escapeXml('')).toBe('');
  });
});

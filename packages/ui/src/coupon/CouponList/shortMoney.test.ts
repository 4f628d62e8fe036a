import { describe, expect, it } from 'vitest';
import { shortMoney } from './shortMoney.ts';

describe('shortMoney', () => {
  it('drops the decimals of whole amounts', () => {
    expect(shortMoney(10000, 'zh-CN', '￥')).toBe('￥100');
    expect(shortMoney(1000000, 'en', '$')).toBe('$10,000');
  });

  it('keeps two decimals otherwise', () => {
    expect(shortMoney(1250, 'zh-CN', '￥')).toBe('￥12.50');
    expect(shortMoney(1205, 'en', '￥')).toBe('￥12.05');
  });

  it('groups the locale’s way and signs negatives', () => {
    expect(shortMoney(100000, 'fr', '€').replace(/\s/g, ' ')).toBe('€1 000');
    expect(shortMoney(-500, 'en', '￥')).toBe('-￥5');
  });
});

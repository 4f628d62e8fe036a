import { describe, expect, it } from 'vitest';
import { formatMoney } from './formatMoney.ts';

describe('formatMoney', () => {
  it('shows cents as two decimals after the symbol', () => {
    expect(formatMoney(129900, 'zh-CN', '￥')).toBe('￥1,299.00');
    expect(formatMoney(5, 'en', '$')).toBe('$0.05');
    expect(formatMoney(0, 'en', '￥')).toBe('￥0.00');
    expect(formatMoney(-250, 'en', '￥')).toBe('-￥2.50');
  });
  it('groups and separates per locale', () => {
    expect(formatMoney(129950, 'fr', '€')).toMatch(/^€1\s299,50$/u);
    expect(formatMoney(100000000, 'th', '฿')).toBe('฿1,000,000.00');
  });
});

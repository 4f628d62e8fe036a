import { describe, expect, it } from 'vitest';
import { createMallTheme, theme } from './theme.ts';

describe('createMallTheme', () => {
  it('merges a brand over the mall’s tokens, group by group, key by key', () => {
    const blue = createMallTheme({ color: { brand: '#1d4ed8' }, radius: { sm: 0 }, font: { size: { md: 15 } } });
    expect(blue.color.brand).toBe('#1d4ed8');
    expect(blue.color.text).toBe(theme.color.text);
    expect(blue.radius).toEqual({ ...theme.radius, sm: 0 });
    expect(blue.font.size).toEqual({ ...theme.font.size, md: 15 });
    expect(blue.font.family).toBe(theme.font.family);
  });

  it('replaces the spacing scale whole, and leaves the mall’s theme as it was', () => {
    const roomy = createMallTheme({ space: [0, 6, 12, 18, 24, 30, 36, 48, 64] });
    expect(roomy.space).toEqual([0, 6, 12, 18, 24, 30, 36, 48, 64]);
    expect(theme.space[1]).toBe(4);
    expect(theme.color.brand).toBe('#d7261e');
  });

  it('builds on another base', () => {
    const base = createMallTheme({ color: { brand: '#0f766e' } });
    expect(createMallTheme({ radius: { md: 0 } }, base).color.brand).toBe('#0f766e');
  });
});

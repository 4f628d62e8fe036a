import { describe, expect, it } from 'vitest';
import { rovingIndex } from './rovingIndex.ts';

describe('rovingIndex', () => {
  it('steps with ←/→ and wraps around at either end', () => {
    expect(rovingIndex('ArrowRight', 0, 3)).toBe(1);
    expect(rovingIndex('ArrowRight', 2, 3)).toBe(0);
    expect(rovingIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(rovingIndex('ArrowLeft', 2, 3)).toBe(1);
  });

  it('jumps to the ends with Home and End', () => {
    expect(rovingIndex('Home', 2, 4)).toBe(0);
    expect(rovingIndex('End', 0, 4)).toBe(3);
  });

  it('moves with ↑/↓ only when asked to', () => {
    expect(rovingIndex('ArrowDown', 0, 3)).toBeUndefined();
    expect(rovingIndex('ArrowUp', 0, 3)).toBeUndefined();
    expect(rovingIndex('ArrowDown', 0, 3, 'both')).toBe(1);
    expect(rovingIndex('ArrowUp', 0, 3, 'both')).toBe(2);
  });

  it('ignores other keys and empty widgets', () => {
    expect(rovingIndex('Enter', 0, 3)).toBeUndefined();
    expect(rovingIndex('a', 0, 3)).toBeUndefined();
    expect(rovingIndex('ArrowRight', 0, 0)).toBeUndefined();
  });
});

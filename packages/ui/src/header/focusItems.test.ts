import { describe, expect, it } from 'vitest';
import { nextIndex } from './focusItems.ts';

describe('nextIndex', () => {
  it('steps down and wraps to the first', () => {
    expect(nextIndex('ArrowDown', 0, 3)).toBe(1);
    expect(nextIndex('ArrowDown', 2, 3)).toBe(0);
  });

  it('steps up and wraps to the last', () => {
    expect(nextIndex('ArrowUp', 2, 3)).toBe(1);
    expect(nextIndex('ArrowUp', 0, 3)).toBe(2);
  });

  it('starts at an end when nothing has focus', () => {
    expect(nextIndex('ArrowDown', -1, 4)).toBe(0);
    expect(nextIndex('ArrowUp', -1, 4)).toBe(3);
  });

  it('jumps with Home and End', () => {
    expect(nextIndex('Home', 2, 5)).toBe(0);
    expect(nextIndex('End', 1, 5)).toBe(4);
  });

  it('ignores other keys and empty lists', () => {
    expect(nextIndex('ArrowRight', 1, 3)).toBeUndefined();
    expect(nextIndex('a', 1, 3)).toBeUndefined();
    expect(nextIndex('ArrowDown', -1, 0)).toBeUndefined();
  });
});

/** Which arrow keys move the focus: ←/→ (tabs), or also ↑/↓ (radio groups). */
export type RovingKeys = 'horizontal' | 'both';

/**
 * Where the focus goes from item `index` of `count` for `key`, in a widget
 * with one tab stop (tabs, radio groups): the arrows step and wrap around,
 * Home and End go to the ends; `undefined` when the key does not move it.
 * @see WAI-ARIA Authoring Practices: tabs, radio group (roving tabindex)
 */
export function rovingIndex(key: string, index: number, count: number, keys: RovingKeys = 'horizontal'): number | undefined {
  if (count <= 0) return undefined;
  const forward = key === 'ArrowRight' || (keys === 'both' && key === 'ArrowDown');
  const back = key === 'ArrowLeft' || (keys === 'both' && key === 'ArrowUp');
  if (forward) return (index + 1) % count;
  if (back) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

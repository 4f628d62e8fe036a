/**
 * Arrow-key focus moves inside the header's dropdowns (user menu, language
 * list, category drawer): ArrowDown/ArrowUp step and wrap, Home/End jump.
 */

/** What can take focus in a dropdown: links, enabled buttons and menu items. */
export const FOCUSABLE = 'a[href], button:not(:disabled), [role="menuitemradio"]';

/**
 * The index to move to from `index` (−1 when none has focus) among `count`
 * items for `key`, or undefined when the key does not move focus.
 * ArrowDown/ArrowUp wrap around; Home and End go to the ends.
 */
export function nextIndex(key: string, index: number, count: number): number | undefined {
  if (count <= 0) return undefined;
  switch (key) {
    case 'ArrowDown':
      return index < 0 ? 0 : (index + 1) % count;
    case 'ArrowUp':
      return index < 0 ? count - 1 : (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/** The focusable items of `container`, in document order. */
export function focusableIn(container: HTMLElement | null): HTMLElement[] {
  return container ? Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)) : [];
}

/**
 * Moves focus among the focusable items of `container` for an arrow, Home or
 * End key; returns whether it did (the caller then prevents the default scroll).
 */
export function moveFocus(container: HTMLElement | null, key: string): boolean {
  const items = focusableIn(container);
  const active = container?.ownerDocument.activeElement;
  const next = nextIndex(key, items.findIndex((item) => item === active), items.length);
  if (next === undefined) return false;
  items[next]?.focus();
  return true;
}

import { useRef, type KeyboardEvent } from 'react';
import { rovingIndex } from './rovingIndex.ts';

/**
 * The props of the tabs of a WAI-ARIA tab list with automatic activation:
 * a press selects, ←/→ (wrapping) and Home/End move the focus and select,
 * and only the selected tab is in the Tab order. Spread `tabProps(tab, i)`
 * on each tab button, in the order of `tabs`.
 * @param tabs the tabs' values, in order
 * @param value the selected tab
 * @param onChange called with another tab when it is chosen (never with `value`)
 * @param panelId the element the tabs control, for `aria-controls`
 */
export function useTabList<T>(tabs: readonly T[], value: T, onChange: (tab: T) => void, panelId?: string) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  return function tabProps(tab: T, index: number) {
    const selected = tab === value;
    return {
      ref: (el: HTMLButtonElement | null) => {
        refs.current[index] = el;
      },
      type: 'button' as const,
      role: 'tab',
      'aria-selected': selected,
      'aria-controls': panelId,
      tabIndex: selected ? 0 : -1,
      onClick: () => {
        if (!selected) onChange(tab);
      },
      onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
        const next = rovingIndex(event.key, index, tabs.length);
        if (next === undefined) return;
        event.preventDefault();
        refs.current[next]?.focus();
        const nextTab = tabs[next]!;
        if (nextTab !== value) onChange(nextTab);
      },
    };
  };
}

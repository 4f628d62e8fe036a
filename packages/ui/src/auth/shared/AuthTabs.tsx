import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { useRef, type KeyboardEvent } from 'react';
import { rovingIndex } from '../../base/rovingIndex.ts';
import { focusRing } from '../../theme/theme.ts';

/** One tab of {@link AuthTabs}. */
export interface AuthTab {
  /** DOM id of the tab, for the panel's `aria-labelledby`. */
  id: string;
  label: string;
  selected: boolean;
  onSelect: () => void;
}

export interface AuthTabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly AuthTab[];
  /** DOM id of the panel the tabs control. */
  panelId: string;
}

const List = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space[5]}px;
  border-bottom: 1px solid ${(p) => p.theme.color.border};
`;

/** The look of the selected tab: brand red, bold, underlined in red. */
const selectedLook = (t: Theme) => css`
  color: ${t.color.brand};
  font-weight: ${t.font.weight.bold};
  &::after {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    bottom: -1px;
    height: 2px;
    background: ${t.color.brand};
  }
`;

const tabText = (t: Theme) => css`
  position: relative;
  display: inline-flex;
  align-items: center;
  height: 40px;
  margin: 0;
  padding: 0;
  font-size: ${t.font.size.lg}px;
  white-space: nowrap;
`;

const Tab = styled.button`
  ${(p) => tabText(p.theme)}
  border: 0;
  background: transparent;
  color: ${(p) => p.theme.color.textMuted};
  cursor: pointer;
  &:hover {
    color: ${(p) => p.theme.color.brand};
  }
  &[aria-selected='true'] {
    ${(p) => selectedLook(p.theme)}
  }
  ${focusRing}
`;

const HeadingText = styled.h3`
  ${(p) => tabText(p.theme)}
  ${(p) => selectedLook(p.theme)}
`;

/**
 * A heading drawn like a tab strip with one selected tab, for a view that
 * has no tabs to offer but sits where tabs are elsewhere (register by email),
 * so the form does not jump.
 */
export function TabStripHeading({ id, children }: { id?: string; children: string }) {
  return (
    <List>
      <HeadingText id={id}>{children}</HeadingText>
    </List>
  );
}

/**
 * The tab strip above the sign-in forms (手机号登录 / 邮箱登录) and the
 * register form (手机号注册 only). A WAI-ARIA tab list with automatic
 * activation: ←/→ (wrapping), Home and End move focus and select; only the
 * selected tab is in the Tab order. Selecting keeps focus on the tab, as the
 * pattern expects, while the panel below changes.
 * @see spec §2 Sign-in dialog (views 1–3 and 6), §4 Dialog views (email tab, phone tab)
 */
export function AuthTabs({ label, tabs, panelId }: AuthTabsProps) {
  const list = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = tabs.findIndex((tab) => tab.selected);
    const next = rovingIndex(event.key, current, tabs.length);
    const tab = next === undefined ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    if (!tab.selected) tab.onSelect();
    list.current?.querySelector<HTMLButtonElement>(`[id="${tab.id}"]`)?.focus();
  }

  return (
    <List ref={list} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <Tab
          key={tab.id}
          id={tab.id}
          type="button"
          role="tab"
          aria-selected={tab.selected}
          aria-controls={panelId}
          tabIndex={tab.selected ? 0 : -1}
          onClick={() => {
            if (!tab.selected) tab.onSelect();
          }}
        >
          {tab.label}
        </Tab>
      ))}
    </List>
  );
}

import styled from '@emotion/styled';
import { focusRing } from '../theme/theme.ts';

/*
 * The look of a row of page tabs (my orders, my coupons): a bar under the
 * page title whose selected tab is brand-coloured and underlined. Behaviour
 * (roles, keys, focus) comes from useTabList.ts.
 */

/** The bar the tabs sit in; give it `role="tablist"` and a label. */
export const TabStrip = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space[2]}px;
  padding: 0 ${(p) => p.theme.space[4]}px;
  background: ${(p) => p.theme.color.surface};
  border-bottom: 1px solid ${(p) => p.theme.color.border};
`;

/** One tab: 48 px high, its name and an optional count side by side; selected by `aria-selected`. */
export const TabButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space[1]}px;
  height: 48px;
  padding: 0 ${(p) => p.theme.space[4]}px;
  border: 0;
  background: transparent;
  color: ${(p) => p.theme.color.text};
  font-size: ${(p) => p.theme.font.size.md}px;
  cursor: pointer;
  white-space: nowrap;
  &:hover {
    color: ${(p) => p.theme.color.brand};
  }
  &[aria-selected='true'] {
    color: ${(p) => p.theme.color.brand};
    font-weight: ${(p) => p.theme.font.weight.bold};
  }
  &[aria-selected='true']::after {
    content: '';
    position: absolute;
    left: ${(p) => p.theme.space[4]}px;
    right: ${(p) => p.theme.space[4]}px;
    bottom: -1px;
    height: 2px;
    background: ${(p) => p.theme.color.brand};
  }
  ${focusRing}
  &:focus-visible {
    outline-offset: -2px;
  }
`;

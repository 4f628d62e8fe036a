import styled from '@emotion/styled';
import type { HTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { COUNT_BADGE_MAX, countBadgeText } from './countBadgeText.ts';

export interface CountBadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** How many things the badge counts (cart items, orders of a tab…). */
  count: number;
  /** Above this the badge shows `max+`; 99 by default (`120` → `99+`). */
  max?: number;
  /** Shows the badge at 0 too; by default a count of 0 (or less) renders nothing. */
  showZero?: boolean;
}

const Badge = styled.span`
  display: inline-block;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: ${(p) => p.theme.radius.pill}px;
  background: ${(p) => p.theme.color.brand};
  color: ${(p) => p.theme.color.onBrand};
  font-size: ${(p) => p.theme.font.size.xs}px;
  font-weight: ${(p) => p.theme.font.weight.bold};
  line-height: 18px;
  text-align: center;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

/**
 * A small red pill with a count: 18 px high, white bold 12 px digits on brand
 * red, written in the shopper's locale, `99+` above `max` (see
 * {@link countBadgeText}). Renders nothing at 0 unless `showZero`.
 *
 * It is a plain `<span>`: the caller decides what it means to assistive tech —
 * `aria-hidden` when the count is told elsewhere (the header's cart link names
 * its count), or left readable when it is part of a control's name (order tabs
 * "待付款 3"). Position it with `styled(CountBadge)` (e.g. on a cart icon).
 * @see spec §2 Header (cart count), §4 Order statuses (tab counts)
 */
export function CountBadge({ count, max = COUNT_BADGE_MAX, showZero = false, ...rest }: CountBadgeProps) {
  const intl = useIntl();
  if (count <= 0 && !showZero) return null;
  return <Badge {...rest}>{countBadgeText(count, max, (n) => intl.formatNumber(n))}</Badge>;
}

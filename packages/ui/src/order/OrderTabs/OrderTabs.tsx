import styled from '@emotion/styled';
import { FormattedMessage, useIntl } from 'react-intl';
import { CountBadge } from '../../base/CountBadge/CountBadge.tsx';
import { useTabList } from '../../base/useTabList.ts';
import { focusRing } from '../../theme/theme.ts';

/** Order-list tabs: 0 unpaid, 1 awaiting shipment, 2 awaiting receipt, 3 completed (crmeb-api §5). */
export type OrderTabValue = 0 | 1 | 2 | 3;

/** How many orders each tab holds (`GET /api/front/order/data`). */
export interface OrderTabCounts {
  unPaidCount: number;
  unShippedCount: number;
  receivedCount: number;
  completeCount: number;
}

export interface OrderTabsProps {
  value: OrderTabValue;
  onChange: (tab: OrderTabValue) => void;
  /** Count badges; a tab with 0 shows none. */
  counts?: OrderTabCounts;
  /** Id of the element the tabs control (the order list), for `aria-controls`. */
  panelId?: string;
}

const TABS: { value: OrderTabValue; label: string; count: keyof OrderTabCounts }[] = [
  { value: 0, label: 'orderTabs.unpaid', count: 'unPaidCount' },
  { value: 1, label: 'orderTabs.awaitingShipment', count: 'unShippedCount' },
  { value: 2, label: 'orderTabs.awaitingReceipt', count: 'receivedCount' },
  { value: 3, label: 'orderTabs.completed', count: 'completeCount' },
];

const VALUES = TABS.map((tab) => tab.value);

const List = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space[2]}px;
  padding: 0 ${(p) => p.theme.space[4]}px;
  background: ${(p) => p.theme.color.surface};
  border-bottom: 1px solid ${(p) => p.theme.color.border};
`;

const Tab = styled.button`
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

/**
 * The status tabs of "my orders": 待付款, 待发货, 待收货, 已完成, each with
 * a red {@link CountBadge} when it has orders (99+ above 99). A WAI-ARIA tab
 * list with automatic activation: ←/→ (and Home/End) move the focus and select
 * the tab; only the selected tab is in the Tab order.
 * @see spec §4 Order statuses; crmeb-api §3 /users/order_list, §4.7 order/data, §5 tabs
 */
export function OrderTabs({ value, onChange, counts, panelId }: OrderTabsProps) {
  const intl = useIntl();
  const tabProps = useTabList(VALUES, value, onChange, panelId);

  return (
    <List role="tablist" aria-label={intl.formatMessage({ id: 'orderTabs.label' })}>
      {TABS.map((tab, index) => {
        const count = counts?.[tab.count] ?? 0;
        return (
          <Tab key={tab.value} {...tabProps(tab.value, index)}>
            <FormattedMessage id={tab.label} />
            {count > 0 && ' '}
            <CountBadge count={count} />
          </Tab>
        );
      })}
    </List>
  );
}

import styled from '@emotion/styled';
import { FormattedMessage, useIntl } from 'react-intl';
import { CountBadge } from '../../base/CountBadge/CountBadge.tsx';
import { useTabList } from '../../base/useTabList.ts';
import { focusRing } from '../../theme/theme.ts';

/** The tabs of "my orders", in order: all, to pay, to ship, to receive, to review, completed. */
export type OrderTabKey = 'all' | 'unpaid' | 'awaitingShipment' | 'awaitingReceipt' | 'awaitingReview' | 'completed';

/** Every tab, in the order shown. */
export const ORDER_TAB_KEYS: readonly OrderTabKey[] = ['all', 'unpaid', 'awaitingShipment', 'awaitingReceipt', 'awaitingReview', 'completed'];

/** How many orders each tab holds; a tab left out shows no badge (not counted, e.g. all). */
export type OrderTabKeyCounts = Partial<Record<OrderTabKey, number>>;

/** The six tabs, chosen by key. */
export interface OrderTabsKeyProps {
  value: OrderTabKey;
  /** Another tab was chosen (never called with `value`). */
  onChange: (tab: OrderTabKey) => void;
  /** Count badges; a tab with 0 or none shows none. Leave them out while they load: the tabs work without. */
  counts?: OrderTabKeyCounts;
  /** Id of the element the tabs control (the order list), for `aria-controls`. */
  panelId?: string;
}

/**
 * The provider's four tabs by number (`orderStatus` of the page, `type` of
 * `GET /api/front/order/list`): 0 unpaid, 1 awaiting shipment, 2 awaiting
 * receipt, 3 completed (crmeb-api §5).
 */
export type OrderTabValue = 0 | 1 | 2 | 3;

/** How many orders each numbered tab holds (`GET /api/front/order/data`). */
export interface OrderTabCounts {
  unPaidCount: number;
  unShippedCount: number;
  receivedCount: number;
  completeCount: number;
}

/**
 * The provider's four tabs by number, as before the six keyed tabs: shows
 * only 待付款, 待发货, 待收货, 已完成 and reports numbers.
 * @deprecated Use {@link OrderTabsKeyProps} (`value: OrderTabKey`).
 */
export interface OrderTabsNumericProps {
  value: OrderTabValue;
  onChange: (tab: OrderTabValue) => void;
  counts?: OrderTabCounts;
  panelId?: string;
}

/** Keyed (six tabs) or, for pages still on the provider's numbers, numbered (four tabs); told apart by the type of `value`. */
export type OrderTabsProps = OrderTabsKeyProps | OrderTabsNumericProps;

/** The key of each numbered tab, and the count field it reads. */
const NUMBERED: readonly { value: OrderTabValue; key: OrderTabKey; count: keyof OrderTabCounts }[] = [
  { value: 0, key: 'unpaid', count: 'unPaidCount' },
  { value: 1, key: 'awaitingShipment', count: 'unShippedCount' },
  { value: 2, key: 'awaitingReceipt', count: 'receivedCount' },
  { value: 3, key: 'completed', count: 'completeCount' },
];

/** Numbered props as keyed ones: the four tabs, keys in and out. */
function keyed(props: OrderTabsProps): OrderTabsKeyProps & { tabs: readonly OrderTabKey[] } {
  if (typeof props.value !== 'number') return { ...(props as OrderTabsKeyProps), tabs: ORDER_TAB_KEYS };
  const { value, onChange, counts, panelId } = props as OrderTabsNumericProps;
  const byKey = (key: OrderTabKey) => NUMBERED.find((tab) => tab.key === key)!;
  return {
    tabs: NUMBERED.map((tab) => tab.key),
    value: NUMBERED.find((tab) => tab.value === value)?.key ?? 'unpaid',
    onChange: (key) => onChange(byKey(key).value),
    counts: counts && Object.fromEntries(NUMBERED.map((tab) => [tab.key, counts[tab.count]])),
    panelId,
  };
}

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
 * The status tabs of "my orders": 全部订单, 待付款, 待发货, 待收货, 待评价,
 * 已完成, each with a red {@link CountBadge} when it has orders (99+ above
 * 99); while `counts` load the tabs show no badges and still work. A
 * WAI-ARIA tab list with automatic activation: ←/→ (and Home/End) move the
 * focus and select the tab; only the selected tab is in the Tab order.
 * Given a numbered `value` ({@link OrderTabsNumericProps}, deprecated) it
 * shows the provider's four tabs and reports numbers.
 * @see spec §4 Order statuses; crmeb-api §3 /users/order_list, §4.7 order/data, §5 tabs
 */
export function OrderTabs(props: OrderTabsProps) {
  const intl = useIntl();
  const { tabs, value, onChange, counts, panelId } = keyed(props);
  const tabProps = useTabList(tabs, value, onChange, panelId);

  return (
    <List role="tablist" aria-label={intl.formatMessage({ id: 'orderTabs.label' })}>
      {tabs.map((tab, index) => {
        const count = counts?.[tab] ?? 0;
        return (
          <Tab key={tab} {...tabProps(tab, index)}>
            <FormattedMessage id={`orderTabs.${tab}`} />
            {count > 0 && ' '}
            <CountBadge count={count} />
          </Tab>
        );
      })}
    </List>
  );
}

import { FormattedMessage, useIntl } from 'react-intl';
import { CountBadge } from '../../base/CountBadge/CountBadge.tsx';
import { TabButton, TabStrip } from '../../base/tabStrip.ts';
import { useTabList } from '../../base/useTabList.ts';

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

/** @see {@link OrderTabsKeyProps} */
export type OrderTabsProps = OrderTabsKeyProps;


/**
 * The status tabs of "my orders": 全部订单, 待付款, 待发货, 待收货, 待评价,
 * 已完成, each with a red {@link CountBadge} when it has orders (99+ above
 * 99); while `counts` load the tabs show no badges and still work. A
 * WAI-ARIA tab list with automatic activation: ←/→ (and Home/End) move the
 * focus and select the tab; only the selected tab is in the Tab order.
 * @see spec §4 Order statuses; crmeb-api §3 /users/order_list, §4.7 order/data, §5 tabs
 */
export function OrderTabs({ value, onChange, counts, panelId }: OrderTabsProps) {
  const intl = useIntl();
  const tabProps = useTabList(ORDER_TAB_KEYS, value, onChange, panelId);

  return (
    <TabStrip role="tablist" aria-label={intl.formatMessage({ id: 'orderTabs.label' })}>
      {ORDER_TAB_KEYS.map((tab, index) => {
        const count = counts?.[tab] ?? 0;
        return (
          <TabButton key={tab} {...tabProps(tab, index)}>
            <FormattedMessage id={`orderTabs.${tab}`} />
            {count > 0 && ' '}
            <CountBadge count={count} />
          </TabButton>
        );
      })}
    </TabStrip>
  );
}

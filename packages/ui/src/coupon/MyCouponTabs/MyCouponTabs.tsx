import { FormattedMessage, useIntl } from 'react-intl';
import { TabButton, TabStrip } from '../../base/tabStrip.ts';
import { useTabList } from '../../base/useTabList.ts';

/** The tabs of "my coupons": usable now (or later), and the ones that cannot be used any more. */
export type MyCouponTab = 'usable' | 'unusable';

/** Both tabs, in the order shown; also the `type` values of `GET /api/front/coupon/list`. */
export const MY_COUPON_TABS: readonly MyCouponTab[] = ['usable', 'unusable'];

export interface MyCouponTabsProps {
  value: MyCouponTab;
  /** The other tab was chosen (never called with `value`). */
  onChange: (tab: MyCouponTab) => void;
  /** How many coupons each tab holds, shown after its name; a tab left out shows none (e.g. while loading). */
  counts?: Partial<Record<MyCouponTab, number>>;
  /** Id of the element the tabs control (the coupon list), for `aria-controls`. */
  panelId?: string;
}


/**
 * The two tabs of "my coupons": 可用优惠券 and 不可用优惠券 (used, expired),
 * each with its count when `counts` has it. A WAI-ARIA tab list with
 * automatic activation: ←/→ (and Home/End) move the focus and select the
 * tab; only the selected tab is in the Tab order.
 * @see spec §2 /users/coupon_list; crmeb-wire §10 `coupon/list` (`type` usable | unusable)
 */
export function MyCouponTabs({ value, onChange, counts, panelId }: MyCouponTabsProps) {
  const intl = useIntl();
  const tabProps = useTabList(MY_COUPON_TABS, value, onChange, panelId);
  return (
    <TabStrip role="tablist" aria-label={intl.formatMessage({ id: 'myCouponTabs.label' })}>
      {MY_COUPON_TABS.map((tab, index) => {
        const count = counts?.[tab];
        return (
          <TabButton key={tab} {...tabProps(tab, index)}>
            <FormattedMessage id={`myCouponTabs.${tab}`} />
            {count !== undefined && (
              <>
                {' '}
                <FormattedMessage id="myCouponTabs.count" values={{ count }} />
              </>
            )}
          </TabButton>
        );
      })}
    </TabStrip>
  );
}

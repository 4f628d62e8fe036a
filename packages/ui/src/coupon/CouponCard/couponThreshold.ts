import type { IntlShape } from 'react-intl';
import { formatMoney } from '../../money/formatMoney.ts';

/**
 * The least amount a coupon applies to, as the coupons write it under the
 * reduction: "满 ￥1,000.00 可用", or "无门槛" when `minPrice` is 0.
 * @param minPrice integer cents
 * @param symbol the mall's currency symbol
 */
export function couponThreshold(intl: IntlShape, minPrice: number, symbol: string): string {
  return minPrice > 0
    ? intl.formatMessage({ id: 'couponCard.threshold' }, { amount: formatMoney(minPrice, intl.locale, symbol) })
    : intl.formatMessage({ id: 'couponCard.noThreshold' });
}

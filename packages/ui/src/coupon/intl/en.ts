import type zhCN from './zh-CN.ts';

/** Messages of the coupon components in English. */
export default {
  'couponCard.threshold': 'On orders over {amount}',
  'couponCard.noThreshold': 'No minimum spend',
  'couponCard.scopeShop': 'Whole shop',
  'couponCard.scopeGoods': 'Selected items',
  'couponCard.scopePlatform': 'All shops',
  'couponCard.validFixed': 'Valid {start} to {end}',
  'couponCard.validDays': 'Valid for {day, plural, one {# day} other {# days}} after collecting',
  'couponCard.remaining': 'Only {count, number} left',
  'couponCard.receive': 'Collect',
  'couponCard.received': 'Collected',
  'couponCard.gone': 'All gone',
  'couponList.label': 'Coupons',
  'couponList.loading': 'Loading coupons',
  'couponList.empty': 'No coupons to collect',
  'couponList.compactLabel': 'Coupons',
  'couponList.chip': '{money} off {min}+',
  'couponList.chipNoThreshold': '{money} off',
  'couponList.open': 'Get coupons',
  'couponList.dialogTitle': 'Collect coupons',
  'couponList.loadFailed': 'Coupons failed to load',
} satisfies Record<keyof typeof zhCN, string>;

import type zhCN from './zh-CN.ts';

/** Messages of the shopper's own coupons in English. */
export default {
  'myCouponCard.shop': 'Shop: ',
  'myCouponCard.use': 'Use now',
  'myCouponCard.usable': 'Usable',
  'myCouponCard.used': 'Used',
  'myCouponCard.expired': 'Expired',
  'myCouponCard.notStarted': 'Not started',
  'myCouponCard.startsOn': 'Usable from {date}',
  'myCouponTabs.label': 'Coupon status',
  'myCouponTabs.usable': 'Usable',
  'myCouponTabs.unusable': 'Used or expired',
  'myCouponTabs.count': '({count, number})',
  'myCouponList.label': 'My coupons',
  'myCouponList.loading': 'Loading coupons',
  'myCouponList.emptyUsable': 'You have no usable coupons',
  'myCouponList.emptyUnusable': 'No used or expired coupons',
} satisfies Record<keyof typeof zhCN, string>;

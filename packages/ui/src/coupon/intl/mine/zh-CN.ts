/**
 * Messages of the shopper's own coupons (MyCouponCard, MyCouponTabs,
 * MyCouponList) in Simplified Chinese, the reference: every other locale has
 * exactly its ids. Apart from ../zh-CN.ts because only the account pages use
 * them (the `orders` bundle); the cards reuse that file's scope and
 * threshold words, which every page has.
 */
export default {
  'myCouponCard.shop': '适用店铺：',
  'myCouponCard.use': '去使用',
  'myCouponCard.usable': '可使用',
  'myCouponCard.used': '已使用',
  'myCouponCard.expired': '已过期',
  'myCouponCard.notStarted': '未开始',
  'myCouponCard.startsOn': '{date} 起可用',
  'myCouponTabs.label': '优惠券状态',
  'myCouponTabs.usable': '可用优惠券',
  'myCouponTabs.unusable': '不可用优惠券',
  'myCouponTabs.count': '({count, number})',
  'myCouponList.label': '我的优惠券',
  'myCouponList.loading': '优惠券加载中',
  'myCouponList.emptyUsable': '暂无可用的优惠券',
  'myCouponList.emptyUnusable': '暂无已使用或已过期的优惠券',
};

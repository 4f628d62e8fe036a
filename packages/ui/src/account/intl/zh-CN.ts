/** Messages of the account components in Simplified Chinese (the reference: every other locale has exactly its ids). */
export default {
  'accountMenu.label': '个人中心',
  'accountMenu.section.orders': '订单中心',
  'accountMenu.section.account': '我的账户',
  'accountMenu.section.merchant': '商家服务',
  'accountMenu.section.more': '更多服务',
  'accountMenu.item.home': '账户概览',
  'accountMenu.item.orders': '我的订单',
  'accountMenu.item.refunds': '退款/售后',
  'accountMenu.item.reviews': '我的评价',
  'accountMenu.item.profile': '个人资料',
  'accountMenu.item.addresses': '收货地址',
  'accountMenu.item.favourites': '我的收藏',
  'accountMenu.item.coupons': '我的优惠券',
  'accountMenu.item.points': '我的积分',
  'accountMenu.item.merchantApply': '商家入驻',
  'accountMenu.item.applications': '入驻记录',
} as const;

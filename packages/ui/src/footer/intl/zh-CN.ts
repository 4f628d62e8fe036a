/** Messages of the footer components in Simplified Chinese (the reference: every other locale has exactly its ids). */
export default {
  'footer.sellingPoints': '购物保障',
  'footer.variety': '品类齐全，轻松购物',
  'footer.delivery': '多仓直发，极速配送',
  'footer.genuine': '正品行货，精致服务',
  'footer.lowPrice': '天天低价，畅选无忧',
  'footer.address': '地址：{address}',
  'footer.licence': '营业执照：{licence}',
} as const;

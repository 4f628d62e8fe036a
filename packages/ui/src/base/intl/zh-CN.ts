/** Messages of the base components in Simplified Chinese (the reference: every other locale has exactly its ids). */
export default {
  'dialog.close': '关闭',
  'pagination.label': '分页',
  'pagination.previous': '上一页',
  'pagination.next': '下一页',
  'pagination.page': '第 {page} 页',
  'skeleton.loading': '加载中',
  'quantityStepper.label': '数量',
  'quantityStepper.increase': '增加数量',
  'quantityStepper.decrease': '减少数量',
  'starRating.label': '{value, number} 颗星',
  'lightbox.previous': '上一张',
  'lightbox.next': '下一张',
  'lightbox.position': '{index, number} / {count, number}',
  'lightbox.title': '查看图片',
  'lightbox.alt': '图片，第 {index, number} 张，共 {count, number} 张',
} as const;

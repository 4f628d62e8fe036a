/** Messages of the ranking components in Simplified Chinese (the reference: every other locale has exactly its ids). */
export default {
  'rankBadge.label': '第 {rank, number} 名',
  'rankingList.label': '销量排行榜',
  'rankingList.loading': '排行榜加载中',
  'rankingList.empty': '暂无排行数据',
  'rankingList.sales': '已售 {count, number}',
} as const;

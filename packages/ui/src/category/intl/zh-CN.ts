/** Messages of the category components in Simplified Chinese (the reference: every other locale has exactly its ids). */
export default {
  'categoryFilter.label': '分类',
  'categoryFilter.all': '全部',
  'categoryFilter.children': '{name}下的分类',
} as const;

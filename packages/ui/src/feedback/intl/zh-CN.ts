/** Messages of the feedback components in Simplified Chinese (the reference: every other locale has exactly its ids). */
export default {
  'errorState.title': '加载失败',
  'errorState.description': '请稍后重试，或检查网络连接。',
  'emptyState.title': '暂无内容',
} as const;

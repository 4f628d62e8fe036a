/** Messages of the error components in Simplified Chinese (the reference: every other locale has exactly its ids). */
export default {
  'errorPage.notFound': '页面不存在',
  'errorPage.notFoundHint': '您访问的页面可能已被删除、更名或暂时不可用。',
  'errorPage.loadFailed': '加载失败',
  'errorPage.loadFailedHint': '服务器开小差了，请稍后刷新重试。',
  'errorPage.signIn': '请先登录',
  'errorPage.signInHint': '登录后才能查看此页面。',
  'errorPage.signInButton': '立即登录',
  'errorPage.badRequest': '请求错误',
  'errorPage.checkConfig': '请检查访问地址或站点配置是否正确。',
  'errorPage.detail': '错误信息：{message}',
} as const;

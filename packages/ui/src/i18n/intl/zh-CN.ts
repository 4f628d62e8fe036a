/** Messages of shared texts and API error defaults in Simplified Chinese (the reference: every other locale has exactly its ids). */
export default {
  'common.loading': '加载中…',
  'common.retry': '重试',
  'common.empty': '暂无数据',
  'common.confirm': '确定',
  'common.cancel': '取消',
  'common.close': '关闭',
  'common.save': '保存',
  'common.backHome': '返回首页',
  'common.required': '必填',
  'apiError.validation': '参数校验失败',
  'apiError.forbidden': '没有权限',
  'apiError.notFound': '未找到数据',
  'apiError.server': '系统异常',
  'apiError.other': '系统错误',
  'apiError.loginRequired': '请先登录',
  'apiError.network': '网络异常，请检查网络后重试',
} as const;

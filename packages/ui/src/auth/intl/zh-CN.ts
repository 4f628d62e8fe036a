/** Messages of the auth components in Simplified Chinese (the reference: every other locale has exactly its ids). */
export default {
  'phonePasswordForm.phone': '手机号',
  'phonePasswordForm.phonePlaceholder': '请输入手机号',
  'phonePasswordForm.dialCode': '国家/地区区号',
  'phonePasswordForm.password': '密码',
  'phonePasswordForm.passwordPlaceholder': '请输入密码',
  'phonePasswordForm.agreementText': '我已阅读并同意<link>《隐私协议》</link>',
  'phonePasswordForm.submit': '登录',
  'phonePasswordForm.emptyPhone': '请输入手机号',
  'phonePasswordForm.emptyPassword': '请输入密码',
  'phonePasswordForm.agreement': '请勾选隐私协议',
  'signInDialog.title': '账号登录',
} as const;

import type zhCN from './zh-CN.ts';

/** Messages of the auth components in Thai. */
export default {
  'phonePasswordForm.phone': 'หมายเลขโทรศัพท์',
  'phonePasswordForm.phonePlaceholder': 'กรอกหมายเลขโทรศัพท์',
  'phonePasswordForm.dialCode': 'รหัสประเทศ',
  'phonePasswordForm.password': 'รหัสผ่าน',
  'phonePasswordForm.passwordPlaceholder': 'กรอกรหัสผ่าน',
  'phonePasswordForm.agreementText': 'ฉันได้อ่านและยอมรับ<link>ข้อตกลงความเป็นส่วนตัว</link>',
  'phonePasswordForm.submit': 'เข้าสู่ระบบ',
  'phonePasswordForm.emptyPhone': 'กรุณากรอกหมายเลขโทรศัพท์',
  'phonePasswordForm.emptyPassword': 'กรุณากรอกรหัสผ่าน',
  'phonePasswordForm.agreement': 'กรุณายอมรับข้อตกลงความเป็นส่วนตัว',
  'signInDialog.title': 'เข้าสู่ระบบบัญชี',
} satisfies Record<keyof typeof zhCN, string>;

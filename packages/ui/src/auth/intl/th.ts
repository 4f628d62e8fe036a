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
  'countryPicker.trigger': 'รหัสโทรศัพท์ประเทศ: {country}',
  'countryPicker.dialog': 'เลือกประเทศหรือภูมิภาค',
  'countryPicker.search': 'ค้นหาประเทศหรือภูมิภาค',
  'countryPicker.searchPlaceholder': 'ชื่อ รหัสประเทศ หรือรหัสโทรศัพท์',
  'countryPicker.list': 'ประเทศและภูมิภาค',
  'countryPicker.resultCount': 'พบ {count} ประเทศหรือภูมิภาค',
  'countryPicker.noMatch': 'ไม่พบประเทศที่ตรงกัน',
  'sendCodeButton.send': 'รับรหัสยืนยัน',
  'sendCodeButton.countdown': 'ส่งใหม่ใน {seconds} วินาที',
  'sendCodeButton.retry': 'ขอรหัสอีกครั้ง',
  'sendCodeButton.sent': 'ส่งรหัสยืนยันแล้ว ขอรหัสใหม่ได้ใน {seconds} วินาที',
  'sendCodeButton.ready': 'ขอรหัสยืนยันใหม่ได้แล้ว',
} satisfies Record<keyof typeof zhCN, string>;

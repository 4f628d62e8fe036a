import type zhCN from './zh-CN.ts';

/** Messages of the error components in Thai. */
export default {
  'errorPage.notFound': 'ไม่พบหน้านี้',
  'errorPage.notFoundHint': 'หน้านี้อาจถูกลบ เปลี่ยนชื่อ หรือไม่พร้อมใช้งานชั่วคราว',
  'errorPage.loadFailed': 'โหลดไม่สำเร็จ',
  'errorPage.loadFailedHint': 'ระบบขัดข้องชั่วคราว โปรดรีเฟรชและลองใหม่ภายหลัง',
  'errorPage.signIn': 'โปรดเข้าสู่ระบบก่อน',
  'errorPage.signInHint': 'เข้าสู่ระบบเพื่อดูหน้านี้',
  'errorPage.signInButton': 'เข้าสู่ระบบ',
  'errorPage.badRequest': 'คำขอไม่ถูกต้อง',
  'errorPage.checkConfig': 'โปรดตรวจสอบที่อยู่หรือการตั้งค่าของเว็บไซต์',
  'errorPage.detail': 'ข้อผิดพลาด: {message}',
} satisfies Record<keyof typeof zhCN, string>;

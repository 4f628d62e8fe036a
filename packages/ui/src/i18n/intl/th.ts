import type zhCN from './zh-CN.ts';

/** Messages of shared texts and API error defaults in Thai. */
export default {
  'common.loading': 'กำลังโหลด…',
  'common.retry': 'ลองอีกครั้ง',
  'common.empty': 'ยังไม่มีข้อมูล',
  'common.confirm': 'ตกลง',
  'common.cancel': 'ยกเลิก',
  'common.close': 'ปิด',
  'common.save': 'บันทึก',
  'common.backHome': 'กลับหน้าแรก',
  'common.required': 'จำเป็น',
  'apiError.validation': 'การตรวจสอบพารามิเตอร์ล้มเหลว',
  'apiError.forbidden': 'ไม่มีสิทธิ์',
  'apiError.notFound': 'ไม่พบข้อมูล',
  'apiError.server': 'ระบบขัดข้อง',
  'apiError.other': 'ข้อผิดพลาดของระบบ',
  'apiError.loginRequired': 'กรุณาเข้าสู่ระบบก่อน',
  'apiError.network': 'เครือข่ายขัดข้อง โปรดตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง',
} satisfies Record<keyof typeof zhCN, string>;

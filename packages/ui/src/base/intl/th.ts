import type zhCN from './zh-CN.ts';

/** Messages of the base components in Thai. */
export default {
  'dialog.close': 'ปิด',
  'pagination.label': 'การแบ่งหน้า',
  'pagination.previous': 'หน้าก่อนหน้า',
  'pagination.next': 'หน้าถัดไป',
  'pagination.page': 'หน้า {page}',
  'skeleton.loading': 'กำลังโหลด',
  'quantityStepper.label': 'จำนวน',
  'quantityStepper.increase': 'เพิ่มจำนวน',
  'quantityStepper.decrease': 'ลดจำนวน',
  'starRating.label': '{value, number} ดาว',
  'lightbox.previous': 'ก่อนหน้า',
  'lightbox.next': 'ถัดไป',
  'lightbox.position': '{index, number} / {count, number}',
  'lightbox.title': 'ดูรูปภาพ',
  'lightbox.alt': 'รูปภาพที่ {index, number} จาก {count, number}',
} satisfies Record<keyof typeof zhCN, string>;

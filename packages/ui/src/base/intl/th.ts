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
  'imageViewer.previous': 'ก่อนหน้า',
  'imageViewer.next': 'ถัดไป',
  'imageViewer.position': '{index, number} / {count, number}',
} satisfies Record<keyof typeof zhCN, string>;

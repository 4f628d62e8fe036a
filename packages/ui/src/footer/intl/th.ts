import type zhCN from './zh-CN.ts';

/** Messages of the footer components in Thai. */
export default {
  'footer.sellingPoints': 'การรับประกันการช้อปปิ้ง',
  'footer.variety': 'สินค้าครบทุกหมวด ช้อปง่าย',
  'footer.delivery': 'ส่งตรงจากหลายคลัง จัดส่งรวดเร็ว',
  'footer.genuine': 'สินค้าแท้ บริการใส่ใจ',
  'footer.lowPrice': 'ราคาถูกทุกวัน เลือกซื้ออย่างสบายใจ',
  'footer.address': 'ที่อยู่: {address}',
  'footer.licence': 'ใบอนุญาตประกอบธุรกิจ: {licence}',
} satisfies Record<keyof typeof zhCN, string>;

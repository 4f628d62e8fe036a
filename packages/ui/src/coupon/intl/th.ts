import type zhCN from './zh-CN.ts';

/** Messages of the coupon components in Thai. */
export default {
  'couponCard.threshold': 'ซื้อขั้นต่ำ {amount}',
  'couponCard.noThreshold': 'ไม่มีขั้นต่ำ',
  'couponCard.scopeShop': 'ใช้ได้ทั้งร้าน',
  'couponCard.scopeGoods': 'เฉพาะสินค้าที่ร่วมรายการ',
  'couponCard.scopePlatform': 'ใช้ได้ทุกร้าน',
  'couponCard.validFixed': 'ใช้ได้ {start} ถึง {end}',
  'couponCard.validDays': 'ใช้ได้ภายใน {day, number} วันหลังเก็บ',
  'couponCard.remaining': 'เหลือเพียง {count, number} ใบ',
  'couponCard.receive': 'เก็บ',
  'couponCard.received': 'เก็บแล้ว',
  'couponCard.gone': 'หมดแล้ว',
  'couponList.label': 'รายการคูปอง',
  'couponList.loading': 'กำลังโหลดคูปอง',
  'couponList.empty': 'ยังไม่มีคูปองให้เก็บ',
  'couponList.compactLabel': 'คูปอง',
  'couponList.chip': 'ครบ {min} ลด {money}',
  'couponList.chipNoThreshold': 'ลด {money}',
  'couponList.open': 'เก็บคูปอง',
  'couponList.dialogTitle': 'เก็บคูปอง',
  'couponList.loadFailed': 'โหลดคูปองไม่สำเร็จ',
} satisfies Record<keyof typeof zhCN, string>;

import type zhCN from './zh-CN.ts';

/** Messages of the shopper's own coupons in Thai. */
export default {
  'myCouponCard.shop': 'ร้านค้า: ',
  'myCouponCard.use': 'ใช้เลย',
  'myCouponCard.usable': 'ใช้ได้',
  'myCouponCard.used': 'ใช้แล้ว',
  'myCouponCard.expired': 'หมดอายุ',
  'myCouponCard.notStarted': 'ยังไม่เริ่ม',
  'myCouponCard.startsOn': 'ใช้ได้ตั้งแต่ {date}',
  'myCouponTabs.label': 'สถานะคูปอง',
  'myCouponTabs.usable': 'คูปองที่ใช้ได้',
  'myCouponTabs.unusable': 'ใช้แล้วหรือหมดอายุ',
  'myCouponTabs.count': '({count, number})',
  'myCouponList.label': 'คูปองของฉัน',
  'myCouponList.loading': 'กำลังโหลดคูปอง',
  'myCouponList.emptyUsable': 'ไม่มีคูปองที่ใช้ได้',
  'myCouponList.emptyUnusable': 'ไม่มีคูปองที่ใช้แล้วหรือหมดอายุ',
} satisfies Record<keyof typeof zhCN, string>;

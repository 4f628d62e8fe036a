import type zhCN from './zh-CN.ts';

/** Messages of the account components in Thai. */
export default {
  'accountMenu.label': 'บัญชีของฉัน',
  'accountMenu.section.orders': 'คำสั่งซื้อ',
  'accountMenu.section.account': 'บัญชี',
  'accountMenu.section.merchant': 'สำหรับร้านค้า',
  'accountMenu.section.more': 'บริการเพิ่มเติม',
  'accountMenu.item.home': 'ภาพรวม',
  'accountMenu.item.orders': 'คำสั่งซื้อของฉัน',
  'accountMenu.item.refunds': 'คืนเงิน/คืนสินค้า',
  'accountMenu.item.reviews': 'รีวิวของฉัน',
  'accountMenu.item.profile': 'ข้อมูลส่วนตัว',
  'accountMenu.item.addresses': 'ที่อยู่จัดส่ง',
  'accountMenu.item.favourites': 'รายการโปรด',
  'accountMenu.item.coupons': 'คูปองของฉัน',
  'accountMenu.item.points': 'คะแนนของฉัน',
  'accountMenu.item.merchantApply': 'สมัครเป็นร้านค้า',
  'accountMenu.item.applications': 'ประวัติการสมัคร',
} satisfies Record<keyof typeof zhCN, string>;

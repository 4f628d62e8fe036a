import type zhCN from './zh-CN.ts';

/** Messages of the collect components in Thai. */
export default {
  'favouriteGoodsList.label': 'สินค้าที่ชื่นชอบ',
  'favouriteGoodsList.loading': 'กำลังโหลดรายการโปรด',
  'favouriteGoodsList.empty': 'ยังไม่มีสินค้าที่ชื่นชอบ',
  'favouriteGoodsList.emptyHint': 'กดถูกใจสินค้าที่คุณชอบ แล้วกลับมาดูได้ที่นี่',
  'favouriteGoodsList.selectAll': 'เลือกทั้งหมด',
  'favouriteGoodsList.selected': 'เลือกแล้ว {count, number} รายการ',
  'favouriteGoodsList.removeSelected': 'นำรายการที่เลือกออก',
  'favouriteGoodsList.select': 'เลือก {name}',
  'favouriteGoodsList.remove': 'นำออก',
  'favouriteGoodsList.unavailable': 'ไม่พร้อมจำหน่าย',
  'favouriteGoodsList.confirmTitle': 'นำออกจากรายการโปรด',
  'favouriteGoodsList.confirmText': 'นำสินค้าที่เลือก {count, number} รายการออกจากรายการโปรดหรือไม่',
  'favouriteGoodsList.confirm': 'นำออก',
  'followedShopsList.label': 'ร้านที่ติดตาม',
  'followedShopsList.loading': 'กำลังโหลดร้านที่ติดตาม',
  'followedShopsList.empty': 'ยังไม่ได้ติดตามร้านค้า',
  'followedShopsList.emptyHint': 'ติดตามร้านที่ชอบเพื่อรับข่าวสินค้าใหม่และโปรโมชัน',
  'followedShopsList.since': 'ติดตามเมื่อ {date}',
  'followedShopsList.unfollow': 'เลิกติดตาม',
  'followedShopsList.enter': 'เข้าชมร้าน',
  'followedShopsList.closed': 'ร้านปิดแล้ว',
} satisfies Record<keyof typeof zhCN, string>;

import type zhCN from './zh-CN.ts';

/** Messages of the home components in Thai. */
export default {
  'bannerCarousel.label': 'กิจกรรมเด่น',
  'bannerCarousel.previous': 'ภาพก่อนหน้า',
  'bannerCarousel.next': 'ภาพถัดไป',
  'bannerCarousel.goTo': 'ภาพที่ {index} จาก {total}',
  'bannerCarousel.pause': 'หยุดเลื่อนภาพ',
  'bannerCarousel.play': 'เลื่อนภาพต่อ',
} satisfies Record<keyof typeof zhCN, string>;

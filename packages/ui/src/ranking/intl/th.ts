import type zhCN from './zh-CN.ts';

/** Messages of the ranking components in Thai. */
export default {
  'rankBadge.label': 'อันดับที่ {rank, number}',
  'rankingList.label': 'สินค้าขายดี',
  'rankingList.loading': 'กำลังโหลดอันดับ',
  'rankingList.empty': 'ยังไม่มีข้อมูลอันดับ',
  'rankingList.sales': 'ขายแล้ว {count, number}',
} satisfies Record<keyof typeof zhCN, string>;

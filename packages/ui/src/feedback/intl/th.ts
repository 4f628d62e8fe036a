import type zhCN from './zh-CN.ts';

/** Messages of the feedback components in Thai. */
export default {
  'errorState.title': 'โหลดไม่สำเร็จ',
  'errorState.description': 'โปรดลองอีกครั้งภายหลัง หรือตรวจสอบการเชื่อมต่อ',
  'emptyState.title': 'ยังไม่มีรายการ',
} satisfies Record<keyof typeof zhCN, string>;

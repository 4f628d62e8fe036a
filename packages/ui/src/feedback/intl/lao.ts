import type zhCN from './zh-CN.ts';

/** Messages of the feedback components in Lao. */
export default {
  'errorState.title': 'ໂຫຼດບໍ່ສຳເລັດ',
  'errorState.description': 'ກະລຸນາລອງໃໝ່ພາຍຫຼັງ ຫຼື ກວດສອບການເຊື່ອມຕໍ່.',
  'emptyState.title': 'ຍັງບໍ່ມີລາຍການ',
} satisfies Record<keyof typeof zhCN, string>;

import type zhCN from './zh-CN.ts';

/** Messages of the merchant components in Thai. */
export default {
  'merchantCard.self': 'ร้านของแพลตฟอร์ม',
  'merchantCard.rating': 'คะแนน {score, number} / 5',
  'merchantCard.enter': 'เข้าชมร้าน',
} satisfies Record<keyof typeof zhCN, string>;

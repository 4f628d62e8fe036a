/** Messages of the merchant components in Simplified Chinese (the reference: every other locale has exactly its ids). */
export default {
  'merchantCard.self': '自营',
  'merchantCard.rating': '评分 {score, number} / 5',
  'merchantCard.enter': '进店逛逛',
} as const;

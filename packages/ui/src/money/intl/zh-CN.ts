/** Messages of the money components in Simplified Chinese (the reference: every other locale has exactly its ids). */
export default {
  'price.original': '原价 {amount}',
  'price.current': '现价 {amount}',
} as const;

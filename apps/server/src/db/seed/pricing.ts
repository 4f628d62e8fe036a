/**
 * A yuan amount as a shop-like price in cents: ¥39.90 under ¥100, ¥199 under
 * ¥1,000, ¥1,299 above (prices end in 9 the way Chinese listings do).
 * Never below ¥1.90.
 */
export function shopPrice(yuan: number): number {
  if (yuan < 100) return Math.max(1, Math.floor(yuan)) * 100 + 90;
  if (yuan < 1000) return (Math.floor(yuan / 10) * 10 + 9) * 100;
  return (Math.floor(yuan / 100) * 100 + 99) * 100;
}

/** The old (list) price in cents for `price` cents marked up by `ratio`; always above `price`. */
export function oldPrice(price: number, ratio: number): number {
  const marked = shopPrice((price * ratio) / 100);
  return marked > price ? marked : price + (price < 10_000 ? 1_000 : 10_000);
}

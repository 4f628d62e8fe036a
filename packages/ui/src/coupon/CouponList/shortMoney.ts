/**
 * An amount of integer cents for a small label such as a coupon chip: the
 * currency symbol and the amount grouped the way `languageTag` writes
 * numbers, without decimals when it is a whole amount (`￥100`, `￥12.50`,
 * `￥1 000` in French). Display only: never parse it back.
 * @param cents integer cents; negative amounts get a leading minus.
 * @param languageTag BCP 47 tag (e.g. `zh-CN`, `fr`, `lo`).
 */
export function shortMoney(cents: number, languageTag: string, symbol: string): string {
  const whole = Math.abs(cents) % 100 === 0;
  const amount = new Intl.NumberFormat(languageTag, {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(Math.abs(cents) / 100);
  return `${cents < 0 ? '-' : ''}${symbol}${amount}`;
}

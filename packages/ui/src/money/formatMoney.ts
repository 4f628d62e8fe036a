/**
 * Formats an amount of integer cents for display: the currency symbol, then the
 * amount with exactly two decimals, grouped the way `languageTag` writes numbers
 * (`￥1,299.00`, `￥1 299,00` in French). Display only: never parse it back.
 * @param cents integer cents; negative amounts get a leading minus.
 * @param languageTag BCP 47 tag (e.g. `zh-CN`, `fr`, `lo`).
 */
export function formatMoney(cents: number, languageTag: string, symbol: string): string {
  const amount = new Intl.NumberFormat(languageTag, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Math.abs(cents) / 100);
  return `${cents < 0 ? '-' : ''}${symbol}${amount}`;
}

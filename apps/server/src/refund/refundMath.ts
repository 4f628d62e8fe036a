/**
 * How much a refund gives back, in integer cents, from what was actually
 * paid (the issue "After-sale": partial refunds per line, coupons and points
 * shared out in cents, freight only with the last line, never more than was
 * paid). Pure functions; refund/applyRefund.ts feeds them the order's rows.
 */

/** One line of a merchant order as the refund arithmetic needs it. */
export interface PaidLine {
  /** `order_item.id`. */
  id: number;
  /** Unit price before discounts, cents. */
  price: number;
  /** Units bought. */
  quantity: number;
  /** Units already in open or done refunds. */
  refundNum: number;
  /** Money of this line in open or done refunds so far, cents. */
  refundedMoney: number;
}

/**
 * Splits `total` cents over `weights` in proportion, by largest remainder:
 * each share is the floor of its exact part, and the cents left over go one
 * each to the largest remainders (ties to the earlier weight). The shares
 * always sum to `total`. All weights 0: split by count the same way.
 */
export function splitByWeight(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  const ws = sum > 0 ? weights : weights.map(() => 1);
  const wsum = sum > 0 ? sum : weights.length;
  const shares = ws.map((w) => Math.floor((total * w) / wsum));
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = ws
    .map((w, i) => ({ i, rem: (total * w) % wsum }))
    .sort((a, b) => b.rem - a.rem || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/** What a refund of some units gives back. */
export interface RefundQuote {
  /** Per line asked: units and money, cents. */
  lines: { id: number; num: number; money: number }[];
  /** Goods money, cents (Σ lines). */
  goods: number;
  /** Freight given back, cents: all of it with the last units of the order, else 0. */
  postage: number;
  /** goods + postage, cents. */
  total: number;
  /** True when this refund takes the order's last units. */
  last: boolean;
}

/**
 * Prices a refund of `asked` units (order line id → units) of a merchant order.
 * - The goods money paid (`payPrice − postage`) is split over the lines by
 *   their value (price × quantity), {@link splitByWeight}: coupons and points
 *   are thereby shared out in cents.
 * - A line's units are priced ⌊line money × units / quantity⌋, except the
 *   line's last units, which take exactly what is left of the line's money:
 *   so however the units are asked back, a line never gives back more than it cost.
 * - Freight comes back only with the order's last units (`postage − postageRefunded`).
 * @param payPrice what was paid for the merchant order, cents.
 * @param postage its freight, cents (never discounted).
 * @param postageRefunded freight already in open or done refunds, cents.
 * @throws {RangeError} for units a line does not have left (the caller checks first and answers 400).
 */
export function quoteRefund(
  lines: readonly PaidLine[],
  asked: ReadonlyMap<number, number>,
  payPrice: number,
  postage: number,
  postageRefunded: number,
): RefundQuote {
  const goodsPaid = Math.max(0, payPrice - postage);
  const lineMoney = splitByWeight(
    goodsPaid,
    lines.map((l) => l.price * l.quantity),
  );
  const quoted: RefundQuote['lines'] = [];
  let last = true;
  lines.forEach((line, index) => {
    const num = asked.get(line.id) ?? 0;
    const left = line.quantity - line.refundNum;
    if (num > left) throw new RangeError(`line ${line.id}: ${num} asked, ${left} left`);
    if (num < left) last = false;
    if (num === 0) return;
    const money = lineMoney[index]!;
    const value = num === left ? money - line.refundedMoney : Math.floor((money * num) / line.quantity);
    quoted.push({ id: line.id, num, money: Math.max(0, value) });
  });
  const goods = quoted.reduce((a, l) => a + l.money, 0);
  const freight = last ? Math.max(0, postage - postageRefunded) : 0;
  return { lines: quoted, goods, postage: freight, total: goods + freight, last };
}

/**
 * A part of `whole` in proportion `part / of`, floored; or exactly what is
 * left (`whole − already`) when `last`. For points and commission given back
 * with a refund, so the refunds of an order together give back exactly `whole`.
 */
export function proportionalPart(whole: number, part: number, of: number, already: number, last: boolean): number {
  if (last) return Math.max(0, whole - already);
  if (of <= 0 || whole <= 0) return 0;
  return Math.min(Math.max(0, whole - already), Math.floor((whole * part) / of));
}

import { describe, expect, it } from 'vitest';
import { proportionalPart, quoteRefund, splitByWeight, type PaidLine } from './refundMath.ts';

describe('refund arithmetic', () => {
  it('splits by largest remainder, losing no cent, ties to the earlier weight', () => {
    expect(splitByWeight(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitByWeight(1001, [300, 700])).toEqual([300, 701]);
    expect(splitByWeight(5, [0, 0])).toEqual([3, 2]);
    expect(splitByWeight(0, [5, 5])).toEqual([0, 0]);
  });

  it('gives a line back never more than it cost, however its units are asked back', () => {
    // 3 units at 1000, one of 500; a coupon took 333 off: 3167 paid for goods plus 800 freight.
    const lines: PaidLine[] = [
      { id: 1, price: 1000, quantity: 3, refundNum: 0, refundedMoney: 0 },
      { id: 2, price: 500, quantity: 1, refundNum: 0, refundedMoney: 0 },
    ];
    const payPrice = 3167 + 800;
    const shares = splitByWeight(3167, [3000, 500]);
    let paidBack = 0;
    let refunded = { ...lines[0]! };
    for (let unit = 0; unit < 3; unit++) {
      const quote = quoteRefund([refunded, lines[1]!], new Map([[1, 1]]), payPrice, 800, 0);
      expect(quote.postage).toBe(0);
      paidBack += quote.goods;
      refunded = { ...refunded, refundNum: refunded.refundNum + 1, refundedMoney: refunded.refundedMoney + quote.goods };
    }
    expect(paidBack).toBe(shares[0]);
    // The order's last unit brings the freight back.
    const last = quoteRefund([refunded, lines[1]!], new Map([[2, 1]]), payPrice, 800, 0);
    expect(last).toMatchObject({ last: true, postage: 800, goods: shares[1] });
    expect(paidBack + last.total).toBe(payPrice);
  });

  it('refuses more units than a line has left', () => {
    const lines: PaidLine[] = [{ id: 1, price: 100, quantity: 2, refundNum: 1, refundedMoney: 50 }];
    expect(() => quoteRefund(lines, new Map([[1, 2]]), 200, 0, 0)).toThrow(RangeError);
  });

  it('gives back points and commission in proportion, the last refund exactly what is left', () => {
    expect(proportionalPart(101, 1, 3, 0, false)).toBe(33);
    expect(proportionalPart(101, 1, 3, 66, true)).toBe(35);
    expect(proportionalPart(10, 5, 0, 0, false)).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { canRefundOrder, canReviewOrder, reviewTarget, type AfterSaleOrder } from './afterSale.ts';

const order = (over: Partial<AfterSaleOrder> = {}): AfterSaleOrder => ({
  paid: true,
  status: 3,
  refundStatus: 0,
  orderInfoList: [
    { id: 1, isReply: false },
    { id: 2, isReply: true },
  ],
  ...over,
});

describe('after-sale buttons of an order', () => {
  it('offers a refund awaiting shipment and once received or completed, never while the parcel travels', () => {
    expect(canRefundOrder(order({ status: 0 }))).toBe(true);
    expect(canRefundOrder(order({ status: 2 }))).toBe(true);
    expect(canRefundOrder(order({ status: 3 }))).toBe(true);
    expect(canRefundOrder(order({ status: 1 }))).toBe(false);
    expect(canRefundOrder(order({ status: 9 }))).toBe(false);
  });

  it('offers no refund of an unpaid order, one with a refund open, or one refunded in full', () => {
    expect(canRefundOrder(order({ paid: false, status: 0 }))).toBe(false);
    expect(canRefundOrder(order({ refundStatus: 1 }))).toBe(false);
    expect(canRefundOrder(order({ refundStatus: 2 }))).toBe(false);
    expect(canRefundOrder(order({ refundStatus: 3 }))).toBe(false);
  });

  it('offers a review of a received order while some line is not reviewed', () => {
    expect(canReviewOrder(order())).toBe(true);
    expect(canReviewOrder(order({ status: 2 }))).toBe(true);
    expect(canReviewOrder(order({ orderInfoList: [{ id: 1, isReply: true }] }))).toBe(false);
    expect(canReviewOrder(order({ status: 1 }))).toBe(false);
    expect(canReviewOrder(order({ status: 0 }))).toBe(false);
    expect(canReviewOrder(order({ paid: false }))).toBe(false);
  });

  it('leads 评价 to the form of the only line left, else to the list', () => {
    expect(reviewTarget('SH1', order().orderInfoList)).toEqual({ orderNo: 'SH1', orderInfoId: 1 });
    expect(reviewTarget('SH1', [{ id: 1, isReply: false }, { id: 3, isReply: false }])).toBeNull();
    expect(reviewTarget('SH1', [{ id: 1, isReply: true }])).toBeNull();
  });
});

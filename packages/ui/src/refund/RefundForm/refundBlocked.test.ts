import { describe, expect, it } from 'vitest';
import type { RefundFormLine, RefundFormOrder } from '../types.ts';
import { isLineRefundable, refundBlockedReason } from './refundBlocked.ts';

const line: RefundFormLine = {
  id: 1,
  productName: '坚果',
  image: '',
  sku: '',
  price: 8990,
  payNum: 3,
  refundableNum: 3,
  openRefundNo: '',
};

const order: RefundFormOrder = {
  orderNo: 'SH202503141432080001',
  merName: '店',
  paid: true,
  status: 3,
  refundType: 2,
  maxImages: 3,
  orderInfoList: [line, { ...line, id: 2 }],
};

describe('isLineRefundable', () => {
  it('takes a line with units left and no open refund', () => {
    expect(isLineRefundable(line)).toBe(true);
    expect(isLineRefundable({ ...line, refundableNum: 0 })).toBe(false);
    expect(isLineRefundable({ ...line, openRefundNo: 'RE202503121030150001' })).toBe(false);
  });
});

describe('refundBlockedReason', () => {
  it('is null when the server allows a kind and a line is left', () => {
    expect(refundBlockedReason(order)).toBeNull();
    expect(refundBlockedReason({ ...order, orderInfoList: [{ ...line, refundableNum: 0 }, line] })).toBeNull();
  });

  it('names the order’s state first: unpaid, cancelled, awaiting receipt', () => {
    expect(refundBlockedReason({ ...order, refundType: null, paid: false, status: 0 })).toBe('unpaid');
    expect(refundBlockedReason({ ...order, refundType: null, status: 9 })).toBe('cancelled');
    expect(refundBlockedReason({ ...order, refundType: null, status: 1 })).toBe('awaitingReceipt');
  });

  it('then the lines: an open refund holds the rest, or nothing is left', () => {
    const open = { ...line, refundableNum: 0, openRefundNo: 'RE202503121030150001' };
    const done = { ...line, refundableNum: 0 };
    expect(refundBlockedReason({ ...order, refundType: null, orderInfoList: [open, done] })).toBe('refundOpen');
    expect(refundBlockedReason({ ...order, refundType: null, orderInfoList: [done, done] })).toBe('nothingLeft');
    // Even if the server offered a kind, no line to choose blocks the form.
    expect(refundBlockedReason({ ...order, orderInfoList: [done] })).toBe('nothingLeft');
  });

  it('falls back to a general reason when the server says no for another cause', () => {
    expect(refundBlockedReason({ ...order, refundType: null })).toBe('other');
  });
});

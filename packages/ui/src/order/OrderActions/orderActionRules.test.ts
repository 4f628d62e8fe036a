import { describe, expect, it } from 'vitest';
import { CONFIRMED_ORDER_ACTIONS, orderActions } from './orderActionRules.ts';

const paid = { paid: true, refundStatus: 0 };

describe('orderActions', () => {
  it('offers pay and cancel on an unpaid order', () => {
    expect(orderActions({ paid: false, status: 0, refundStatus: 0 })).toEqual(['pay', 'cancel']);
  });

  it('never offers pay on cash on delivery', () => {
    expect(orderActions({ paid: false, status: 0, refundStatus: 0, payType: 'cod' })).toEqual([]);
    expect(orderActions({ paid: false, status: 0, refundStatus: 0, payType: 'cod' }, { canRefund: true })).toEqual([]);
    expect(orderActions({ paid: false, status: 1, refundStatus: 0, payType: 'cod' })).toEqual(['receive', 'logistics']);
  });

  it('hides the refund of an order awaiting shipment unless it may be asked for', () => {
    expect(orderActions({ ...paid, status: 0 })).toEqual([]);
    expect(orderActions({ ...paid, status: 0 }, { canRefund: true })).toEqual(['refund']);
  });

  it('offers receipt and logistics while the parcel travels, never a refund', () => {
    expect(orderActions({ ...paid, status: 1 }, { canRefund: true, canReview: true })).toEqual(['receive', 'logistics']);
  });

  it('offers a review only when something is left to review', () => {
    expect(orderActions({ ...paid, status: 2 })).toEqual(['again']);
    expect(orderActions({ ...paid, status: 2 }, { canReview: true })).toEqual(['evaluate', 'again']);
    expect(orderActions({ ...paid, status: 3 }, { canReview: true })).toEqual(['evaluate', 'delete', 'again']);
  });

  it('lets a completed or cancelled order be deleted and bought again', () => {
    expect(orderActions({ ...paid, status: 3 })).toEqual(['delete', 'again']);
    expect(orderActions({ paid: false, status: 9, refundStatus: 0 })).toEqual(['delete', 'again']);
    expect(orderActions({ ...paid, status: 3 }, { canRefund: true })).toEqual(['refund', 'delete', 'again']);
  });

  it('offers nothing while a refund is under way, and no delete before a refunded order completed', () => {
    expect(orderActions({ paid: true, status: 3, refundStatus: 1 }, { canRefund: true, canReview: true })).toEqual([]);
    expect(orderActions({ paid: true, status: 0, refundStatus: 2 })).toEqual([]);
    expect(orderActions({ paid: true, status: 0, refundStatus: 3 })).toEqual(['again']);
    expect(orderActions({ paid: true, status: 3, refundStatus: 3 })).toEqual(['delete', 'again']);
  });

  it('offers nothing for an unknown status', () => {
    expect(orderActions({ ...paid, status: 7 }, { canRefund: true, canReview: true })).toEqual([]);
  });

  it('asks before cancel, receive and delete', () => {
    expect([...CONFIRMED_ORDER_ACTIONS].sort()).toEqual(['cancel', 'delete', 'receive']);
  });
});

import { describe, expect, it } from 'vitest';
import zhCN from '../intl/zh-CN.ts';
import { orderStatusKey } from './orderStatus.ts';

describe('orderStatusKey', () => {
  it('maps the shipping statuses of paid orders', () => {
    expect(orderStatusKey({ paid: true, status: 0, refundStatus: 0 })).toBe('orderCard.statusAwaitingShipment');
    expect(orderStatusKey({ paid: true, status: 1, refundStatus: 0 })).toBe('orderCard.statusAwaitingReceipt');
    expect(orderStatusKey({ paid: true, status: 2, refundStatus: 0 })).toBe('orderCard.statusReceived');
    expect(orderStatusKey({ paid: true, status: 3, refundStatus: 0 })).toBe('orderCard.statusCompleted');
  });

  it('shows 待付款 for an unpaid order', () => {
    expect(orderStatusKey({ paid: false, status: 0, refundStatus: 0 })).toBe('orderCard.statusUnpaid');
  });

  it('lets an unpaid cash-on-delivery order follow the shipping status', () => {
    expect(orderStatusKey({ paid: false, status: 0, refundStatus: 0, payType: 'cod' })).toBe('orderCard.statusAwaitingShipment');
    expect(orderStatusKey({ paid: false, status: 1, refundStatus: 0, payType: 'cod' })).toBe('orderCard.statusAwaitingReceipt');
    expect(orderStatusKey({ paid: false, status: 9, refundStatus: 0, payType: 'cod' })).toBe('orderCard.statusCancelled');
  });

  it('puts cancellation first, even for unpaid orders', () => {
    expect(orderStatusKey({ paid: false, status: 9, refundStatus: 0 })).toBe('orderCard.statusCancelled');
    expect(orderStatusKey({ paid: true, status: 9, refundStatus: 3 })).toBe('orderCard.statusCancelled');
  });

  it('puts refunds before the shipping status', () => {
    expect(orderStatusKey({ paid: true, status: 0, refundStatus: 1 })).toBe('orderCard.statusRefunding');
    expect(orderStatusKey({ paid: true, status: 3, refundStatus: 2 })).toBe('orderCard.statusRefunding');
    expect(orderStatusKey({ paid: true, status: 3, refundStatus: 3 })).toBe('orderCard.statusRefunded');
  });

  it('falls back for an unknown status', () => {
    expect(orderStatusKey({ paid: true, status: 7, refundStatus: 0 })).toBe('orderCard.statusUnknown');
  });

  it('only gives ids that have messages', () => {
    const cases = [0, 1, 2, 3, 7, 9].flatMap((status) =>
      [0, 1, 2, 3].flatMap((refundStatus) => [true, false].map((paid) => orderStatusKey({ paid, status, refundStatus }))),
    );
    for (const id of cases) expect((zhCN as Record<string, string>)[id], id).toBeTruthy();
  });
});

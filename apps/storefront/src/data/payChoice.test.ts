import { describe, expect, it } from 'vitest';
import { choosePayType, NO_PAY_METHODS } from './pay.ts';

const on = { ...NO_PAY_METHODS, yuePaySwitch: true, codSwitch: true, stripeStatus: true };

describe('the payment choice of checkout and the pay page', () => {
  it('keeps the shopper’s pick', () => {
    expect(choosePayType({ picked: 'stripe', earlier: 'cod', methods: on, balanceCents: 10_000, amountCents: 100 })).toBe('stripe');
  });
  it('keeps the type chosen at checkout while it is on offer', () => {
    expect(choosePayType({ picked: null, earlier: 'cod', methods: on, balanceCents: 10_000, amountCents: 100 })).toBe('cod');
    expect(choosePayType({ picked: null, earlier: 'cod', methods: { ...on, codSwitch: false }, balanceCents: 10_000, amountCents: 100 })).toBe('yue');
  });
  it('starts on the balance when it covers the amount, else cash on delivery, else none', () => {
    expect(choosePayType({ picked: null, methods: on, balanceCents: 100, amountCents: 100 })).toBe('yue');
    expect(choosePayType({ picked: null, methods: on, balanceCents: 99, amountCents: 100 })).toBe('cod');
    expect(choosePayType({ picked: null, methods: { ...on, codSwitch: false }, balanceCents: 99, amountCents: 100 })).toBeNull();
  });
});

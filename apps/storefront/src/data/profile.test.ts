import { describe, expect, it } from 'vitest';
import type { UserInfo } from '@mall/api';
import {
  maskedPhoneOf,
  passwordChangeRequest,
  passwordCodeEndpoint,
  passwordCodeTargetOf,
  shortcutCountsOf,
  shortcutHref,
  signInMethodsOf,
} from './profile.ts';

const user: UserInfo = {
  uid: 7,
  nickname: '小明',
  avatar: '',
  phone: '13812345678',
  countryCode: '86',
  email: 'xiaoming@example.com',
  balance: 0,
  userType: 'phone',
  integral: 0,
  couponCount: 0,
  collectCount: 0,
  hasPassword: true,
  identities: [],
};

const offered = { googleOpen: true, facebookOpen: false, twitterOpen: false };

describe('signInMethodsOf', () => {
  it('lists password, phone and email with whether the account has them', () => {
    expect(signInMethodsOf({ ...user, email: '', hasPassword: false }).slice(0, 3)).toEqual([
      { kind: 'password', linked: false },
      { kind: 'phone', linked: true },
      { kind: 'email', linked: false },
    ]);
  });
  it('adds a third-party sign-in the mall offers, or one the account is linked to', () => {
    const methods = signInMethodsOf({ ...user, identities: ['twitter'] }, offered).slice(3);
    expect(methods).toEqual([
      { kind: 'google', linked: false },
      { kind: 'twitter', linked: true },
    ]);
  });
  it('leaves out third-party sign-ins the mall does not offer and the account lacks', () => {
    expect(signInMethodsOf(user).map((m) => m.kind)).toEqual(['password', 'phone', 'email']);
  });
});

describe('maskedPhoneOf', () => {
  it('puts the dial code before the masked number', () => {
    expect(maskedPhoneOf(user)).toBe('+86 138****5678');
    expect(maskedPhoneOf({ phone: '13812345678', countryCode: '+86' })).toBe('+86 138****5678');
  });
  it('is empty without a phone', () => {
    expect(maskedPhoneOf({ phone: '', countryCode: '86' })).toBe('');
  });
});

describe('passwordCodeTargetOf', () => {
  it('sends the code to the phone of an account made with one', () => {
    expect(passwordCodeTargetOf(user)).toEqual({ kind: 'phone', masked: '+86 138****5678' });
  });
  it('sends it to the email of any other account', () => {
    expect(passwordCodeTargetOf({ ...user, userType: 'email' })).toEqual({ kind: 'email', masked: 'x***@example.com' });
  });
  it('falls back to the other contact, and to none', () => {
    expect(passwordCodeTargetOf({ ...user, userType: 'google', email: '' })?.kind).toBe('phone');
    expect(passwordCodeTargetOf({ ...user, phone: '' })?.kind).toBe('email');
    expect(passwordCodeTargetOf({ ...user, phone: '', email: '' })).toBeNull();
  });
});

describe('password change calls', () => {
  it('sends the code by the bound contact', () => {
    expect(passwordCodeEndpoint('phone')).toBe('POST /api/front/captcha/phone/password');
    expect(passwordCodeEndpoint('email')).toBe('POST /api/front/captcha/email/password');
  });
  it('changes with the current password through the mall’s call', () => {
    expect(passwordChangeRequest({ way: 'password', currentPassword: 'old-1', newPassword: 'new-pass1', passwordAgain: 'new-pass1' }, 'phone')).toEqual({
      key: 'POST /api/front/user/password/update',
      body: { oldPassword: 'old-1', newPassword: 'new-pass1', passwordAgain: 'new-pass1' },
    });
  });
  it('changes with a code through the call of the contact it went to', () => {
    const change = { way: 'code', captcha: '123456', newPassword: 'new-pass1', passwordAgain: 'new-pass1' } as const;
    expect(passwordChangeRequest(change, 'phone')).toEqual({
      key: 'POST /api/front/user/phone/update/password',
      body: { captcha: '123456', newPassword: 'new-pass1', passwordAgain: 'new-pass1' },
    });
    expect(passwordChangeRequest(change, 'email').key).toBe('POST /api/front/user/email/update/password');
  });
});

describe('account home shortcuts', () => {
  it('maps the centre counts', () => {
    expect(shortcutCountsOf({ unPaidCount: 1, unShippedCount: 2, receivedCount: 3, awaitReplyCount: 4, refundCount: 5 })).toEqual({
      toPay: 1,
      toShip: 2,
      toReceive: 3,
      toReview: 4,
      refunds: 5,
    });
  });
  it('links each to its order tab or the refunds', () => {
    expect(['toPay', 'toShip', 'toReceive', 'toReview', 'refunds'].map((key) => shortcutHref(key as never))).toEqual([
      '/users/order_list?orderStatus=0',
      '/users/order_list?orderStatus=1',
      '/users/order_list?orderStatus=2',
      '/users/order_list?orderStatus=4',
      '/users/refund_list',
    ]);
  });
});

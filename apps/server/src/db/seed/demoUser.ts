import { avatarImageUrl } from '../../media/urls.ts';
import type { appUser } from '../schema.ts';

/** Sign-in of the demo shopper the seed creates (phone login, spec §3). Printed by the server at start. */
export const DEMO_SHOPPER = { countryCode: '86', phone: '13800138000', password: 'Demo@123456' } as const;

/** Demo shopper's balance, cents (￥10,000.00). */
export const DEMO_BALANCE = 1_000_000;

/** The demo shopper's row with id 1, given the hash of {@link DEMO_SHOPPER}'s password. */
export function demoUserRow(passwordHash: string): typeof appUser.$inferInsert {
  return {
    id: 1,
    countryCode: DEMO_SHOPPER.countryCode,
    phone: DEMO_SHOPPER.phone,
    email: null,
    nickname: '演示用户',
    avatar: avatarImageUrl('演示用户', 'brand'),
    passwordHash,
    balance: DEMO_BALANCE,
    userType: 'phone',
    status: true,
    createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, 0)),
    lastLoginAt: null,
  };
}

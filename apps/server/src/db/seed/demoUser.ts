import { avatarImageUrl } from '../../media/urls.ts';
import { PointsTitle } from '../../points/ledger.ts';
import type { appUser, coupon, integralRecord, userCoupon } from '../schema.ts';
import { COUPON_USE_END, COUPON_USE_START } from './coupons.ts';

/** Sign-in of the demo shopper the seed creates (phone login, spec §3). Printed by the server at start. */
export const DEMO_SHOPPER = { countryCode: '86', phone: '13800138000', password: 'Demo@123456' } as const;

/** Demo shopper's balance, cents (￥10,000.00). */
export const DEMO_BALANCE = 1_000_000;

/** Demo shopper's spendable points (￥50.00 at the default 100 points = ￥1), so checkout can show points at work. */
export const DEMO_POINTS = 5000;

/** When the demo shopper joined; their seeded points and coupons date from then too. */
const JOINED = new Date(Date.UTC(2025, 0, 1, 0, 0, 0));

/** The demo shopper's name and avatar (their reviews carry them too). */
export const DEMO_PROFILE = { nickname: '演示用户', avatar: avatarImageUrl('演示用户', 'brand') } as const;

/** The demo shopper's row with id 1, given the hash of {@link DEMO_SHOPPER}'s password. */
export function demoUserRow(passwordHash: string): typeof appUser.$inferInsert {
  return {
    id: 1,
    countryCode: DEMO_SHOPPER.countryCode,
    phone: DEMO_SHOPPER.phone,
    email: null,
    nickname: DEMO_PROFILE.nickname,
    avatar: DEMO_PROFILE.avatar,
    passwordHash,
    balance: DEMO_BALANCE,
    integral: DEMO_POINTS,
    userType: 'phone',
    status: true,
    createdAt: JOINED,
    lastLoginAt: null,
  };
}

/**
 * The ledger record of the demo shopper's first points: a gift of the mall
 * (points/ledger.ts), complete; `gift` is what their orders and reviews did
 * not earn of {@link DEMO_POINTS} (seed/demoOrders.ts).
 */
export function demoPointsRecord(gift: number): typeof integralRecord.$inferInsert {
  return {
    id: 1,
    userId: 1,
    linkId: '',
    linkType: 'system',
    type: 1,
    title: PointsTitle.gift,
    integral: gift,
    balance: gift,
    status: 3,
    thawTime: null,
    createdAt: JOINED,
    updatedAt: JOINED,
  };
}

type CouponRow = typeof coupon.$inferInsert & { id: number; name: string; money: number; useType: number };

/** Shops whose coupon the demo shopper holds: the first shops that have an unlimited shop coupon. */
const DEMO_COUPON_SHOPS = 3;

/**
 * Coupons the mall has issued to the demo shopper (`type` 'send', so each
 * can still be received as usual), valid over the seeded span, so the
 * storefront checkout can show coupons at work: the unlimited platform
 * coupon(s), and in each of the first {@link DEMO_COUPON_SHOPS} shops that
 * have one, the unlimited shop coupon (useType 1) with the lowest threshold.
 * A pure function of the seeded coupons.
 */
export function demoUserCoupons(coupons: readonly CouponRow[]): Array<typeof userCoupon.$inferInsert> {
  const unlimited = coupons.filter((c) => !c.isLimited);
  const picked: CouponRow[] = unlimited.filter((c) => c.useType === 3);
  const shops = [...new Set(unlimited.filter((c) => c.useType === 1 && c.merId != null).map((c) => c.merId!))].sort((a, b) => a - b);
  for (const merId of shops.slice(0, DEMO_COUPON_SHOPS)) {
    const own = unlimited.filter((c) => c.useType === 1 && c.merId === merId).sort((a, b) => (a.minPrice ?? 0) - (b.minPrice ?? 0) || a.id - b.id);
    picked.push(own[0]!);
  }
  return picked.map((c, i) => ({
    id: i + 1,
    couponId: c.id,
    userId: 1,
    merId: c.merId ?? null,
    name: c.name,
    money: c.money,
    minPrice: c.minPrice ?? 0,
    useType: c.useType,
    productIds: c.productIds ?? [],
    status: 0,
    startTime: COUPON_USE_START,
    endTime: COUPON_USE_END,
    useTime: null,
    orderNo: null,
    type: 'send',
    createdAt: JOINED,
  }));
}

import type { Static } from 'typebox';
import type { NoInput, WireMap } from './endpoints.ts';
import { pageOf, type Page } from './page.ts';
import { dateTime, nullable, object, same } from './wire/codec.ts';
import type { PointsListQuery } from './schemas/points.ts';

/**
 * The signed-in shopper's points (spec §3 Points account; the issue "Orders
 * in full"). Points are whole numbers, never money: at checkout
 * `POINTS_PER_YUAN` of them (100 by default) take ￥1 off. Paths and names
 * are the provider's domestic edition's (crmeb-api §4.10); its PC client
 * shows no points.
 */

/** `data` of `GET /api/front/user/center/my/integral`. */
export interface PointsAccount {
  /** Points that can be spent now. */
  integral: number;
  /** Every point ever added and available (earned and thawed, given back, gifts): Σ complete additions. */
  sumIntegral: number;
  /** Every point ever taken (spent at checkout, taken back on refunds): Σ complete deductions. */
  deductionIntegral: number;
  /** Points earned on completed orders that are still in the after-sale window (not spendable yet). */
  frozenIntegral: number;
}

/** Which way a points record moved the account. */
export const PointsRecordType = { add: 1, take: 2 } as const;
export type PointsRecordTypeValue = (typeof PointsRecordType)[keyof typeof PointsRecordType];

/** Where a points record stands: frozen (earned, after-sale window open), complete, or invalid (the order was refunded). */
export const PointsRecordStatus = { frozen: 2, complete: 3, invalid: 4 } as const;
export type PointsRecordStatusValue = (typeof PointsRecordStatus)[keyof typeof PointsRecordStatus];

/** One change of the shopper's points, as the detail list shows it. */
export interface PointsRecord {
  id: number;
  /** The order it concerns (`PT…` spent or given back, `SH…` earned or taken back); '' for none. */
  linkId: string;
  /** 'order', 'system' for gifts, or 'reply' for a review's points. */
  linkType: string;
  type: PointsRecordTypeValue;
  /**
   * What happened, as a message key the storefront translates:
   * `integral.orderUse`, `integral.orderUseBack`, `integral.orderGain`,
   * `integral.orderGainBack`, `integral.gift`, `integral.review` (a review's
   * points, `linkId` `reply:<order line>`, link type 'reply').
   */
  title: string;
  /** Points moved, always positive; `type` says which way. */
  integral: number;
  /** Spendable points right after the change took effect. */
  balance: number;
  status: PointsRecordStatusValue;
  /** When frozen points become spendable; null for records never frozen. */
  thawTime: Date | null;
  createTime: Date;
}

export type PointsListInput = Static<typeof PointsListQuery>;

/**
 * One way of earning points, as the earn-points list shows it:
 * `shopping`: `points` per whole ￥1 paid, earned when the order is completed
 * and frozen `frozenDays` days (the after-sale window);
 * `review`: `points` for reviewing a bought goods, `pointsWithPics` when the
 * review has pictures, spendable at once. A way switched off (0) is not listed.
 */
export interface PointsEarnRule {
  way: 'shopping' | 'review';
  points: number;
  /** `review` only: points for a review with pictures; 0 for `shopping`. */
  pointsWithPics: number;
  /** `shopping` only: days earned points stay frozen; 0 for `review`. */
  frozenDays: number;
}

/** `data` of `GET /api/front/user/center/integral/rules`: how points are earned and what they are worth. */
export interface PointsRules {
  /** Points worth ￥1 at checkout (`POINTS_PER_YUAN`). */
  perYuan: number;
  /** Most of an order's goods total (after coupons) points may pay, %. */
  maxDeductionPercent: number;
  earn: PointsEarnRule[];
}

export interface PointsEndpoints {
  /** The shopper's points: spendable, accumulated, spent, frozen. */
  'GET /api/front/user/center/my/integral': { input: NoInput; data: PointsAccount };
  /** Every change of the shopper's points, newest first. */
  'GET /api/front/user/center/integral/list': { input: { query?: PointsListInput }; data: Page<PointsRecord> };
  /** The ways to earn points with the configured amounts (the mall's; public settings, but asked signed in). */
  'GET /api/front/user/center/integral/rules': { input: NoInput; data: PointsRules };
}

export const pointsRecordCodec = object<PointsRecord>()({ thawTime: nullable(dateTime), createTime: dateTime });

export const pointsWire = {
  'GET /api/front/user/center/my/integral': same<PointsAccount>(),
  'GET /api/front/user/center/integral/list': pageOf(pointsRecordCodec),
  'GET /api/front/user/center/integral/rules': same<PointsRules>(),
} satisfies WireMap<PointsEndpoints>;

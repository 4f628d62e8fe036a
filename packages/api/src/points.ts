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

export interface PointsEndpoints {
  /** The shopper's points: spendable, accumulated, spent, frozen. */
  'GET /api/front/user/center/my/integral': { input: NoInput; data: PointsAccount };
  /** Every change of the shopper's points, newest first. */
  'GET /api/front/user/center/integral/list': { input: { query?: PointsListInput }; data: Page<PointsRecord> };
}

export const pointsRecordCodec = object<PointsRecord>()({ thawTime: nullable(dateTime), createTime: dateTime });

export const pointsWire = {
  'GET /api/front/user/center/my/integral': same<PointsAccount>(),
  'GET /api/front/user/center/integral/list': pageOf(pointsRecordCodec),
} satisfies WireMap<PointsEndpoints>;

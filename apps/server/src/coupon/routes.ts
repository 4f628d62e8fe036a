import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { route } from '../http/route.ts';
import { listCouponOffers } from './couponOffers.ts';
import { receiveCoupon } from './receiveCoupon.ts';
import { listUserCoupons } from './userCoupons.ts';

/** Coupons on offer, receiving one, and the shopper's own (spec §3 Coupon; crmeb-api §4.13), named in the request's content locale. */
export function couponRoutes(app: FastifyInstance, db: Db): void {
  route(app, db, 'GET /api/front/coupons', ({ query, session, locale }) => listCouponOffers(db, query, session?.userId ?? null, locale));
  route(app, db, 'POST /api/front/coupon/receive', ({ body, session, locale }) => receiveCoupon(db, session.userId, body.couponId, locale), {
    successMessage: 'coupon.received',
  });
  route(app, db, 'GET /api/front/coupon/list', ({ query, session, locale }) => listUserCoupons(db, session.userId, query, locale));
}

import type { FastifyInstance } from 'fastify';
import type { OrderTabValue } from '@mall/api';
import { DEFAULT_ORDER_SETTINGS, DEFAULT_POINTS_SETTINGS } from '../config.ts';
import type { Db } from '../db/client.ts';
import { SIGN_INS_PER_IP_PER_10_MIN } from '../auth/routes.ts';
import type { PointsSettings } from '../config.ts';
import { route } from '../http/route.ts';
import { enabledPayTypes, payMethods, type PaySettings } from '../pay/payMethods.ts';
import { createOrder } from './createOrder.ts';
import { cancelOrder, type CancelledOrder } from './cancelOrder.ts';
import { deleteOrder } from './deleteOrder.ts';
import { takeOrder } from './receiveOrder.ts';
import { getVisitorMasterOrder, getVisitorOrder } from './visitorOrders.ts';
import { countCenter } from './centerCounts.ts';
import { countOrders, getMasterOrderDetail, getOrderDetail, getOrderExpress, listAwaitPayOrders, listOrders } from './orderQueries.ts';
import { computePrice, couponsForPreOrder, loadPreOrder, makePreOrder, type CheckoutSettings } from './preOrder.ts';

/**
 * Checkout and the shopper's orders (crmeb-api §4.7). `checkout`: the
 * unpaid-order lifetime and the points rates checkout prices with (config
 * `ORDER_*`, `POINTS_*`); the defaults when omitted.
 */
export function orderRoutes(
  app: FastifyInstance,
  db: Db,
  pay: PaySettings,
  checkout: CheckoutSettings = { orders: DEFAULT_ORDER_SETTINGS, points: DEFAULT_POINTS_SETTINGS },
): void {
  const payTypes = enabledPayTypes(payMethods(pay));
  route(app, db, 'POST /api/front/order/pre/order', ({ session, body }) => makePreOrder(db, session.userId, body));
  route(app, db, 'GET /api/front/order/load/pre/:preOrderNo', ({ session, params, locale }) =>
    loadPreOrder(db, session.userId, params.preOrderNo, locale),
  );
  route(app, db, 'POST /api/front/order/computed/price', ({ session, body }) => computePrice(db, session.userId, body, checkout.points));
  route(app, db, 'GET /api/front/coupons/order/:preOrderNo', ({ session, params, query, locale }) =>
    couponsForPreOrder(db, session.userId, params.preOrderNo, query?.all === true, locale),
  );
  route(app, db, 'POST /api/front/order/create', ({ session, body }) => createOrder(db, session.userId, body, payTypes, checkout));
  route(app, db, 'GET /api/front/order/list', ({ session, query }) =>
    listOrders(db, session.userId, query.type as OrderTabValue | undefined, query.page, query.limit),
  );
  route(app, db, 'GET /api/front/order/await/pay/list', ({ session, query }) =>
    listAwaitPayOrders(db, session.userId, query?.page, query?.limit),
  );
  route(app, db, 'GET /api/front/order/detail/:orderNo', ({ session, params }) => getOrderDetail(db, session.userId, params.orderNo));
  route(app, db, 'GET /api/front/order/master/detail/:orderNo', ({ session, params }) =>
    getMasterOrderDetail(db, session.userId, params.orderNo),
  );
  route(app, db, 'GET /api/front/order/express/:orderNo', ({ session, params }) => getOrderExpress(db, session.userId, params.orderNo));
  route(app, db, 'GET /api/front/order/data', ({ session }) => countOrders(db, session.userId));
  route(app, db, 'GET /api/front/order/center/data', ({ session }) => countCenter(db, session.userId));
}

/** What the order actions need besides the database (app.ts passes them). */
export interface OrderLifeDeps {
  /** Points earned on receipt (`POINTS_GAIN_PER_YUAN`, `POINTS_FROZEN_DAYS`). */
  points: Pick<PointsSettings, 'gainPerYuan' | 'frozenDays'>;
  /** Called after a shopper's cancel has committed (the payments code closes a card PaymentIntent); a failure is logged. */
  afterCancel?: (cancelled: CancelledOrder) => Promise<void> | void;
}

/** Guest look-ups one client address may make per 10 minutes: as many as sign-ins (auth/routes.ts). */
export const VISITOR_LOOKUPS_PER_IP_PER_10_MIN = SIGN_INS_PER_IP_PER_10_MIN;

/**
 * An order's life after checkout (crmeb-api §4.7, §6 rules 8, 11, 13): cancel
 * (`PT…`), confirm receipt and delete (`SH…`), and the guests' look-ups by
 * order number and email (no session; rate-limited per client address).
 */
export function orderLifeRoutes(app: FastifyInstance, db: Db, deps: OrderLifeDeps): void {
  route(app, db, 'POST /api/front/order/cancel/:orderNo', async ({ session, params, request }) => {
    const cancelled = await cancelOrder(db, session.userId, params.orderNo);
    if (deps.afterCancel) {
      try {
        await deps.afterCancel(cancelled);
      } catch (error) {
        request.log.warn({ err: error, orderNo: cancelled.orderNo }, 'the follow-up of a cancel failed; the order stays cancelled');
      }
    }
    return null;
  });
  route(app, db, 'POST /api/front/order/take/:orderNo', async ({ session, params }) => {
    await takeOrder(db, session.userId, params.orderNo, deps.points);
    return null;
  });
  route(app, db, 'POST /api/front/order/delete/:orderNo', async ({ session, params }) => {
    await deleteOrder(db, session.userId, params.orderNo);
    return null;
  });
  const visitorLimit = { rateLimit: { max: VISITOR_LOOKUPS_PER_IP_PER_10_MIN, timeWindow: '10 minutes' } };
  route(app, db, 'GET /api/front/order/visitor/master/detail', ({ query }) => getVisitorMasterOrder(db, query.orderNo, query.identity), visitorLimit);
  route(app, db, 'GET /api/front/order/visitor/detail', ({ query }) => getVisitorOrder(db, query.orderNo, query.identity), visitorLimit);
}

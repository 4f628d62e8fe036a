import type { FastifyInstance } from 'fastify';
import type { OrderTabValue } from '@mall/api';
import type { Db } from '../db/client.ts';
import { route } from '../http/route.ts';
import { enabledPayTypes, payMethods, type PaySettings } from '../pay/payMethods.ts';
import { createOrder } from './createOrder.ts';
import { countOrders, getMasterOrderDetail, getOrderDetail, getOrderExpress, listAwaitPayOrders, listOrders } from './orderQueries.ts';
import { computePrice, couponsForPreOrder, loadPreOrder, makePreOrder } from './preOrder.ts';

/** Checkout and the shopper's orders (crmeb-api §4.7). */
export function orderRoutes(app: FastifyInstance, db: Db, pay: PaySettings): void {
  const payTypes = enabledPayTypes(payMethods(pay));
  route(app, db, 'POST /api/front/order/pre/order', ({ session, body }) => makePreOrder(db, session.userId, body));
  route(app, db, 'GET /api/front/order/load/pre/:preOrderNo', ({ session, params }) =>
    loadPreOrder(db, session.userId, params.preOrderNo),
  );
  route(app, db, 'POST /api/front/order/computed/price', ({ session, body }) => computePrice(db, session.userId, body));
  route(app, db, 'GET /api/front/coupons/order/:preOrderNo', ({ session, params }) =>
    couponsForPreOrder(db, session.userId, params.preOrderNo),
  );
  route(app, db, 'POST /api/front/order/create', ({ session, body }) => createOrder(db, session.userId, body, payTypes));
  route(app, db, 'GET /api/front/order/list', ({ session, query }) =>
    listOrders(db, session.userId, query.type as OrderTabValue, query.page, query.limit),
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
}

import type { FastifyInstance } from 'fastify';
import type { PayMethods } from '@mall/api';
import type { Db } from '../db/client.ts';
import { route } from '../http/route.ts';
import { payOrder } from './payWithBalance.ts';

/** Payment types switched on: the mall balance only, until a payment provider is configured. */
export const PAY_METHODS: PayMethods = {
  balanceStatus: true,
  paypalStatus: false,
  stripeStatus: false,
  wechatPaySwitch: false,
  codSwitch: false,
  upiSwitch: false,
};

/** Payment (crmeb-api §4.8). */
export function payRoutes(app: FastifyInstance, db: Db): void {
  route(app, db, 'GET /api/front/pay/method', async () => PAY_METHODS);
  route(app, db, 'POST /api/front/pay/payment', ({ session, body }) => payOrder(db, session.userId, body));
}

import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { route } from '../http/route.ts';
import { enabledPayTypes, payMethods, type PaySettings } from './payMethods.ts';
import { payOrder } from './payOrder.ts';

/** Payment (crmeb-api §4.8). */
export function payRoutes(app: FastifyInstance, db: Db, settings: PaySettings): void {
  const methods = payMethods(settings);
  const types = enabledPayTypes(methods);
  route(app, db, 'GET /api/front/pay/method', async () => methods);
  route(app, db, 'POST /api/front/pay/payment', ({ session, body }) => payOrder(db, session.userId, body, types));
}

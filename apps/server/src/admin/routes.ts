import type { FastifyInstance } from 'fastify';
import type { PasswordAttempts } from '../auth/attempts.ts';
import type { Mailer } from '../auth/delivery/courier.ts';
import { SIGN_INS_PER_IP_PER_10_MIN } from '../auth/routes.ts';
import type { OrderSettings } from '../config.ts';
import type { Db } from '../db/client.ts';
import { route } from '../http/route.ts';
import { listAdminOrders } from './adminOrders.ts';
import { listAudit, type Actor } from './audit.ts';
import type { OperatorSession } from './operatorSessions.ts';
import { shipOrder } from './shipping.ts';
import { loginOperator, logoutOperator } from './signIn.ts';
import { addTrackPoint } from './tracking.ts';

/** What the operator's routes need. */
export interface AdminDeps {
  db: Db;
  /** The password-attempt guard shoppers' sign-ins use (operators' accounts are keyed apart). */
  attempts: PasswordAttempts;
  /** The auto-receipt delay a shipment sets (`ORDER_AUTO_RECEIPT_DAYS`). */
  orders: Pick<OrderSettings, 'autoReceiptDays'>;
  /** The mall's courier: the shopper's "your order has shipped" email (SMTP or the outbox). */
  mailer: Mailer;
}

/** An operator acting through the API. */
function apiActor(session: OperatorSession): Actor {
  return { operatorId: session.operatorId, via: 'api' };
}

/**
 * The operator's API (`/api/admin/*`; issue 13 "The operator's side"):
 * sign-in and sign-out, merchant orders, shipping, track points, the audit
 * log. Every route but the sign-in is `operator` in the contract: route.ts
 * answers 401 unless the token is a live operator session.
 */
export function adminRoutes(app: FastifyInstance, deps: AdminDeps): void {
  const { db } = deps;
  const shipping = { autoReceiptDays: deps.orders.autoReceiptDays, mailer: deps.mailer, log: app.log };
  route(app, db, 'POST /api/admin/login', ({ body }) => loginOperator(deps, body), {
    rateLimit: { max: SIGN_INS_PER_IP_PER_10_MIN, timeWindow: '10 minutes' },
  });
  route(app, db, 'POST /api/admin/logout', ({ operator }) => logoutOperator(db, operator));
  route(app, db, 'GET /api/admin/orders', ({ query }) => listAdminOrders(db, query));
  route(app, db, 'POST /api/admin/orders/:orderNo/ship', ({ operator, params, body }) =>
    shipOrder(db, apiActor(operator), params.orderNo, body, shipping),
  );
  route(app, db, 'POST /api/admin/orders/:orderNo/track', ({ operator, params, body }) =>
    addTrackPoint(db, apiActor(operator), params.orderNo, body),
  );
  route(app, db, 'GET /api/admin/audit', ({ query }) => listAudit(db, query));
}

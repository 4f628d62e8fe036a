import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { route } from '../http/route.ts';
import type { OperatorSession } from '../admin/operatorSessions.ts';
import { applyRefund, refundApplyInfo } from './applyRefund.ts';
import type { PayBackDeps } from './payBack.ts';
import { approveRefund, confirmReturn, enterReturn, merchantRefund, refuseRefund } from './refundActions.ts';
import { listAdminRefunds, listRefunds, shopperRefundDetail } from './refundQueries.ts';
import { refundReasonsIn, type RefundSettings } from './refundSettings.ts';

/** What the refund routes need besides the database. */
export interface RefundDeps extends PayBackDeps {
  settings: RefundSettings;
}

const apiActor = (session: OperatorSession) => ({ operatorId: session.operatorId, via: 'api' as const });

/**
 * After-sale routes (crmeb-api §4.9; the issue "After-sale"): the shopper's
 * refund form, reasons, apply, list, detail and return parcel; the
 * operator's list and answers (`/api/admin/refunds/*`, `/api/admin/orders/{SH…}/refund`).
 */
export function refundRoutes(app: FastifyInstance, db: Db, deps: RefundDeps): void {
  route(app, db, 'GET /api/front/order/apply/refund/:orderNo', ({ session, params }) =>
    refundApplyInfo(db, session.userId, params.orderNo, deps.settings),
  );
  route(app, db, 'GET /api/front/order/refund/reason', async ({ locale }) => refundReasonsIn(deps.settings, locale));
  route(app, db, 'POST /api/front/order/refund', ({ session, body }) => applyRefund(db, session.userId, body, deps.settings));
  route(app, db, 'GET /api/front/order/refund/list', ({ session, query }) => listRefunds(db, session.userId, query?.page, query?.limit));
  route(app, db, 'GET /api/front/order/refund/detail/:refundOrderNo', ({ session, params }) =>
    shopperRefundDetail(db, params.refundOrderNo, session.userId),
  );
  route(app, db, 'POST /api/front/order/refund/return', ({ session, body }) => enterReturn(db, session.userId, body));

  route(app, db, 'GET /api/admin/refunds', ({ query }) => listAdminRefunds(db, query));
  route(app, db, 'POST /api/admin/refunds/:refundOrderNo/approve', ({ operator, params, body }) =>
    approveRefund(db, apiActor(operator), params.refundOrderNo, deps, body?.note ?? ''),
  );
  route(app, db, 'POST /api/admin/refunds/:refundOrderNo/refuse', ({ operator, params, body }) =>
    refuseRefund(db, apiActor(operator), params.refundOrderNo, body.reason),
  );
  route(app, db, 'POST /api/admin/refunds/:refundOrderNo/confirm-return', ({ operator, params, body }) =>
    confirmReturn(db, apiActor(operator), params.refundOrderNo, deps, body?.note ?? ''),
  );
  route(app, db, 'POST /api/admin/orders/:orderNo/refund', ({ operator, params, body }) =>
    merchantRefund(db, apiActor(operator), params.orderNo, body, deps),
  );
}

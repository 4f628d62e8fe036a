import type { FastifyInstance } from 'fastify';
import type { Actor } from '../admin/audit.ts';
import type { OperatorSession } from '../admin/operatorSessions.ts';
import type { VerificationCodes } from '../auth/codes.ts';
import type { Mailer } from '../auth/delivery/courier.ts';
import { CODES_PER_IP_PER_HOUR } from '../auth/routes.ts';
import type { Db } from '../db/client.ts';
import { route } from '../http/route.ts';
import { localeOf } from '../i18n/locale.ts';
import { settlementAgreement } from './agreement.ts';
import { applyForShop } from './apply.ts';
import { findApplication, listApplications, listOwnApplications } from './applicationQueries.ts';
import { approveApplication, rejectApplication } from './review.ts';
import { sendSettlementCode } from './sendCode.ts';

/** What the onboarding routes need besides the database. */
export interface SettlementDeps {
  db: Db;
  codes: VerificationCodes;
  mailer: Mailer;
  /** Drops the mall's cached reads (shared/readCache.ts) once a new shop opened. */
  invalidateReads?: () => Promise<void>;
}

function apiActor(session: OperatorSession): Actor {
  return { operatorId: session.operatorId, via: 'api' };
}

/**
 * Merchant onboarding (crmeb-api §4.11 `settled/*`, crmeb-wire §15; the issue
 * "Merchant onboarding"): the agreement, the email code, applying and the
 * shopper's records; the operator's review (`/api/admin/merchant-applications`).
 */
export function settlementRoutes(app: FastifyInstance, deps: SettlementDeps): void {
  const { db } = deps;
  const review = { mailer: deps.mailer, invalidateReads: deps.invalidateReads, log: app.log };
  route(app, db, 'GET /api/front/merchant/settled/agreement', ({ locale }) => settlementAgreement(db, locale));
  // The provider's client sends the address as bare text (crmeb-wire §15), as for the sign-in email codes.
  route(
    app,
    db,
    'POST /api/front/captcha/email/merchant/settled',
    ({ body, request }) => sendSettlementCode(deps.codes, body, localeOf(request.headers['accept-language'])),
    { rateLimit: { max: CODES_PER_IP_PER_HOUR, timeWindow: '1 hour' }, successMessage: 'auth.codeSent', rawTextBody: true },
  );
  route(app, db, 'POST /api/front/merchant/settled/apply', ({ session, body }) => applyForShop(deps, session.userId, body));
  route(app, db, 'GET /api/front/merchant/settled/record', ({ session, query }) =>
    listOwnApplications(db, session.userId, query?.page, query?.limit),
  );
  route(app, db, 'GET /api/admin/merchant-applications', ({ query, locale }) => listApplications(db, query, locale));
  route(app, db, 'GET /api/admin/merchant-applications/:id', ({ params, locale }) => findApplication(db, params.id, locale));
  route(app, db, 'POST /api/admin/merchant-applications/:id/approve', ({ operator, params, locale }) =>
    approveApplication(db, apiActor(operator), params.id, { ...review, locale }),
  );
  route(app, db, 'POST /api/admin/merchant-applications/:id/reject', ({ operator, params, body, locale }) =>
    rejectApplication(db, apiActor(operator), params.id, body.reason, { ...review, locale }),
  );
}

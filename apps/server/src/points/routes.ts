import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { route } from '../http/route.ts';
import { pointsAccount, pointsRecords } from './pointsAccount.ts';

/** The shopper's points account and its detail list (spec §3 Points account; crmeb-api §4.10). Signed-in only. */
export function pointsRoutes(app: FastifyInstance, db: Db): void {
  route(app, db, 'GET /api/front/user/center/my/integral', ({ session }) => pointsAccount(db, session.userId));
  route(app, db, 'GET /api/front/user/center/integral/list', ({ session, query }) =>
    pointsRecords(db, session.userId, query?.page, query?.limit),
  );
}

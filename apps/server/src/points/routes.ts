import type { FastifyInstance } from 'fastify';
import type { PointsSettings } from '../config.ts';
import type { Db } from '../db/client.ts';
import { route } from '../http/route.ts';
import { pointsAccount, pointsRecords } from './pointsAccount.ts';
import { pointsRules } from './pointsRules.ts';

/**
 * The shopper's points account, its detail list and the ways to earn points
 * (spec §3 Points account; crmeb-api §4.10). Signed-in only.
 */
export function pointsRoutes(app: FastifyInstance, db: Db, settings: PointsSettings): void {
  route(app, db, 'GET /api/front/user/center/my/integral', ({ session }) => pointsAccount(db, session.userId));
  route(app, db, 'GET /api/front/user/center/integral/list', ({ session, query }) =>
    pointsRecords(db, session.userId, query?.page, query?.limit),
  );
  route(app, db, 'GET /api/front/user/center/integral/rules', async () => pointsRules(settings));
}

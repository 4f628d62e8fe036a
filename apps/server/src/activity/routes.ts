import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { route } from '../http/route.ts';
import { getActivityDetail, listActivityBlocks, listActivityGoods } from './activities.ts';

/** Marketing activities: home blocks, landing page and its goods (crmeb-api §4.3; spec §2 /goods/activity_list), in the request's content locale. */
export function activityRoutes(app: FastifyInstance, db: Db): void {
  route(app, db, 'GET /api/front/activity/index/list', ({ locale }) => listActivityBlocks(db, locale));
  route(app, db, 'GET /api/front/activity/list/:aid', ({ params, query, locale }) =>
    listActivityGoods(db, params.aid, { page: query?.page ?? 1, limit: query?.limit ?? 10 }, locale),
  );
  route(app, db, 'GET /api/pc/activity/detail/:aid', ({ params, locale }) => getActivityDetail(db, params.aid, locale));
}

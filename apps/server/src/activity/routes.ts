import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { route } from '../http/route.ts';
import { getActivityDetail, listActivityBlocks, listActivityGoods } from './activities.ts';

/** Marketing activities: home blocks, landing page and its goods (crmeb-api §4.3; spec §2 /goods/activity_list). */
export function activityRoutes(app: FastifyInstance, db: Db): void {
  route(app, db, 'GET /api/front/activity/index/list', () => listActivityBlocks(db));
  route(app, db, 'GET /api/front/activity/list/:aid', ({ params, query }) =>
    listActivityGoods(db, params.aid, { page: query?.page ?? 1, limit: query?.limit ?? 10 }),
  );
  route(app, db, 'GET /api/pc/activity/detail/:aid', ({ params }) => getActivityDetail(db, params.aid));
}

import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { merchantCategory, merchantType } from '../db/schema.ts';
import { route } from '../http/route.ts';
import { getShopDetail, getShopIndexInfo, getShopService } from './shopProfile.ts';
import { listShopStreet, searchShops } from './shopStreet.ts';

/** Shop types and categories, the shop street and search, and a shop's own pages (spec §2, §3; crmeb-api §4.11). */
export function merchantRoutes(app: FastifyInstance, db: Db): void {
  route(app, db, 'GET /api/front/merchant/all/type/list', () =>
    db.select({ id: merchantType.id, name: merchantType.name, info: merchantType.info }).from(merchantType).orderBy(asc(merchantType.id)),
  );
  route(app, db, 'GET /api/front/merchant/all/category/list', () =>
    db
      .select({ id: merchantCategory.id, name: merchantCategory.name, handlingFee: merchantCategory.handlingFeeBp })
      .from(merchantCategory)
      .orderBy(asc(merchantCategory.id)),
  );
  route(app, db, 'GET /api/front/merchant/street', ({ query }) => listShopStreet(db, query));
  route(app, db, 'GET /api/front/merchant/search/list', ({ query }) => searchShops(db, query));
  route(app, db, 'GET /api/front/merchant/index/info/:id', ({ params, session }) => getShopIndexInfo(db, params.id, session?.userId ?? null));
  route(app, db, 'GET /api/front/merchant/detail/:id', ({ params }) => getShopDetail(db, params.id));
  route(app, db, 'GET /api/front/merchant/customer/service/info/:id', ({ params }) => getShopService(db, params.id));
}

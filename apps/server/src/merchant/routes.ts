import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { merchantCategory, merchantType } from '../db/schema.ts';
import { route } from '../http/route.ts';
import { localized } from '../i18n/content.ts';
import { getShopDetail, getShopIndexInfo, getShopService } from './shopProfile.ts';
import { listShopStreet, searchShops } from './shopStreet.ts';

/** Shop types and categories (names in the request's content locale), the shop street and search, and a shop's own pages (spec §2, §3; crmeb-api §4.11). */
export function merchantRoutes(app: FastifyInstance, db: Db): void {
  route(app, db, 'GET /api/front/merchant/all/type/list', ({ locale }) =>
    db
      .select({
        id: merchantType.id,
        name: localized(merchantType.i18n, merchantType.name, 'name', locale),
        info: localized(merchantType.i18n, merchantType.info, 'info', locale),
      })
      .from(merchantType)
      .orderBy(asc(merchantType.id)),
  );
  route(app, db, 'GET /api/front/merchant/all/category/list', ({ locale }) =>
    db
      .select({
        id: merchantCategory.id,
        name: localized(merchantCategory.i18n, merchantCategory.name, 'name', locale),
        handlingFee: merchantCategory.handlingFeeBp,
      })
      .from(merchantCategory)
      .orderBy(asc(merchantCategory.id)),
  );
  route(app, db, 'GET /api/front/merchant/street', ({ query, locale }) => listShopStreet(db, query ?? {}, locale));
  route(app, db, 'GET /api/front/merchant/search/list', ({ query, locale }) => searchShops(db, query ?? {}, locale));
  route(app, db, 'GET /api/front/merchant/index/info/:id', ({ params, session, locale }) =>
    getShopIndexInfo(db, params.id, session?.userId ?? null, locale),
  );
  route(app, db, 'GET /api/front/merchant/detail/:id', ({ params, locale }) => getShopDetail(db, params.id, locale));
  route(app, db, 'GET /api/front/merchant/customer/service/info/:id', ({ params }) => getShopService(db, params.id));
}

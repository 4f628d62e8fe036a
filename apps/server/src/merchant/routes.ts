import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { merchantCategory, merchantType } from '../db/schema.ts';
import { route } from '../http/route.ts';

/** Shop types and shop categories (spec §3 shared state; crmeb-api §4.11). */
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
}

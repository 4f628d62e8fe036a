import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { badRequest } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { addFavourite, cancelFavourite, deleteFavourites, listFavourites } from './productFavourites.ts';
import { followShop, listFollowedShops, unfollowShop } from './shopFollows.ts';

/** The signed-in shopper's favourite goods and followed shops (crmeb-api §4.12); every call acts on the caller's own rows only. */
export function collectRoutes(app: FastifyInstance, db: Db): void {
  route(app, db, 'POST /api/front/collect/add/product', ({ session, body }) => {
    // The provider's backend names the goods `productId`, its PC client `id` (crmeb-wire §17).
    const productId = body.productId ?? body.id;
    if (productId === undefined) throw badRequest('validation.required', {}, 'productId');
    return addFavourite(db, session.userId, productId);
  });
  route(app, db, 'POST /api/front/collect/cancel/:proId', ({ session, params }) => cancelFavourite(db, session.userId, params.proId));
  route(app, db, 'POST /api/front/collect/delete/product', ({ session, body }) => deleteFavourites(db, session.userId, body));
  route(app, db, 'GET /api/front/collect/product/list', ({ session, query, locale }) => listFavourites(db, session.userId, query ?? {}, locale));
  route(app, db, 'POST /api/front/collect/add/merchant/:id', ({ session, params }) => followShop(db, session.userId, params.id));
  route(app, db, 'POST /api/front/collect/cancel/merchant/:id', ({ session, params }) => unfollowShop(db, session.userId, params.id));
  route(app, db, 'GET /api/front/collect/merchant/list', ({ session, query, locale }) => listFollowedShops(db, session.userId, query ?? {}, locale));
}

import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { route } from '../http/route.ts';
import { addToCart, removeFromCart, setCartQuantity } from './cartChanges.ts';
import { countCart, listCart } from './cartQueries.ts';

/** The shopper's cart (crmeb-api §4.6). */
export function cartRoutes(app: FastifyInstance, db: Db): void {
  route(app, db, 'GET /api/front/cart/count', ({ session, query }) => countCart(db, session.userId, query));
  route(app, db, 'GET /api/front/cart/list', ({ session, query, locale }) => listCart(db, session.userId, query?.isValid ?? true, locale));
  route(app, db, 'POST /api/front/cart/save', ({ session, body }) => addToCart(db, session.userId, body));
  route(app, db, 'POST /api/front/cart/num', ({ session, body }) => setCartQuantity(db, session.userId, body));
  route(app, db, 'POST /api/front/cart/delete', ({ session, body }) => removeFromCart(db, session.userId, body));
}

import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { route } from '../http/route.ts';
import { getCategoryTree } from './categories.ts';
import { getHomeData, getHotKeywords } from './home.ts';
import { getProductDetail } from './productDetail.ts';
import { listProducts } from './productList.ts';

/** Home data, hot keywords, categories and goods (spec §7; crmeb-api §4.3–4.5). */
export function catalogRoutes(app: FastifyInstance, db: Db): void {
  route(app, db, 'GET /api/pc/home/index', () => getHomeData(db));
  route(app, db, 'GET /api/front/search/keyword', () => getHotKeywords(db));
  route(app, db, 'GET /api/front/product/category', () => getCategoryTree(db));
  route(app, db, 'GET /api/front/product/list', ({ query }) => listProducts(db, query));
  route(app, db, 'GET /api/front/product/detail/:id', ({ params }) => getProductDetail(db, params.id));
}

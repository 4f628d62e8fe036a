import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { cachedRoute } from '../http/cachedRoute.ts';
import { localeOf } from '../i18n/locale.ts';
import { route } from '../http/route.ts';
import type { ReadCache } from '../shared/readCache.ts';
import type { TotalsCache } from './goodsQuery.ts';
import { getCategoryTree } from './categories.ts';
import { getHomeData, getHotKeywords } from './home.ts';
import { getHomeFeed } from './homeFeed.ts';
import { getLeaderboard } from './leaderboard.ts';
import { getMerchantCategoryTree, listMerchantProducts } from './merchantGoods.ts';
import { getProductDetail } from './productDetail.ts';
import { listProducts } from './productList.ts';
import { getReplyConfig, listReplies } from './reviews.ts';
import { fillMissingSearchText } from './searchIndex.ts';
import { getSkuDetail } from './skuDetail.ts';

/**
 * Home data, hot keywords, categories, goods lists and search, goods detail,
 * reviews and the ranking (spec §2, §3, §7; crmeb-api §4.3–4.5). Answers
 * that are the same for everyone and change only with the mall's settings
 * are kept in `cache`, goods list totals in `totals`. On start, goods without
 * search terms get them (see searchIndex.ts).
 */
export function catalogRoutes(app: FastifyInstance, db: Db, cache: ReadCache, totals: TotalsCache): void {
  app.addHook('onReady', async () => {
    await fillMissingSearchText(db);
  });
  cachedRoute(app, cache, 'GET /api/pc/home/index', (locale) => getHomeData(db, locale));
  cachedRoute(app, cache, 'GET /api/front/search/keyword', (locale) => getHotKeywords(db, locale));
  cachedRoute(app, cache, 'GET /api/front/product/category', (locale) => getCategoryTree(db, locale));
  route(app, db, 'GET /api/front/product/list', ({ query, locale }) => listProducts(db, query ?? {}, locale, { read: cache, totals }));
  route(app, db, 'GET /api/front/product/detail/:id', ({ params, session, locale }) =>
    getProductDetail(db, params.id, session?.userId ?? null, locale),
  );
  route(app, db, 'GET /api/front/product/sku/detail/:id', ({ params, locale }) => getSkuDetail(db, params.id, locale));
  route(app, db, 'GET /api/front/product/merchant/pro/list', ({ query, locale }) => listMerchantProducts(db, query, locale, totals));
  route(app, db, 'GET /api/front/product/merchant/:merId/category/list', ({ params }) => getMerchantCategoryTree(db, params.merId));
  route(app, db, 'GET /api/front/product/reply/list/:id', ({ params, query, request }) =>
    listReplies(db, params.id, query, localeOf(request.headers['accept-language'])),
  );
  route(app, db, 'GET /api/front/product/reply/config/:id', ({ params }) => getReplyConfig(db, params.id));
  route(app, db, 'GET /api/front/product/leaderboard', ({ locale }) => getLeaderboard(db, locale));
  route(app, db, 'GET /api/front/index/product', ({ query, locale }) =>
    getHomeFeed(db, { page: query?.page ?? 1, limit: query?.limit ?? 10 }, locale, totals),
  );
}

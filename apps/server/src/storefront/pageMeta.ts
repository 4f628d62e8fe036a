import { absoluteUrl, type CategoryNode } from '@mall/api';
import type { Db } from '../db/client.ts';
import { getCategoryTree } from '../catalog/categories.ts';
import { getHomeData } from '../catalog/home.ts';
import { getProductDetail } from '../catalog/productDetail.ts';
import { getReplyConfig } from '../catalog/reviews.ts';
import { HttpError } from '../http/errors.ts';
import type { ServerLocale } from '../i18n/locale.ts';
import { translate, type MessageParams } from '../i18n/translate.ts';
import type { MessageKey } from '../i18n/messages.en.ts';
import { getShopDetail, getShopIndexInfo } from '../merchant/shopProfile.ts';
import { localizedPath } from '../seo/siteUrls.ts';
import { mallCurrency } from '../pay/stripeClient.ts';
import type { ReadCache } from '../shared/readCache.ts';

/** A JSON-LD object (schema.org vocabulary). */
export type JsonLd = Record<string, unknown>;

/**
 * What the head of one storefront page says to search engines and to the
 * previews of shared links (issue 17): the same for every shopper, so the
 * page can be cached.
 */
export interface PageMeta {
  /** HTTP status of the page: 404 for an unknown path, goods or shop. */
  status: 200 | 404;
  title: string;
  /** Meta description, at most {@link DESCRIPTION_CHARS} characters. */
  description: string;
  /**
   * The page's own path and query without a locale prefix (`/goods_detail/5`),
   * from which the canonical URL and the language alternates are made; null for
   * pages search engines should not list (members-only, sign-in, not found).
   */
  canonicalPath: string | null;
  /** Open Graph type. */
  ogType: 'website' | 'product';
  /** Absolute URL of the picture a shared link shows, when the page has one. */
  image?: string;
  /**
   * Absolute URL of the page's largest picture above the fold (the first banner, the goods' first picture),
   * preloaded at high priority so it starts with the HTML instead of after the scripts and the API.
   */
  largestImage?: string;
  /** Structured data, one script each. */
  jsonLd: JsonLd[];
}

/** Longest meta description kept (characters); search engines show about this much. */
export const DESCRIPTION_CHARS = 160;

/** Paths of pages only a signed-in shopper or a sign-in step uses: served, never listed. */
const UNLISTED = /^\/(login|users|order\/[a-z_]+|middlewares\/[a-z_]+|users\/[a-z_]+)$/;
/** The shop's tabs (spec §2 /merchant/merchant). */
const SHOP_PAGE = /^\/merchant\/merchant(?:\/(home|category|coupon|qualification))?$/;

/** Where a page is and who asks: the mall's origin and the page's language. */
export interface PageContext {
  db: Db;
  /** Keeps computed parts until the catalogue's data changes. */
  cache: Pick<ReadCache, 'get'>;
  locale: ServerLocale;
  /** Origin absolute URLs are made with, e.g. `https://mall.example`. */
  origin: string;
}

/**
 * The head of the storefront page at `path` (without locale prefix) with
 * query `query`, in `ctx.locale`: title, description, canonical path,
 * picture and JSON-LD (`WebSite` with `SearchAction` on home; `Product` with
 * `Offer`/`AggregateOffer`, `AggregateRating` and `BreadcrumbList` on goods;
 * `BreadcrumbList` on search; `Store` on shops). Goods or shops that are
 * unknown, hidden or closed give status 404.
 * @throws what the catalogue throws other than a 404 (a database failure).
 */
export async function pageMeta(path: string, query: URLSearchParams, ctx: PageContext): Promise<PageMeta> {
  const t = (key: MessageKey, params?: MessageParams) => translate(key, params, ctx.locale);
  const site = t('seo.siteName');
  const titled = (page: string) => t('seo.pageTitle', { page, site });
  const plain = (title: string, description: string, canonicalPath: string | null): PageMeta => ({
    status: 200,
    title,
    description: clip(description),
    canonicalPath,
    ogType: 'website',
    jsonLd: [],
  });

  if (path === '/') {
    const meta = plain(site, t('seo.siteDescription'), '/');
    const home = await ctx.cache.get(`page-meta home ${ctx.locale}`, () => getHomeData(ctx.db, ctx.locale));
    const banner = home.banner[0]?.pic;
    if (banner) meta.largestImage = absoluteUrl(banner, ctx.origin);
    meta.jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: site,
      url: `${ctx.origin}${localizedPath('/', ctx.locale)}`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${ctx.origin}${localizedPath('/goods/goods_search', ctx.locale)}?title={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
    return meta;
  }

  const goods = /^\/goods_detail\/(\d{1,9})$/.exec(path);
  if (goods) return goodsMeta(Number(goods[1]), ctx, titled);

  if (path === '/goods/goods_search') {
    const title = query.get('title')?.trim() ?? '';
    const cid = positiveId(query.get('cid'));
    const trail = cid ? await categoryTrail(ctx, cid) : [];
    const page = title ? t('seo.searchTitle', { title }) : (trail.at(-1)?.name ?? t('seo.searchAll'));
    const canonical = new URLSearchParams();
    if (title) canonical.set('title', title);
    if (cid && trail.length > 0) canonical.set('cid', String(cid));
    const canonicalPath = `/goods/goods_search${canonical.size > 0 ? `?${canonical}` : ''}`;
    const meta = plain(titled(page), t('seo.searchDescription', { page }), canonicalPath);
    meta.jsonLd.push(
      breadcrumbs(ctx, [
        { name: t('seo.home'), path: '/' },
        ...trail.map((c) => ({ name: c.name, path: `/goods/goods_search?cid=${c.id}` })),
        ...(title || trail.length === 0 ? [{ name: page, path: canonicalPath }] : []),
      ]),
    );
    return meta;
  }

  if (path === '/goods/activity_list') {
    const id = positiveId(query.get('id'));
    return plain(titled(t('seo.activityTitle')), t('seo.activityDescription'), id ? `/goods/activity_list?id=${id}` : '/goods/activity_list');
  }
  if (path === '/goods/top_one') return plain(titled(t('seo.topTitle')), t('seo.topDescription'), path);
  if (path === '/merchant/merchant_street') return plain(titled(t('seo.streetTitle')), t('seo.streetDescription'), path);
  if (path === '/merchant/merchant_more') return plain(titled(t('seo.moreTitle')), t('seo.streetDescription'), path);

  const shop = SHOP_PAGE.exec(path);
  if (shop) return shopMeta(positiveId(query.get('id')), shop[1] ?? 'home', ctx, titled);

  if (UNLISTED.test(path)) return plain(site, t('seo.siteDescription'), null);
  return notFound(titled(t('seo.notFoundTitle')), t('seo.siteDescription'));
}

/** The page of goods `id`. */
async function goodsMeta(id: number, ctx: PageContext, titled: (page: string) => string): Promise<PageMeta> {
  const t = (key: MessageKey) => translate(key, {}, ctx.locale);
  const found = await orNotFound(() =>
    ctx.cache.get(`page-meta goods ${id} ${ctx.locale}`, async () => {
      const [detail, replies, currency] = await Promise.all([
        getProductDetail(ctx.db, id, null, ctx.locale),
        getReplyConfig(ctx.db, id),
        mallCurrency(ctx.db),
      ]);
      return { detail, replies, currency };
    }),
  );
  if (!found) return notFound(titled(t('seo.notFoundTitle')), t('seo.siteDescription'));
  const { detail, replies, currency } = found;
  const info = detail.productInfo;
  const canonicalPath = `/goods_detail/${id}`;
  const url = `${ctx.origin}${localizedPath(canonicalPath, ctx.locale)}`;
  const images = [info.image, ...info.sliderImage].filter((src, i, all) => src && all.indexOf(src) === i).map((src) => absoluteUrl(src, ctx.origin));
  const skus = Object.values(detail.productValue);
  const prices = skus.length > 0 ? skus.map((s) => s.price) : [info.price];
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const inStock = skus.length > 0 ? skus.some((s) => s.stock > 0) : info.stock > 0;
  const availability = `https://schema.org/${inStock ? 'InStock' : 'OutOfStock'}`;
  const priceCurrency = currency.toUpperCase();
  const seller = { '@type': 'Organization', name: detail.merchantInfo.name };
  const trail = await categoryTrail(ctx, info.categoryId);
  const product: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: info.storeName,
    image: images,
    description: clip(info.storeInfo || info.storeName, 5000),
    sku: String(id),
    url,
    offers:
      low === high
        ? { '@type': 'Offer', url, priceCurrency, price: yuan(low), availability, seller }
        : { '@type': 'AggregateOffer', url, priceCurrency, lowPrice: yuan(low), highPrice: yuan(high), offerCount: skus.length, availability, seller },
  };
  if (replies.sumCount > 0) {
    product.aggregateRating = { '@type': 'AggregateRating', ratingValue: replies.replyStar, bestRating: 5, worstRating: 1, reviewCount: replies.sumCount };
  }
  return {
    status: 200,
    title: titled(info.storeName),
    description: clip(oneLine(info.storeInfo) || info.storeName),
    canonicalPath,
    ogType: 'product',
    ...(images[0] ? { image: images[0] } : {}),
    // The gallery opens on the first slider picture, or the main picture when there are none (goods_detail.tsx).
    largestImage: absoluteUrl(info.sliderImage[0] ?? info.image, ctx.origin),
    jsonLd: [
      product,
      breadcrumbs(ctx, [
        { name: t('seo.home'), path: '/' },
        ...trail.map((c) => ({ name: c.name, path: `/goods/goods_search?cid=${c.id}` })),
        { name: info.storeName, path: canonicalPath },
      ]),
    ],
  };
}

/** A shop's tab `tab` of shop `id`. */
async function shopMeta(id: number | null, tab: string, ctx: PageContext, titled: (page: string) => string): Promise<PageMeta> {
  const t = (key: MessageKey, params?: MessageParams) => translate(key, params, ctx.locale);
  const found = id
    ? await orNotFound(() =>
        ctx.cache.get(`page-meta shop ${id} ${ctx.locale}`, async () => {
          const [info, detail] = await Promise.all([getShopIndexInfo(ctx.db, id, null, ctx.locale), getShopDetail(ctx.db, id, ctx.locale)]);
          return { info, detail };
        }),
      )
    : null;
  if (!found) return notFound(titled(t('seo.notFoundTitle')), t('seo.siteDescription'));
  const { info, detail } = found;
  const canonicalPath = `/merchant/merchant/${tab}?id=${id}`;
  const image = info.avatar ? absoluteUrl(info.avatar, ctx.origin) : undefined;
  return {
    status: 200,
    title: titled(info.name),
    description: clip(oneLine(detail.intro) || t('seo.shopDescription', { shop: info.name })),
    canonicalPath,
    ogType: 'website',
    ...(image ? { image } : {}),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Store',
        name: info.name,
        url: `${ctx.origin}${localizedPath(`/merchant/merchant/home?id=${id}`, ctx.locale)}`,
        ...(image ? { image, logo: image } : {}),
        ...(detail.intro ? { description: clip(detail.intro, 1000) } : {}),
        ...(detail.address ? { address: detail.address } : {}),
        ...(detail.phone ? { telephone: detail.phone } : {}),
      },
    ],
  };
}

function notFound(title: string, description: string): PageMeta {
  return { status: 404, title, description, canonicalPath: null, ogType: 'website', jsonLd: [] };
}

/** What `read` gives, or null when the catalogue answers 404. */
async function orNotFound<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof HttpError && error.code === 404) return null;
    throw error;
  }
}

/** The shown categories from the top down to `id`; empty when it is unknown or hidden. */
async function categoryTrail(ctx: PageContext, id: number): Promise<CategoryNode[]> {
  const tree = await ctx.cache.get(`page-meta categories ${ctx.locale}`, () => getCategoryTree(ctx.db, ctx.locale));
  const walk = (nodes: readonly CategoryNode[], above: CategoryNode[]): CategoryNode[] => {
    for (const node of nodes) {
      if (node.id === id) return [...above, node];
      const below = walk(node.childList ?? [], [...above, node]);
      if (below.length > 0) return below;
    }
    return [];
  };
  return walk(tree, []);
}

/** A schema.org BreadcrumbList of `items` (paths without locale prefix), positions from 1. */
function breadcrumbs(ctx: PageContext, items: Array<{ name: string; path: string }>): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: `${ctx.origin}${localizedPath(item.path, ctx.locale)}`,
    })),
  };
}

/** A positive id from a query value, or null. */
function positiveId(value: string | null): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/** Cents as the decimal text schema.org prices take (`1230` → `"12.30"`). */
function yuan(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Text of several lines (selling points, one per line) as one line, the lines kept apart by a middle dot. */
function oneLine(text: string): string {
  return text
    .split(/\n+/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(' · ');
}

/** `text` cut to `max` characters at a word where it can be, with an ellipsis when cut. */
function clip(text: string, max = DESCRIPTION_CHARS): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}

import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyEtag from '@fastify/etag';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { getHomeData } from '../catalog/home.ts';
import { compressedOnly, packedBody, sendPacked } from '../http/cachedRoute.ts';
import { originOf } from '../http/wire.ts';
import { LOCALE_COOKIE } from '@mall/api';
import { localizedPath, UNPREFIXED_LOCALE } from '../seo/siteUrls.ts';
import { SERVER_LOCALES } from '../i18n/locale.ts';
import { translate } from '../i18n/translate.ts';
import type { ReadCache } from '../shared/readCache.ts';
import { renderPageHead } from './headHtml.ts';
import { mobileRedirect } from './mobileRoutes.ts';
import { pageMeta } from './pageMeta.ts';
import { inProcessFetch, withRenderedBody, type PageRenderer } from './pageRender.ts';
import { splitPagePath } from './pagePath.ts';

/**
 * Phones and tablets (spec §1: Android, iPhone, iPad and similar) get the
 * mobile mall. iPadOS in desktop mode says it is a Mac and stays here.
 */
export const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Windows Phone|IEMobile|BlackBerry|Opera Mini|webOS|Mobile/i;

/** Paths that belong to the server, never to the storefront's history fallback. */
const SERVER_PREFIXES = ['/api/', '/media/', '/uploads/'];
/** Pages meant for phones: the QR sign-in confirmation a signed-in phone opens (any locale prefix). */
const PHONE_PAGES = /^(\/(en|fr|th|lao))?\/middlewares\/qr_confirm$/;

/**
 * How shared caches (a CDN) may keep a page: a minute fresh, then served
 * stale for five while they fetch it again. Browsers check every time
 * (`max-age=0`) and get 304 while the ETag holds.
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/**
 * How long a page's head is kept whatever the data epoch says (ms): prices,
 * stock and review counts in its JSON-LD move with orders and reviews, which
 * announce no epoch.
 */
export const PAGE_TTL_MS = 60_000;
/**
 * Most pages kept; the least recently used go first (paths and queries come
 * from clients). A rendered page is kept compressed only, about 20 KB in br
 * and 25 KB in gzip, so this bounds them near 100 MB.
 */
export const PAGE_ENTRIES = 2_000;

/**
 * Headers that govern a document (its content policy, framing, opener,
 * referrer, HSTS): a script, style sheet or font the page loads is not
 * governed by them, and a first page loads dozens of such files, each paying
 * about a kilobyte for them. `nosniff` and the resource policy stay.
 */
const DOCUMENT_ONLY_HEADERS = [
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'Referrer-Policy',
  'Strict-Transport-Security',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
];

/** A built asset's headers without {@link DOCUMENT_ONLY_HEADERS}; its content policy shrinks to nothing allowed, should it be opened as a page. */
function trimDocumentHeaders(reply: FastifyReply): void {
  // The security headers were written on the raw response, before routing (app.ts).
  for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
  reply.raw.setHeader('Content-Security-Policy', "default-src 'none'");
}

/** The weak ETag of a page's HTML, the same for every coding it is sent in. */
function weakEtagOf(html: string): string {
  return `W/"${createHash('sha1').update(html).digest('base64url')}"`;
}

/**
 * The page's body rendered by `renderer`, or 'failed' when the render
 * itself throws (logged): the shopper still gets the page, rendered by the
 * browser, rather than an error for what the browser can draw.
 */
async function renderPageBody(renderer: PageRenderer, request: FastifyRequest, origin: string, app: FastifyInstance) {
  try {
    return await renderer({ url: request.url, origin, fetch: inProcessFetch(app, origin) });
  } catch (error) {
    request.log.error({ err: error, url: request.url }, 'server render failed');
    return 'failed' as const;
  }
}

/** A page whose server render showed failed data: sent with only its head, never kept. */
class UnkeptPage extends Error {
  constructor(
    readonly status: number,
    readonly html: string,
  ) {
    super('page not kept');
  }
}

/** What a page request gets while the storefront's build is missing: no app can load, so plain words in the default and second language. */
const UPDATING_PAGE =
  '<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>商城更新中</title>' +
  '<p>商城正在更新，请稍后刷新页面。</p><p lang="en">The mall is being updated. Please reload in a moment.</p></html>';

/**
 * Serves the built storefront: hashed assets with a year's cache, and
 * `index.html` for every other GET so client routes such as
 * `/goods_detail/5` load the app (history fallback), with the page's head
 * written by the server (language, title, description, canonical and
 * language alternates, share tags, JSON-LD: pageMeta.ts) and its status
 * (404 for an unknown page, goods or shop). The head is the same for every
 * shopper, kept in `pages` until the catalogue changes, sent with an ETag
 * and {@link PAGE_CACHE_CONTROL}. Mobile browsers are
 * redirected to the mobile mall (spec §1), to the page matching the one
 * they asked for where it has one (mobileRoutes.ts). Unknown `/api/` paths keep their
 * 404 envelope. Does nothing when the storefront is not built; while its
 * `index.html` is missing after start (a redeploy), pages answer 503 with
 * `Retry-After: 5`.
 */
export async function storefrontRoutes(app: FastifyInstance, dir: string, db: Db, pages: ReadCache, renderer: PageRenderer | null = null): Promise<boolean> {
  const index = path.join(dir, 'index.html');
  if (!existsSync(index)) {
    app.log.warn({ dir }, 'storefront is not built; serving the API only');
    return false;
  }
  await app.register(fastifyStatic, {
    root: dir,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (immutable) trimDocumentHeaders(res);
    },
  });
  // Pages get ETags (and 304s) of their own; assets have theirs from the static files.
  /** The template as last read: read again when the file changes (a redeploy). */
  let shell: { mtimeMs: number; text: string } | null = null;
  /** The storefront's `index.html`, read once per version of the file; null while it is missing. */
  const readShell = async () => {
    const { mtimeMs } = await stat(index).catch(() => ({ mtimeMs: null }));
    if (mtimeMs === null) return null;
    if (shell?.mtimeMs !== mtimeMs) shell = { mtimeMs, text: await readFile(index, 'utf8') };
    return shell;
  };
  await app.register(async (scope) => {
    await scope.register(fastifyEtag, { weak: true });
    scope.get('/*', async (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      if (SERVER_PREFIXES.some((p) => url.startsWith(p))) return reply.callNotFound();
      const file = url.slice(1);
      // A real file (favicon, robots.txt, an asset) is sent as it is; anything else is a client route.
      if (file && !file.includes('..') && existsSync(path.join(dir, file)) && path.extname(file)) {
        return reply.sendFile(file);
      }
      if (path.extname(file) && !file.endsWith('.html')) return reply.callNotFound();
      // Pages, not assets: a mobile browser goes to the same page of the mobile mall when one is configured.
      if (MOBILE_AGENT.test(request.headers['user-agent'] ?? '') && !PHONE_PAGES.test(url)) {
        const { mobileUrl } = await getHomeData(db);
        if (mobileUrl) return reply.header('Vary', 'User-Agent').redirect(mobileRedirect(mobileUrl, request.url), 302);
      }
      const template = await readShell();
      if (!template) {
        // The build is being replaced under a running server (a redeploy): the page comes back in a moment.
        request.log.warn({ index }, 'storefront index.html is missing');
        return reply
          .status(503)
          .header('Retry-After', '5')
          .header('Cache-Control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(UPDATING_PAGE);
      }
      const { locale, path: page } = splitPagePath(url);
      const query = new URLSearchParams(request.url.slice(url.length + 1));
      // A page without a prefix opens in the language the shopper chose before (spec §2): the kept page is zh-CN's.
      const chosen = SERVER_LOCALES.find((known) => known === request.cookies[LOCALE_COOKIE]);
      if (chosen && chosen !== UNPREFIXED_LOCALE && locale === UNPREFIXED_LOCALE) {
        return reply.header('Cache-Control', 'no-store').redirect(localizedPath(page, chosen) + request.url.slice(url.length), 302);
      }
      const origin = originOf(request);
      const key = `page ${template.mtimeMs} ${origin} ${locale} ${page}?${query}`;
      // Kept compressed: a kept page costs no compression per request.
      const rendered = await pages
        .get(key, async () => {
          const meta = await pageMeta(page, query, { db, cache: pages, locale, origin });
          const head = renderPageHead(template.text, meta, locale, origin, translate('seo.siteName', {}, locale));
          const body = renderer ? await renderPageBody(renderer, request, origin, app) : null;
          // A page whose data or render failed is sent for the browser to render, and not kept.
          if (body === 'failed' || body?.failed) throw new UnkeptPage(meta.status, head);
          const html = body ? withRenderedBody(head, body) : head;
          return { status: meta.status, etag: weakEtagOf(html), ...compressedOnly(packedBody(Buffer.from(html), 'quick')) };
        })
        .catch((error: unknown) => {
          if (!(error instanceof UnkeptPage)) throw error;
          request.log.warn({ url: request.url }, 'page not rendered on the server (failed data or render); sent for the browser to render');
          return { status: error.status, etag: weakEtagOf(error.html), ...packedBody(Buffer.from(error.html), 'quick'), unkept: true };
        });
      reply
        .status(rendered.status)
        .header('Cache-Control', 'unkept' in rendered ? 'no-store' : PAGE_CACHE_CONTROL)
        .header('Vary', 'User-Agent, Accept-Encoding')
        // Made once with the page: hashing a rendered page on every send would cost more than sending it kept.
        .header('ETag', rendered.etag)
        .type('text/html; charset=utf-8');
      return sendPacked(request, reply, rendered);
    });
  });
  return true;
}


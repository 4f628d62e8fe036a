import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { getHomeData } from '../catalog/home.ts';
import { mobileRedirect } from './mobileRoutes.ts';

/**
 * Phones and tablets (spec §1: Android, iPhone, iPad and similar) get the
 * mobile mall. iPadOS in desktop mode says it is a Mac and stays here.
 */
export const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Windows Phone|IEMobile|BlackBerry|Opera Mini|webOS|Mobile/i;

/** Paths that belong to the server, never to the storefront's history fallback. */
const SERVER_PREFIXES = ['/api/', '/media/', '/uploads/'];
/** Pages meant for phones: the QR sign-in confirmation a signed-in phone opens (any locale prefix). */
const PHONE_PAGES = /^(\/(en|fr|th|lao))?\/middlewares\/qr_confirm$/;

/** What a page request gets while the storefront's build is missing: no app can load, so plain words in the default and second language. */
const UPDATING_PAGE =
  '<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>商城更新中</title>' +
  '<p>商城正在更新，请稍后刷新页面。</p><p lang="en">The mall is being updated. Please reload in a moment.</p></html>';

/**
 * Serves the built storefront: hashed assets with a year's cache, and
 * `index.html` (never cached) for every other GET so client routes such as
 * `/goods_detail/5` load the app (history fallback). Mobile browsers are
 * redirected to the mobile mall (spec §1), to the page matching the one
 * they asked for where it has one (mobileRoutes.ts). Unknown `/api/` paths keep their
 * 404 envelope. Does nothing when the storefront is not built; while its
 * `index.html` is missing after start (a redeploy), pages answer 503 with
 * `Retry-After: 5`.
 */
export async function storefrontRoutes(app: FastifyInstance, dir: string, db: Db): Promise<boolean> {
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
    },
  });
  app.get('/*', async (request, reply) => {
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
    if (!existsSync(index)) {
      // The build is being replaced under a running server (a redeploy): the page comes back in a moment.
      request.log.warn({ index }, 'storefront index.html is missing');
      return reply
        .status(503)
        .header('Retry-After', '5')
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(UPDATING_PAGE);
    }
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'User-Agent')
      .type('text/html; charset=utf-8')
      .sendFile('index.html');
  });
  return true;
}

import { promisify } from 'node:util';
import { brotliCompress, constants, createGunzip, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { codingFor } from '../http/cachedRoute.ts';
import { originOf } from '../http/wire.ts';
import type { ReadCache } from '../shared/readCache.ts';
import { robotsTxt } from './robots.ts';
import {
  DEFAULT_SITEMAP_SETTINGS,
  hasSitemapFile,
  loadSitemapPlan,
  pagesPerFile,
  parseSitemapFileName,
  sitemapFile,
  sitemapFileName,
  sitemapIndex,
  type SitemapSettings,
} from './sitemap.ts';

/** Crawlers may keep an answer an hour: the catalogue they index moves slower than that. */
const CACHE_CONTROL = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** A document kept compressed only: a file of 10,000 goods is some 33 MB of XML but under 1 MB packed. */
interface PackedText {
  gzip: Buffer;
  br: Buffer;
}

/**
 * `text` compressed both ways, off the event loop. Moderate levels: on a
 * 33 MB goods file brotli's highest quality takes some 18 s of a core where
 * quality 5 takes under 0.1 s and packs smaller.
 */
async function pack(text: string): Promise<PackedText> {
  const body = Buffer.from(text);
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(body, { level: 6 }),
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ]);
  return { gzip: gzipped, br: brotli };
}

/** Sends a kept XML document in the coding the client accepts best; one that accepts neither gets it unpacked as it goes out. */
function sendXml(request: FastifyRequest, reply: FastifyReply, packed: PackedText) {
  reply.type(XML).header('cache-control', CACHE_CONTROL).header('vary', 'accept-encoding');
  const coding = codingFor(request.headers['accept-encoding']);
  if (coding === 'identity') {
    const plain = createGunzip();
    plain.end(packed.gzip);
    return reply.send(plain);
  }
  // A Content-Encoding tells the compression plugin the work is done.
  return reply.header('content-encoding', coding).send(coding === 'br' ? packed.br : packed.gzip);
}

/**
 * `/robots.txt`, `/sitemap.xml` and `/sitemap/{kind}-{n}.xml` (issue 17;
 * seo/sitemap.ts), on the mall's public origin (`PUBLIC_URL`, else the
 * request's; http/wire.ts `originOf`). Sitemaps are kept in `cache`, so
 * they are drawn again when the mall's data epoch changes (shared/readCache.ts),
 * per origin: set `PUBLIC_URL` in production so that is one. A file name
 * outside the index answers 404. Register before the storefront's catch-all.
 * @throws {RangeError} at registration when `settings.urlsPerFile` is out of range.
 */
export function seoRoutes(app: FastifyInstance, db: Db, cache: ReadCache, settings: Partial<SitemapSettings> = {}): void {
  const perFile = pagesPerFile({ ...DEFAULT_SITEMAP_SETTINGS, ...settings });
  const plan = () => cache.get(`sitemap ${perFile} plan`, () => loadSitemapPlan(db, perFile));

  app.get('/robots.txt', (request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE_CONTROL).send(robotsTxt(originOf(request))),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = originOf(request);
    const packed = await cache.get(`sitemap ${perFile} ${origin} index`, async () => pack(sitemapIndex(await plan(), origin)));
    return sendXml(request, reply, packed);
  });

  app.get<{ Params: { file: string } }>('/sitemap/:file', async (request, reply) => {
    const file = parseSitemapFileName(request.params.file);
    // Checked before anything is kept, so names outside the index cannot crowd the cache.
    if (!file || !hasSitemapFile(await plan(), file)) return reply.callNotFound();
    const origin = originOf(request);
    const packed = await cache.get(`sitemap ${perFile} ${origin} ${sitemapFileName(file)}`, async () => {
      // The plan of this epoch: the data may have changed since the check above.
      const current = await plan();
      return hasSitemapFile(current, file) ? pack(await sitemapFile(db, current, file, origin)) : null;
    });
    return packed ? sendXml(request, reply, packed) : reply.callNotFound();
  });
}

import { brotliCompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok, responseCodecs, splitEndpointKey, type Codec, type EndpointData, type EndpointKey, type WireContext } from '@mall/api';
import { routeSchemas } from '@mall/api/schemas';
import type { ReadCache } from '../shared/readCache.ts';
import { requestContentLocale } from '../i18n/content.ts';
import type { ServerLocale } from '../i18n/locale.ts';
import { wireContextOf } from './wire.ts';

/** Content codings a cached answer is kept in, best first. */
export type Coding = 'br' | 'gzip' | 'identity';

/** A body kept with its compressed forms, each made once (paid once, not per request). */
export interface PackedBody {
  /** The body as it is, or how to get it back from the gzip form for the rare client that takes no coding. */
  body: Buffer | (() => Buffer);
  /** The body compressed at the highest levels; null where that is no smaller. */
  br: Buffer | null;
  gzip: Buffer | null;
}

/** A computed answer with its success envelope serialized, and compressed, once. */
export interface CachedAnswer<T> extends PackedBody {
  /** What goes on the wire (the model put through the endpoint's codec). */
  data: T;
  /** `{"code":200,"message":"success","data":…}` as UTF-8 JSON: what `route()` would send for `data`. */
  body: Buffer;
}

const smaller = (packed: Buffer, body: Buffer) => (packed.length < body.length ? packed : null);

/**
 * `body` with its brotli and gzip forms, for answers kept and sent many times. `max` (the default) packs
 * smallest, for the few answers kept long (categories, home data); `quick` packs in well under a
 * millisecond, for the many made on a reader's request (pages), where brotli's highest quality would take
 * some 20 ms of the event loop for an 8 KB page.
 */
export function packedBody(body: Buffer, effort: 'max' | 'quick' = 'max'): PackedBody & { body: Buffer } {
  const max = effort === 'max';
  return {
    body,
    br: smaller(
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: max ? constants.BROTLI_MAX_QUALITY : 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      body,
    ),
    gzip: smaller(gzipSync(body, { level: max ? constants.Z_BEST_COMPRESSION : 6 }), body),
  };
}

/**
 * `packed` without its plain body where a gzip form exists: a server-rendered
 * page is large (100 KB or more plain, a fifth of that compressed) and kept
 * by the thousand, and nearly every client takes br or gzip; the others get
 * the gzip form inflated.
 */
export function compressedOnly(packed: PackedBody): PackedBody {
  const { gzip } = packed;
  return gzip ? { ...packed, body: () => gunzipSync(gzip) } : packed;
}

/** The answer `data` gets as a 200 envelope, serialized the way Fastify serializes a returned object. */
export function cachedAnswer<T>(data: T): CachedAnswer<T> {
  return { data, ...packedBody(Buffer.from(JSON.stringify(ok(data)))) };
}

/**
 * Sends a kept body in the best coding the client accepts ({@link codingFor}), as it was packed: a
 * Content-Encoding tells the compression plugin the work is done. The content type is the caller's.
 */
export function sendPacked(request: FastifyRequest, reply: FastifyReply, packed: PackedBody): FastifyReply {
  const coding = codingFor(request.headers['accept-encoding']);
  const bytes = coding === 'br' ? packed.br : coding === 'gzip' ? packed.gzip : null;
  if (bytes) return reply.header('content-encoding', coding).send(bytes);
  return reply.send(typeof packed.body === 'function' ? packed.body() : packed.body);
}

// No memo of answers per header: clients choose the header, and such a memo would grow with every variant sent.
const codings = new Negotiator<Coding>({ supportedValues: ['br', 'gzip', 'identity'] });

/**
 * The coding to send a kept answer in for a request's `Accept-Encoding`:
 * the best the client accepts among br and gzip, else identity (also when
 * it refuses all three, as the answer has to go out in some coding).
 */
export function codingFor(acceptEncoding: string | undefined): Coding {
  return (acceptEncoding && codings.negotiate(acceptEncoding)) || 'identity';
}

/**
 * Registers the endpoint `key` with its answer kept in `cache`: computed on
 * the first request (and after each invalidation), then sent as the same
 * bytes to everyone who reads it in that content locale, compressed as the
 * client accepts (br, gzip) without compressing per request. Only for public
 * endpoints without input whose answer is the same for every client of a
 * language (spec §7). The model is kept once per locale
 * (i18n/content.ts); its wire form per locale and origin the answer's
 * absolute URLs name (one with `PUBLIC_URL`).
 * @throws {Error} at registration when the endpoint takes input or a session.
 */
export function cachedRoute<K extends EndpointKey>(
  app: FastifyInstance,
  cache: ReadCache,
  key: K,
  compute: (locale: ServerLocale) => Promise<EndpointData<K>>,
): void {
  const { method, path } = splitEndpointKey(key);
  const spec = routeSchemas[key] as { auth: string; params?: object; querystring?: object; body?: object };
  if (spec.auth !== 'none' || spec.params || spec.querystring || spec.body) {
    throw new Error(`${key} takes input or a session: its answer is not the same for everyone`);
  }
  const codec = responseCodecs[key] as Codec<unknown, EndpointData<K>>;
  const encoded = async (wire: WireContext, locale: ServerLocale) =>
    cachedAnswer(codec.encode(await cache.get(`${key} ${locale}`, () => compute(locale)), wire));
  app.route({
    method,
    url: path,
    handler: async (request, reply) => {
      const wire = wireContextOf(request);
      const locale = requestContentLocale(request);
      const answer = await cache.get(`${key} ${locale} ${wire.origin}`, () => encoded(wire, locale));
      reply.envelopeCode = 200;
      // A Buffer with a JSON content type goes out as it is (no serialization).
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding, accept-language, cookie');
      return sendPacked(request, reply, answer);
    },
  });
}

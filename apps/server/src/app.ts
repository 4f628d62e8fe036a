import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { fail } from '@mall/api';
import type { Db } from './db/client.ts';
import { HttpError, notFound, tooManyRequests } from './http/errors.ts';
import { localeOf } from './i18n/locale.ts';
import { translate } from './i18n/translate.ts';
import { describeValidation, validatorCompiler } from './http/validation.ts';
import { EnvelopeLogController } from './http/accessLog.ts';
import { answerCounter } from './http/metrics.ts';
import { isApiPath, sendEnvelope } from './http/wire.ts';
import { activityRoutes } from './activity/routes.ts';
import { addressRoutes } from './address/routes.ts';
import { PasswordAttempts } from './auth/attempts.ts';
import { VerificationCodes } from './auth/codes.ts';
import type { Courier } from './auth/delivery/index.ts';
import type { ProviderSettings } from './auth/methods.ts';
import { authRoutes } from './auth/routes.ts';
import { ReadCache } from './shared/readCache.ts';
import { MemoryStore, RedisStore } from './shared/store.ts';
import { cartRoutes } from './cart/routes.ts';
import { catalogRoutes } from './catalog/routes.ts';
import { LIST_TOTALS_TTL_MS } from './catalog/goodsQuery.ts';
import { collectRoutes } from './collect/routes.ts';
import { couponRoutes } from './coupon/routes.ts';
import { mediaRoutes } from './media/routes.ts';
import { metricsRoutes } from './http/metrics.ts';
import { merchantRoutes } from './merchant/routes.ts';
import { orderRoutes } from './order/routes.ts';
import { payRoutes } from './pay/routes.ts';
import type { PaySettings } from './pay/payMethods.ts';
import { serviceRoutes } from './service/routes.ts';
import { storefrontRoutes } from './storefront/routes.ts';
import { userRoutes } from './user/routes.ts';

export interface AppOptions {
  db: Db;
  /** Built storefront to serve; omitted in API-only tests. */
  storefrontDir?: string;
  /** Pino level, or false for no logs (tests). */
  logLevel?: string | false;
  /** Redis for state shared by several processes (rate limits); in memory without it. */
  redis?: Redis;
  /** Prefix of this mall's Redis keys (tests give each run its own). */
  redisPrefix?: string;
  /** Fastify's `trustProxy`: whom to believe about the client's address (config `TRUST_PROXY`). */
  trustProxy?: boolean | string;
  /** Payment types on offer beyond the balance (config `PAY_COD`); cash on delivery by default. */
  pay?: PaySettings;
  /** Cache of answers that are the same for everyone (categories, home data); made on the shared store when omitted. */
  readCache?: ReadCache;
  /** Where goods list totals are kept (catalog/goodsQuery.ts); made on the shared store when omitted. */
  totalsCache?: ReadCache;
  /** Sign-in settings: where codes go, whether guests may buy, third-party providers, the clock codes expire by. */
  auth: AuthOptions;
  /**
   * The mall's public address (config `PUBLIC_URL`, no trailing slash): the
   * origin of the absolute image URLs in answers. Unset: each request's own.
   */
  publicUrl?: string;
  /** Origins whose pages may call the API from the browser (config `CORS_ORIGINS`); none by default. */
  corsOrigins?: readonly string[];
  /** The mall's country, ISO 3166-1 alpha-2 (config `DEFAULT_COUNTRY`; `CN` by default): new addresses start there. */
  defaultCountry?: string;
}

/** What the sign-in flows are configured with. */
export interface AuthOptions {
  courier: Courier;
  /** Guest (visitor) sign-in on offer (config `VISITOR_OPEN`). */
  visitorOpen: boolean;
  providers?: ProviderSettings;
  /** Epoch ms; tests move it to expire codes and locks. */
  now?: () => number;
}

/** Where Google, Facebook and Twitter serve profile pictures (saved as the avatar of accounts they open). */
const PROVIDER_AVATAR_HOSTS = ['https://*.googleusercontent.com', 'https://*.fbcdn.net', 'https://platform-lookaside.fbsbx.com', 'https://pbs.twimg.com'];

/** The HTTP status of an envelope code outside the API (media, the storefront); the API answers 200 (http/wire.ts). */
function statusFor(code: number): number {
  return [400, 401, 403, 404, 429, 500].includes(code) ? code : code >= 500 ? 500 : 400;
}

/** Headers the provider's clients send on every call (crmeb-wire §1), which a cross-origin call must be allowed. */
const CORS_HEADERS = ['authori-zation', 'authorization', 'form-type', 'content-type', 'accept-language'];

/**
 * Builds the mall's HTTP server: every area's routes, the envelope on every
 * answer (errors included; spec §7, §8) in the provider's wire format
 * (HTTP 200 on the API whatever the code; docs/adr/0008-provider-wire-format.md),
 * and the storefront for everything that is not `/api/`.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logLevel === false
        ? false
        : {
            level: options.logLevel ?? 'info',
            // Tokens and passwords never reach the logs.
            redact: ['req.headers.authorization', 'req.headers["authori-zation"]', 'req.headers.cookie'],
          },
    genReqId: () => randomUUID(),
    logController: new EnvelopeLogController(),
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  // Security headers. Emotion writes <style> tags at run time, hence inline styles;
  // no upgrade-insecure-requests, so a mall served over plain http (local, behind a TLS proxy) keeps working.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        'style-src': ["'self'", "'unsafe-inline'"],
        // Avatars of third-party accounts stay on their providers' image hosts.
        'img-src': ["'self'", 'data:', ...PROVIDER_AVATAR_HOSTS],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Pictures and answers are public: storefronts on other origins show them (CORS_ORIGINS governs the API).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  // Built once, not per request as @fastify/helmet does: that rebuild cost as much as the rest of a cached answer.
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
  app.decorate('mallPublicUrl', options.publicUrl ? options.publicUrl.replace(/\/+$/, '') : null);
  app.decorateReply('envelopeCode', null);
  // The counters see every envelope's code: an HTTP 200 can carry a failure (the access log too, EnvelopeLogController).
  app.addHook('onResponse', (request, reply, done) => {
    if (reply.envelopeCode !== null && isApiPath(request.url)) answerCounter.inc({ code: String(reply.envelopeCode) });
    done();
  });
  if (options.corsOrigins && options.corsOrigins.length > 0) {
    await app.register(fastifyCors, {
      origin: [...options.corsOrigins],
      methods: ['GET', 'POST'],
      allowedHeaders: CORS_HEADERS,
      maxAge: 600,
    });
  }
  // JSON bodies; on routes that take bare text (an unquoted email, as the provider's clients send it) that text.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (request.routeOptions.config.rawTextBody && text.trim() && !/^\s*["{[]/.test(text)) return done(null, text.trim());
    parseJson(request, text, done);
  });
  await app.register(fastifyCompress, { threshold: 1024 });
  // Form posts, as clients of the original API send `sendCode` (urlencoded or multipart fields, no files).
  await app.register(fastifyFormbody, { bodyLimit: 16 * 1024 });
  await app.register(fastifyMultipart, { attachFieldsToBody: 'keyValues', limits: { files: 0, fields: 20, fieldSize: 4096 } });
  // Opt-in per route (route options `rateLimit`); counted in Redis when several processes share the load.
  await app.register(fastifyRateLimit, {
    global: false,
    ...(options.redis ? { redis: options.redis } : {}),
    nameSpace: `${options.redisPrefix ?? 'mall:'}rate-limit:`,
    errorResponseBuilder: (_request, context) => tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000))),
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    // Messages speak the language the client asked for (the storefront sends its own).
    const locale = localeOf(request.headers['accept-language']);
    if (error instanceof HttpError) {
      return sendEnvelope(request, reply, fail(error.code, error.messageIn(locale), error.dataIn(locale)), statusFor(error.code));
    }
    if (error.validation) {
      const { message, errors } = describeValidation(error.validation as never, error.validationContext ?? 'body', locale);
      return sendEnvelope(request, reply, fail(400, message, { errors }), 400);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals: malformed JSON, wrong content type, body too large…
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? translate('body.invalidJson', {}, locale)
          : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? translate('body.required', {}, locale)
            : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? translate('body.contentType', {}, locale)
              : error.message;
      return sendEnvelope(request, reply, fail(status === 404 ? 404 : 400, message), statusFor(status));
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendEnvelope(request, reply, fail(500, translate('system.exception', {}, locale), { requestId: request.id }), 500);
  });

  app.setNotFoundHandler((request, reply) => {
    const error = notFound('route.notFound', { method: request.method, path: request.url.split('?')[0] ?? '/' });
    const locale = localeOf(request.headers['accept-language']);
    return sendEnvelope(request, reply, fail(404, error.messageIn(locale)), 404);
  });

  const { db } = options;
  const store = options.redis ? new RedisStore(options.redis, options.redisPrefix ?? 'mall:') : new MemoryStore();
  const now = options.auth.now ?? Date.now;
  const authDeps = {
    db,
    codes: new VerificationCodes(store, options.auth.courier, now),
    attempts: new PasswordAttempts(store, now),
    visitorOpen: options.auth.visitorOpen,
  };
  await app.register(async (api) => {
    catalogRoutes(
      api,
      db,
      options.readCache ?? new ReadCache(store),
      options.totalsCache ?? new ReadCache(store, { ttlMs: LIST_TOTALS_TTL_MS }),
    );
    activityRoutes(api, db);
    authRoutes(api, authDeps, options.auth.providers ?? {}, store, now);
    userRoutes(api, db);
    cartRoutes(api, db);
    addressRoutes(api, db, options.defaultCountry ?? 'CN');
    const pay = options.pay ?? { cashOnDelivery: true };
    orderRoutes(api, db, pay);
    payRoutes(api, db, pay);
    merchantRoutes(api, db);
    couponRoutes(api, db);
    collectRoutes(api, db);
    serviceRoutes(api, db);
    mediaRoutes(api);
    metricsRoutes(api);
  });
  if (options.storefrontDir) await storefrontRoutes(app, options.storefrontDir, db);
  return app;
}

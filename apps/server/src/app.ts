import { randomUUID } from 'node:crypto';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Db } from './db/client.ts';
import { badRequest, tooManyRequests } from './http/errors.ts';
import { errorHandler, frameworkErrors, notFoundHandler } from './http/errorHandler.ts';
import { MULTIPART_LIMITS, readMultipartBody } from './http/multipartBody.ts';
import { validatorCompiler } from './http/validation.ts';
import { EnvelopeLogController } from './http/accessLog.ts';
import { answerCounter } from './http/metrics.ts';
import { securityHeadersFor } from './http/securityHeaders.ts';
import { isApiPath } from './http/wire.ts';
import { activityRoutes } from './activity/routes.ts';
import { adminRoutes } from './admin/routes.ts';
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
import {
  DEFAULT_DATA_DIR,
  DEFAULT_ORDER_SETTINGS,
  DEFAULT_POINTS_SETTINGS,
  DEFAULT_UPLOAD_SETTINGS,
  type OrderSettings,
  type PointsSettings,
  type StripeSettings,
  type UploadSettings,
} from './config.ts';
import { mediaRoutes } from './media/routes.ts';
import { metricsRoutes } from './http/metrics.ts';
import { merchantRoutes } from './merchant/routes.ts';
import { orderLifeRoutes, orderRoutes, type OrderLifeDeps } from './order/routes.ts';
import { registerOrderSweeper, runSweep } from './order/sweeper.ts';
import { pointsRoutes } from './points/routes.ts';
import { payRoutes } from './pay/routes.ts';
import { refundRoutes, type RefundDeps } from './refund/routes.ts';
import { settlementRoutes } from './settlement/routes.ts';
import { goodsImportRoutes } from './goodsImport/routes.ts';
import { reviewRoutes } from './review/routes.ts';
import { DEFAULT_REFUND_SETTINGS, type RefundSettings } from './refund/refundSettings.ts';
import { cardPayments } from './pay/cardPayment.ts';
import { stripeWebhookRoutes } from './pay/stripeWebhook.ts';
import type { PaySettings } from './pay/payMethods.ts';
import { serviceRoutes } from './service/routes.ts';
import { seoRoutes } from './seo/routes.ts';
import type { SitemapSettings } from './seo/sitemap.ts';
import { loadPageRenderer, type PageRenderer } from './storefront/pageRender.ts';
import { PAGE_ENTRIES, PAGE_TTL_MS, storefrontRoutes } from './storefront/routes.ts';
import { userRoutes } from './user/routes.ts';
import { uploadRoutes } from './upload/routes.ts';
import { LocalImageStore, type ImageStore } from './upload/storage.ts';
import { UploadRate } from './upload/uploadRate.ts';

export interface AppOptions {
  db: Db;
  /** Built storefront to serve; omitted in API-only tests. */
  storefrontDir?: string;
  /**
   * How public pages are rendered on the server (issue 17): by default the
   * render built beside `storefrontDir` (`dist-ssr/`) when there is one;
   * null to leave every page to the browser.
   */
  pageRenderer?: PageRenderer | null;
  /** Pino level, or false for no logs (tests). */
  logLevel?: string | false;
  /** Where log lines go (standard output when omitted); tests read them to see what is logged. */
  logDestination?: { write(line: string): void };
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
  /** Unpaid-order lifetime, auto-receipt delay, job-runner interval (config `ORDER_*`); defaults when omitted. */
  orders?: Partial<OrderSettings>;
  /** Points rates and freeze (config `POINTS_*`); defaults when omitted. */
  points?: Partial<PointsSettings>;
  /** Card payment (config `STRIPE_*`); off when omitted. */
  stripe?: StripeSettings;
  /** Refund voucher images, automatic approval, reasons (config `REFUND_*`); defaults when omitted. */
  refunds?: Partial<RefundSettings>;
  /** Starts the job runner (unpaid cancel, auto-receipt, points thaw) with the server; on by default, tests drive it by hand. */
  jobs?: boolean;
  /**
   * Shoppers' images (config `UPLOAD_*`): their limits, and where they are
   * kept (`store`; the local folder `DATA_DIR/uploads` of the default data
   * folder when omitted). Defaults when omitted.
   */
  uploads?: Partial<UploadSettings> & { store?: ImageStore };
  /** How the sitemaps are split (seo/sitemap.ts); the protocol's 50,000 URLs a file when omitted. */
  sitemap?: Partial<SitemapSettings>;
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

/** Strict UTF-8: a body that is not UTF-8 is refused, not read with U+FFFD in place of the bad bytes. */
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Headers the provider's clients send on every call (crmeb-wire §1), which a cross-origin call must be allowed. */
const CORS_HEADERS = ['authori-zation', 'authorization', 'form-type', 'content-type', 'accept-language'];

/**
 * Builds the mall's HTTP server: every area's routes, the envelope on every
 * answer (errors included; spec §7, §8) in the provider's wire format
 * (HTTP 200 on the API whatever the code; docs/adr/0008-provider-wire-format.md),
 * and the storefront for everything that is not `/api/`.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  // The content policy names the sign-in providers this server is configured for (http/securityHeaders.ts).
  const securityHeaders = securityHeadersFor(options.auth.providers ?? {});
  const app = Fastify({
    logger:
      options.logLevel === false
        ? false
        : {
            level: options.logLevel ?? 'info',
            // Tokens and passwords never reach the logs.
            redact: ['req.headers.authorization', 'req.headers["authori-zation"]', 'req.headers.cookie'],
            ...(options.logDestination ? { stream: options.logDestination } : {}),
          },
    genReqId: () => randomUUID(),
    logController: new EnvelopeLogController(),
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    // A path parameter as long as a request line can carry reaches validation, which names it
    // (`id: must be an integer`), instead of the router's bare 414.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 16 * 1024 },
    // Paths the router cannot read (bad percent-encoding) answer an envelope too, with the usual headers.
    frameworkErrors: (error, request, reply) => securityHeaders(request.raw, reply.raw, () => frameworkErrors(error, request, reply)),
  });
  app.setValidatorCompiler(validatorCompiler);
  // Built once (above), not per request as @fastify/helmet does: that rebuild cost as much as the rest of a cached answer.
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
  // Read as bytes and decoded strictly: JSON is UTF-8 (RFC 8259), and a lenient decoder would quietly store U+FFFD.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  // Fastify reads text/plain by default; no client of the API sends it, and a quoted email read as text would pass for an email.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      return done(badRequest('body.notUtf8'), undefined);
    }
    if (request.routeOptions.config.rawTextBody && text.trim() && !/^\s*["{[]/.test(text)) return done(null, text.trim());
    parseJson(request, text, done);
  });
  await app.register(fastifyCompress, { threshold: 1024 });
  // Reads the `locale` cookie, which names the language of content answers (i18n/content.ts).
  await app.register(fastifyCookie);
  // Form posts, as clients of the original API send `sendCode` (urlencoded or multipart fields, no files).
  await app.register(fastifyFormbody, { bodyLimit: 16 * 1024 });
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
  // Read here, not with `attachFieldsToBody`, so a broken form is a 400 (http/multipartBody.ts).
  // The upload route reads its own form, file included (upload/readUpload.ts).
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart() && !request.routeOptions.config.fileUpload) request.body = await readMultipartBody(request);
  });
  // Opt-in per route (route options `rateLimit`); counted in Redis when several processes share the load.
  await app.register(fastifyRateLimit, {
    global: false,
    ...(options.redis ? { redis: options.redis } : {}),
    nameSpace: `${options.redisPrefix ?? 'mall:'}rate-limit:`,
    errorResponseBuilder: (_request, context) => tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000))),
  });

  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);

  const { db } = options;
  const store = options.redis ? new RedisStore(options.redis, options.redisPrefix ?? 'mall:') : new MemoryStore();
  const now = options.auth.now ?? Date.now;
  const { store: imageStore = new LocalImageStore(path.join(DEFAULT_DATA_DIR, 'uploads')), ...uploadOptions } = options.uploads ?? {};
  const uploadSettings: UploadSettings = { ...DEFAULT_UPLOAD_SETTINGS, ...uploadOptions };
  // The job runner removes uploads no form used (upload/cleanup.ts).
  const uploadCleanup = { store: imageStore, unattachedTtlH: uploadSettings.unattachedTtlH };
  const authDeps = {
    db,
    codes: new VerificationCodes(store, options.auth.courier, now),
    attempts: new PasswordAttempts(store, now),
    visitorOpen: options.auth.visitorOpen,
  };
  // Card payment through Stripe when its keys are configured (pay/cardPayment.ts).
  const card = options.stripe ? cardPayments(db, options.stripe, app.log) : undefined;
  // An order's life after checkout: the shopper's actions and the job runner share these (order/routes.ts, order/sweeper.ts).
  const orderLife: OrderLifeDeps = {
    points: { ...DEFAULT_POINTS_SETTINGS, ...options.points },
    // A cancelled order's card payment is closed at Stripe after the cancel commits (pay/cardPayment.ts).
    ...(card ? { afterCancel: (cancelled: { outTradeNo: string | null }) => card.close(cancelled.outTradeNo) } : {}),
  };
  // Refunds give card payments back through Stripe when it is configured (refund/payBack.ts).
  const refundDeps: RefundDeps = {
    settings: { ...DEFAULT_REFUND_SETTINGS, ...options.refunds },
    ...(card ? { cardRefund: (intentId: string, amount: number, no: string) => card.refundPart(intentId, amount, no) } : {}),
  };
  // Shared with merchant onboarding, which drops it when a shop opens (settlement/review.ts).
  const readCache = options.readCache ?? new ReadCache(store);
  await app.register(async (api) => {
    catalogRoutes(api, db, readCache, options.totalsCache ?? new ReadCache(store, { ttlMs: LIST_TOTALS_TTL_MS }));
    activityRoutes(api, db);
    authRoutes(api, authDeps, options.auth.providers ?? {}, store, now);
    userRoutes(api, db, { auth: authDeps, images: imageStore });
    cartRoutes(api, db);
    addressRoutes(api, db, options.defaultCountry ?? 'CN');
    const pay: PaySettings = { ...(options.pay ?? { cashOnDelivery: true }), stripe: options.stripe };
    orderRoutes(api, db, pay, {
      orders: { ...DEFAULT_ORDER_SETTINGS, ...options.orders },
      points: { ...DEFAULT_POINTS_SETTINGS, ...options.points },
    });
    orderLifeRoutes(api, db, orderLife);
    pointsRoutes(api, db, { ...DEFAULT_POINTS_SETTINGS, ...options.points });
    payRoutes(api, db, pay, { card, mailer: options.auth.courier });
    merchantRoutes(api, db);
    couponRoutes(api, db);
    collectRoutes(api, db);
    serviceRoutes(api, db);
    mediaRoutes(api);
    // Shoppers' images: the upload, and serving them (upload/).
    uploadRoutes(api, { db, store: imageStore, settings: uploadSettings, rate: new UploadRate(store, uploadSettings.ratePer10Min, now) });
    metricsRoutes(api);
    // After-sale: the shopper's refunds and the operator's answers (refund/).
    refundRoutes(api, db, refundDeps);
    // Merchant onboarding: the shopper's application and the operator's review (settlement/).
    settlementRoutes(api, { db, codes: authDeps.codes, mailer: options.auth.courier, invalidateReads: () => readCache.invalidate() });
    // The operator's goods import for a running mall (goodsImport/): pictures are stored with the uploads.
    goodsImportRoutes(api, { db, store: imageStore, settings: uploadSettings, invalidateReads: () => readCache.invalidate() });
    // After-sale: reviews of received lines, points for them, the operator's replies (review/).
    reviewRoutes(api, db, { ...DEFAULT_POINTS_SETTINGS, ...options.points });
    // The operator's API (admin/): sign-in, orders, shipping, tracking, the audit log.
    adminRoutes(api, { db, attempts: authDeps.attempts, orders: { ...DEFAULT_ORDER_SETTINGS, ...options.orders }, mailer: options.auth.courier });
  });
  // Stripe's events, in a scope of their own that reads the body raw for the signature.
  if (card) await app.register(stripeWebhookRoutes(db, card, options.auth.courier));
  // The job runner: cancels unpaid orders, receives shipped ones, thaws points (order/sweeper.ts); tests run it by hand.
  app.decorate('runOrderSweep', (at?: Date) => runSweep(db, { ...orderLife, uploads: uploadCleanup, refunds: refundDeps, log: app.log }, at));
  if (options.jobs !== false) registerOrderSweeper(app, db, { ...DEFAULT_ORDER_SETTINGS, ...options.orders }, { ...orderLife, uploads: uploadCleanup, refunds: refundDeps });
  // Served with or without a built storefront, and registered before its catch-all (seo/).
  seoRoutes(app, db, readCache, options.sitemap);
  if (options.storefrontDir) {
    // The storefront's server render, built beside it; a test mall passes its own or none.
    const renderer = options.pageRenderer === undefined ? await loadPageRenderer(options.storefrontDir) : options.pageRenderer;
    await storefrontRoutes(app, options.storefrontDir, db, new ReadCache(store, { ttlMs: PAGE_TTL_MS, maxEntries: PAGE_ENTRIES }), renderer);
  }
  return app;
}

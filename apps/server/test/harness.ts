import type { PageRenderer } from '../src/storefront/pageRender.ts';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { DEFAULT_WIRE_TIME_ZONE, decodeAnswer, endpointOf } from '@mall/api';
import { buildApp } from '../src/app.ts';
import { makeCourier } from '../src/auth/delivery/index.ts';
import type { ProviderSettings } from '../src/auth/methods.ts';
import type { Mailer } from '../src/auth/delivery/courier.ts';
import type { OrderSettings, PointsSettings } from '../src/config.ts';
import type { SweepResult } from '../src/order/sweeper.ts';
import type { StripeSettings } from '../src/config.ts';
import type { RefundSettings } from '../src/refund/refundSettings.ts';
import type { UploadSettings } from '../src/config.ts';
import { LocalImageStore } from '../src/upload/storage.ts';
import type { SitemapSettings } from '../src/seo/sitemap.ts';
import type { ReadCache } from '../src/shared/readCache.ts';
import { readOutbox, type OutboxEntry } from '../src/auth/delivery/outbox.ts';
import { hashPassword } from '../src/auth/password.ts';
import { openPglite, openPostgres, type Database, type Db } from '../src/db/client.ts';
import { appUser } from '../src/db/schema.ts';
import { DEMO_SHOPPER } from '../src/db/seed/index.ts';
import { shutDown } from '../src/process/shutdown.ts';
import { withDatabase } from './globalSetup.ts';

/** A running mall on its own database, reached through real HTTP. */
export interface TestMall {
  /** Base URL, e.g. http://127.0.0.1:41234. */
  url: string;
  db: Db;
  driver: 'pglite' | 'postgres';
  /** The Redis the mall shares state through, on the PostgreSQL pass with REDIS_URL. */
  redis: Redis | undefined;
  /** Prefix of this mall's Redis keys. */
  redisPrefix: string;
  /** Sends a request; `body` is sent as JSON unless `raw` is given. */
  http(method: string, path: string, options?: RequestOptions): Promise<HttpAnswer>;
  /** Signs in and returns the token. */
  login(phone?: string, password?: string): Promise<string>;
  /** Codes the mall has sent (to its outbox: no SMTP or SMS gateway in these tests), oldest first. */
  outbox(): Promise<OutboxEntry[]>;
  /** The latest code sent to a phone (E.164) or email. @throws when none was. */
  lastCode(to: string): Promise<string>;
  /** Moves the clock codes and sign-in locks go by. */
  advanceClock(ms: number): void;
  /**
   * One run of the order job runner (order/sweeper.ts) at `now`: cancels
   * unpaid orders past their deadline, receives shipped orders past their
   * auto-receipt time, thaws points. The mall starts no timer in tests (`jobs: false`).
   */
  sweep(now?: Date): Promise<SweepResult>;
  /** The mall's courier as a mailer: order notices sent through it land in {@link TestMall.outbox}. */
  mailer: Mailer;
  /** The folder the mall stores uploaded images in (its own, removed on close). */
  uploadsDir: string;
  close(): Promise<void>;
  /** Stops the mall as a signal stops a mall process (src/process/shutdown.ts), instead of {@link TestMall.close}. */
  shutDown(): Promise<void>;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  /** Body text sent as it is (malformed JSON…). */
  raw?: string;
  headers?: Record<string, string>;
}

export interface HttpAnswer {
  status: number;
  /** The parsed JSON envelope, as it travelled (the provider's wire format). */
  body: { code: number; message: string; data: any };
  /**
   * `body.data` decoded by the endpoint's codec into the model the
   * storefront sees (cents, arrays, `Date`s), on code 200 of a contract
   * endpoint; otherwise `body.data` as it is.
   */
  data: any;
  headers: Headers;
}



async function openTestDatabase(): Promise<Database> {
  if (inject('mallDriver') === 'pglite') {
    const dump = await readFile(inject('pgliteSnapshot'));
    return openPglite('memory://', { loadDataDir: new Blob([dump]) });
  }
  const url = inject('postgresUrl');
  const name = `${inject('postgresPrefix')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${inject('postgresTemplate')}"`);
  } finally {
    await admin.end();
  }
  return openPostgres(withDatabase(url, name), 20);
}

/**
 * Starts the mall on a fresh copy of the seeded database and listens on a
 * free port. `extend` may add routes before the server starts (e.g. one that
 * throws); `storefrontDir` serves a built storefront.
 */
export async function startMall(
  options: {
    extend?: (app: FastifyInstance) => void;
    storefrontDir?: string;
    /** Guest sign-in on offer (default on). */
    visitorOpen?: boolean;
    /** Third-party providers, pointed at local stand-ins. */
    providers?: ProviderSettings;
    /** Cash on delivery on offer (default on). */
    cashOnDelivery?: boolean;
    /** Origins allowed to call the API from a browser (config `CORS_ORIGINS`; none by default). */
    corsOrigins?: string[];
    /** The mall's public address (config `PUBLIC_URL`); unset: each request's own origin. */
    publicUrl?: string;
    /** Order lifetimes (config `ORDER_*`); defaults when omitted. */
    orders?: Partial<OrderSettings>;
    /** Points rates (config `POINTS_*`); defaults when omitted. */
    points?: Partial<PointsSettings>;
    /** Card payment through Stripe (config `STRIPE_*`), pointed at a stand-in (stripeStandin.ts); off when omitted. */
    stripe?: StripeSettings;
    /** A database the test prepared (one a command line also opens); closed with the mall. A fresh seeded copy when omitted. */
    database?: Database;
    /** Upload limits (config `UPLOAD_*`); defaults when omitted. Images go to {@link TestMall.uploadsDir}. */
    uploads?: Partial<UploadSettings>;
    /** Refund settings (config `REFUND_*`); defaults when omitted. */
    refunds?: Partial<RefundSettings>;
    /** How the sitemaps are split (src/seo/sitemap.ts); the protocol's limit when omitted. */
    sitemap?: Partial<SitemapSettings>;
    /** The cache of answers that are the same for everyone, for a test that changes the data and drops it; the mall's own when omitted. */
    readCache?: ReadCache;
    /** How public pages are rendered on the server; the one built beside `storefrontDir` when omitted, none for null. */
    pageRenderer?: PageRenderer | null;
  } = {},
): Promise<TestMall> {
  const database = options.database ?? (await openTestDatabase());
  // The PostgreSQL pass also shares state through the machine's Redis when REDIS_URL is set, under a key prefix of its own.
  const redis = inject('mallDriver') === 'postgres' && process.env.REDIS_URL ? new Redis(process.env.REDIS_URL) : undefined;
  const redisPrefix = `mall-test:${randomBytes(4).toString('hex')}:`;
  // Tests speak for many clients through X-Forwarded-For.
  const dataDir = await mkdtemp(path.join(tmpdir(), 'mall-test-'));
  const courier = makeCourier({ mailFrom: 'Mall <no-reply@mall.test>', dataDir }, () => undefined);
  let clockOffset = 0;
  const app = await buildApp({
    db: database.db,
    logLevel: false,
    storefrontDir: options.storefrontDir,
    pageRenderer: options.pageRenderer,
    redis,
    redisPrefix,
    trustProxy: true,
    pay: { cashOnDelivery: options.cashOnDelivery ?? true },
    corsOrigins: options.corsOrigins,
    publicUrl: options.publicUrl,
    orders: options.orders,
    points: options.points,
    refunds: options.refunds,
    sitemap: options.sitemap,
    readCache: options.readCache,
    // Tests run the order job runner by hand, at the time they choose (`sweep`).
    jobs: false,
    stripe: options.stripe,
    uploads: { ...options.uploads, store: new LocalImageStore(path.join(dataDir, 'uploads')) },
    auth: { courier, visitorOpen: options.visitorOpen ?? true, providers: options.providers, now: () => Date.now() + clockOffset },
  });
  options.extend?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  async function http(method: string, path: string, opts: RequestOptions = {}): Promise<HttpAnswer> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers['authori-zation'] = opts.token;
    let body: string | undefined;
    if (opts.raw !== undefined) body = opts.raw;
    else if (opts.body !== undefined) body = JSON.stringify(opts.body);
    if (body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
      headers['content-type'] = 'application/json';
    }
    const res = await fetch(url + path, { method, headers, body });
    const text = await res.text();
    let parsed: HttpAnswer['body'];
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new Error(`${method} ${path} answered ${res.status} with a body that is not JSON: ${text.slice(0, 200)}`);
    }
    // The provider's clients read only envelopes of HTTP 200 answers (crmeb-wire §1): every API answer is one.
    if (path.startsWith('/api/') && res.status !== 200) {
      throw new Error(`${method} ${path} answered HTTP ${res.status} (envelope code ${parsed.code}); the API always answers 200`);
    }
    const key = endpointOf(method, path);
    const data = key && parsed.code === 200 ? decodeAnswer(key, parsed.data, { origin: url, timeZone: DEFAULT_WIRE_TIME_ZONE }) : parsed.data;
    return { status: res.status, body: parsed, data, headers: res.headers };
  }

  return {
    url,
    db: database.db,
    driver: database.driver,
    http,
    async login(phone = DEMO_SHOPPER.phone, password = DEMO_SHOPPER.password) {
      const res = await http('POST', '/api/front/login/mobile/password', { body: { phone, countryCode: '86', password } });
      if (res.body.code !== 200) throw new Error(`login failed: ${res.body.message}`);
      return res.body.data.token as string;
    },
    redis,
    redisPrefix,
    outbox: () => readOutbox(dataDir),
    async lastCode(to: string) {
      const entry = (await readOutbox(dataDir)).filter((e) => e.to === to).at(-1);
      if (!entry) throw new Error(`no code was sent to ${to}`);
      return entry.code;
    },
    advanceClock(ms: number) {
      clockOffset += ms;
    },
    sweep: (now?: Date) => app.runOrderSweep(now),
    mailer: courier,
    uploadsDir: path.join(dataDir, 'uploads'),
    async close() {
      // A test mall has no one to drain for: every connection a test's client keeps alive is cut at once, so a
      // keep-alive socket caught between two states cannot hold the close up (the graceful drain has its own tests).
      const closing = app.close();
      app.server.closeAllConnections();
      await step('the HTTP server', closing);
      await step('the data directory', rm(dataDir, { recursive: true, force: true }));
      if (redis) {
        const keys = await step('Redis keys', redis.keys(`${redisPrefix}*`));
        if (keys.length > 0) await step('Redis keys', redis.del(...keys));
        await step('Redis', redis.quit());
      }
      await step('the database', database.close());
    },
    async shutDown() {
      await shutDown({ app, courier, redis, database });
      await rm(dataDir, { recursive: true, force: true });
      if (redis) {
        // The mall's own connection is closed by now.
        const cleaner = new Redis(process.env.REDIS_URL!);
        const keys = await cleaner.keys(`${redisPrefix}*`);
        if (keys.length > 0) await cleaner.del(...keys);
        await cleaner.quit();
      }
    },
  };
}

/** How long one step of closing a test mall may take before the close fails naming it (ms), under the 60 s hook limit. */
const CLOSE_STEP_MS = 20_000;

/** Awaits one step of closing a test mall; one that hangs fails with its name instead of timing out the whole hook. */
async function step<T>(what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`closing the test mall: ${what} did not close within ${CLOSE_STEP_MS} ms`)), CLOSE_STEP_MS);
  });
  try {
    return await Promise.race([work, hung]);
  } finally {
    clearTimeout(timer);
  }
}

/** Adds a shopper with the given phone, password `Test@1234` and balance in cents; returns the user id. */
export async function createShopper(db: Db, phone: string, balance = 0): Promise<number> {
  const [row] = await db
    .insert(appUser)
    .values({ countryCode: '86', phone, nickname: `shopper ${phone}`, passwordHash: await hashPassword('Test@1234'), balance })
    .returning({ id: appUser.id });
  return row!.id;
}

/**
 * A fingerprint of everything a shopper's request can change: carts,
 * addresses, orders, stock, balances, sessions, pre-orders, messages,
 * accounts (passwords and emails included), favourites, follows, coupons
 * received, reviews (and the lines they mark reviewed); and what an operator's request can change: shipments, replies to reviews,
 * tracks, the audit log, operators' accounts and sessions. Compare before
 * and after a refused request to prove nothing was written.
 */
export async function stateOf(db: Db): Promise<Record<string, string>> {
  const result = await db.execute(sql`
    select
      (select count(*) || ':' || coalesce(sum(quantity), 0) || ':' || coalesce(max(updated_at)::text, '') from cart_item) as cart,
      (select count(*) || ':' || coalesce(string_agg(id || real_name || detail || post_code || is_default::text, ',' order by id), '') from address) as addresses,
      (select count(*) || ':' || coalesce(sum(pay_price), 0) || ':' || count(*) filter (where paid) from master_order) as masters,
      (select count(*) from merchant_order) as merchant_orders,
      (select count(*) from order_item) as order_items,
      (select coalesce(sum(stock), 0) || ':' || coalesce(sum(sales), 0) from product_sku) as sku_stock,
      (select coalesce(sum(stock), 0) || ':' || coalesce(sum(sales), 0) from product) as product_stock,
      (select coalesce(string_agg(id || '=' || balance, ',' order by id), '') from app_user) as balances,
      (select count(*) from balance_bill) as bills,
      (select count(*) from user_session) as sessions,
      (select count(*) from pre_order) as pre_orders,
      (select count(*) from service_message) as service_messages,
      (select count(*) || ':' || md5(coalesce(string_agg(concat_ws('|', id, country_code, phone, email, nickname, avatar, password_hash, user_type, status, identity_hash), ',' order by id), '')) from app_user) as accounts,
      (select count(*) from user_identity) as identities,
      (select coalesce(string_agg(user_id || '>' || product_id, ',' order by user_id, product_id), '') from product_collect) as favourites,
      (select coalesce(string_agg(user_id || '>' || mer_id, ',' order by user_id, mer_id), '') from merchant_collect) as follows,
      (select count(*) || ':' || coalesce(sum(status), 0) from user_coupon) as user_coupons,
      (select coalesce(sum(last_total), 0) from coupon) as coupons_left,
      (select count(*) from product_reply) as reviews,
      (select md5(coalesce(string_agg(concat_ws('|', id, star, comment, pics::text, merchant_reply_content, merchant_reply_time, is_del), ',' order by id), '')) from product_reply) as review_texts,
      (select count(*) filter (where is_reply) from order_item) as reviewed_lines,
      (select count(*) || ':' || md5(coalesce(string_agg(concat_ws('|', id, attached_to, attached_at), ',' order by id), '')) from upload) as upload_attachments,
      (select coalesce(string_agg(id || '=' || integral, ',' order by id), '') from app_user) as points,
      (select count(*) || ':' || md5(coalesce(string_agg(concat_ws('|', id, link_id, type, title, integral, balance, status, thaw_time), ',' order by id), '')) from integral_record) as points_records,
      (select count(*) || ':' || md5(coalesce(string_agg(concat_ws('|', mer_order_no, exp_no, state, traces::text), ',' order by mer_order_no), '')) from order_logistics) as logistics,
      (select md5(coalesce(string_agg(concat_ws('|', id, status, order_no, use_time), ',' order by id), '')) from user_coupon) as coupon_uses,
      (select md5(coalesce(string_agg(concat_ws('|', order_no, paid, is_cancel, cancel_time, pay_deadline, pay_time), ',' order by id), '')) from master_order) as master_order_life,
      (select md5(coalesce(string_agg(concat_ws('|', order_no, status, paid, is_user_del, receiving_time, cancel_time, auto_receipt_at, gain_integral), ',' order by id), '')) from merchant_order) as merchant_order_life,
      (select coalesce(string_agg(id || '=' || balance, ',' order by id), '') from merchant) as merchant_balances,
      (select count(*) || ':' || coalesce(sum(amount), 0) from bill) as money_bills,
      (select count(*) from payment_event) as payment_events,
      (select count(*) || ':' || count(*) filter (where is_cancel) || ':' || count(out_trade_no) || ':' || count(pay_deadline) from master_order) as master_states,
      (select coalesce(sum(status), 0) || ':' || count(*) filter (where paid) from merchant_order) as merchant_order_states,
      (select md5(coalesce(string_agg(concat_ws('|', order_no, delivery_type, express_name, express_code, tracking_no, delivery_name, delivery_phone, delivery_time), ',' order by id), '')) from merchant_order) as shipments,
      (select count(*) from audit_log) as audit_entries,
      (select count(*) || ':' || md5(coalesce(string_agg(concat_ws('|', id, email, password_hash, last_login_at), ',' order by id), '')) from operator) as operators,
      (select count(*) from operator_session) as operator_sessions,
      (select count(*) || ':' || md5(coalesce(string_agg(concat_ws('|', refund_order_no, refund_status, refund_price, merchant_note, return_tracking_no, auto_approve_at, refund_time), ',' order by id), '')) from refund_order) as refunds,
      (select count(*) || ':' || coalesce(sum(num), 0) from refund_item) as refund_lines,
      (select count(*) from refund_event) as refund_events,
      (select md5(coalesce(string_agg(concat_ws('|', id, refund_num, open_refund_no), ',' order by id), '')) from order_item) as refund_holds,
      (select md5(coalesce(string_agg(concat_ws('|', order_no, refund_status, refund_price), ',' order by id), '')) from merchant_order) as order_refunds,
      (select count(*) || ':' || md5(coalesce(string_agg(concat_ws('|', id, user_id, name, email, phone, category_id, type_id, audit_status, denial_reason, mer_id, qualification_pictures::text, updated_at), ',' order by id), '')) from merchant_apply) as applications,
      (select count(*) || ':' || md5(coalesce(string_agg(concat_ws('|', id, name, email, is_switch), ',' order by id), '')) from merchant) as shops
  `);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return Object.fromEntries(Object.entries(rows[0]!).map(([k, v]) => [k, String(v)]));
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REVIEW_POINTS_DEFAULT, REVIEW_POINTS_WITH_PICS_DEFAULT } from '@mall/api';
import { countryLocation } from './address/ipInfo.ts';
import type { ProviderSettings } from './auth/methods.ts';
import { DEFAULT_REFUND_SETTINGS, type RefundSettings } from './refund/refundSettings.ts';
import { UPLOAD_MAX_BYTES_DEFAULT } from '@mall/api';

/** Settings of one server process, read from the environment. */
export interface ServerConfig {
  /** TCP port (`PORT`, default 3000). */
  port: number;
  /** Interface to listen on (`HOST`, default 0.0.0.0). */
  host: string;
  /** Folder for embedded-database files and uploads (`DATA_DIR`, default `.data` at the repository root). */
  dataDir: string;
  /** PostgreSQL connection string (`DATABASE_URL`); unset means embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** Redis connection string (`REDIS_URL`) for state shared between processes; optional. */
  redisUrl: string | undefined;
  /** Prefix of this mall's Redis keys (`REDIS_PREFIX`, default `mall:`), so malls can share a Redis. */
  redisPrefix: string;
  /** Built storefront to serve (`STOREFRONT_DIR`, default `apps/storefront/dist`). */
  storefrontDir: string;
  /** Pino log level (`LOG_LEVEL`, default `info`). */
  logLevel: string;
  /** Seed an empty database on start (`SEED`, default on; `SEED=0` turns it off). */
  seedOnStart: boolean;
  /**
   * Whom to believe about the client's address (`TRUST_PROXY`): unset or `false`
   * trusts nobody; `true` trusts `X-Forwarded-For`; anything else is a
   * comma-separated list of proxy addresses or CIDR ranges. Set it behind a load balancer.
   */
  trustProxy: boolean | string;
  /** `SMTP_URL`: emails (codes) over SMTP, e.g. `smtps://user:pass@smtp.example.com:465`; unset: the outbox. */
  smtpUrl: string | undefined;
  /** `MAIL_FROM`: the sender of the mall's emails. */
  mailFrom: string;
  /** `SMS_GATEWAY_URL`: SMS (codes) as JSON POSTs `{to, text}` to this URL; unset: the outbox. */
  smsGatewayUrl: string | undefined;
  /** `SMS_GATEWAY_TOKEN`: bearer token for the SMS gateway. */
  smsGatewayToken: string | undefined;
  /** `VISITOR_OPEN`: guests may buy without an account (default on; `0` turns it off; spec §6). */
  visitorOpen: boolean;
  /** `PAY_COD`: cash on delivery on offer (default on; `0` turns it off), the way guests without a balance pay. */
  cashOnDelivery: boolean;
  /** Third-party sign-in, each on when its variables are set (see README). */
  providers: ProviderSettings;
  /** `PUBLIC_URL`: the mall's public address, the origin of absolute image URLs in answers; unset: each request's own. */
  publicUrl: string | undefined;
  /** `CORS_ORIGINS`: comma-separated origins whose pages may call the API from a browser; none by default. */
  corsOrigins: string[];
  /** `DEFAULT_COUNTRY`: the mall's country, ISO 3166-1 alpha-2 (default `CN`); new addresses start there. */
  defaultCountry: string;
  /** How orders move on by themselves (spec §4; crmeb-api §6 rules 7, 11). */
  orders: OrderSettings;
  /** How points are earned and spent (spec §3 Points account). */
  points: PointsSettings;
  /** Card payment through Stripe: on when all three `STRIPE_*` keys are set. */
  stripe: StripeSettings | undefined;
  /** Images shoppers upload (the issue "After-sale", uploads), kept in `DATA_DIR/uploads`. */
  uploads: UploadSettings;
  /** Refunds: voucher images, automatic approval, reasons (the issue "After-sale"). */
  refunds: RefundSettings;
}

/** @see {@link ServerConfig.uploads} */
export interface UploadSettings {
  /** `UPLOAD_MAX_BYTES`: most bytes of one uploaded file (default 5 MB); a larger one is refused. */
  maxBytes: number;
  /** `UPLOAD_MAX_SIDE_PX`: longest side of a stored image, px (default 2000); larger images are scaled down. */
  maxSidePx: number;
  /** `UPLOAD_RATE_PER_10_MIN`: uploads one account may send in ten minutes (default 30). */
  ratePer10Min: number;
  /** `UPLOAD_UNATTACHED_TTL_H`: hours an upload no form used is kept before the job runner removes it (default 24). */
  unattachedTtlH: number;
}

/** @see {@link ServerConfig.orders} */
export interface OrderSettings {
  /** `ORDER_UNPAID_TTL_S`: an unpaid order is cancelled this many seconds after it was placed (default 7200). */
  unpaidTtlS: number;
  /** `ORDER_AUTO_RECEIPT_DAYS`: a shipped order is confirmed received this many days after shipping (default 10). */
  autoReceiptDays: number;
  /** `ORDER_SWEEP_INTERVAL_MS`: how often the job runner looks for due orders and points, ms (default 30000). */
  sweepIntervalMs: number;
}

/** @see {@link ServerConfig.points} */
export interface PointsSettings {
  /** `POINTS_PER_YUAN`: points worth ￥1 when spent (default 100). */
  perYuan: number;
  /** `POINTS_MAX_DEDUCTION_PERCENT`: most of the goods total after coupons points may pay, % (default 50). */
  maxDeductionPercent: number;
  /** `POINTS_GAIN_PER_YUAN`: points earned per ￥1 paid, on completion (default 1). */
  gainPerYuan: number;
  /** `POINTS_FROZEN_DAYS`: earned points stay frozen this many days, the after-sale window (default 7). */
  frozenDays: number;
  /** `REVIEW_POINTS`: points a review earns at once (default 10; 0 turns it off). */
  reviewPoints: number;
  /** `REVIEW_POINTS_WITH_PICS`: points a review with pictures earns instead (default 20; 0 turns it off). */
  reviewPointsWithPics: number;
}

/** @see {@link ServerConfig.stripe} */
export interface StripeSettings {
  /** `STRIPE_SECRET_KEY` (`sk_…`): server only, never logged or sent. */
  secretKey: string;
  /** `STRIPE_PUBLISHABLE_KEY` (`pk_…`): given to the card page. */
  publishableKey: string;
  /** `STRIPE_WEBHOOK_SECRET` (`whsec_…`): verifies webhook signatures. */
  webhookSecret: string;
  /** `STRIPE_API_URL`: another Stripe API origin (a stand-in in tests), e.g. `http://127.0.0.1:12111`; unset: Stripe's. */
  apiUrl: string | undefined;
}

/** Defaults of {@link OrderSettings}. */
export const DEFAULT_ORDER_SETTINGS: OrderSettings = { unpaidTtlS: 7200, autoReceiptDays: 10, sweepIntervalMs: 30_000 };
/** Defaults of {@link PointsSettings}: 100 points = ￥1, at most 50 %, 1 point per ￥1, 7 days frozen; 10 points a review, 20 with pictures. */
export const DEFAULT_POINTS_SETTINGS: PointsSettings = {
  perYuan: 100,
  maxDeductionPercent: 50,
  gainPerYuan: 1,
  frozenDays: 7,
  reviewPoints: REVIEW_POINTS_DEFAULT,
  reviewPointsWithPics: REVIEW_POINTS_WITH_PICS_DEFAULT,
};

/** Defaults of {@link UploadSettings}: 5 MB, 2000 px, 30 per 10 minutes, a day. */
export const DEFAULT_UPLOAD_SETTINGS: UploadSettings = { maxBytes: UPLOAD_MAX_BYTES_DEFAULT, maxSidePx: 2000, ratePer10Min: 30, unattachedTtlH: 24 };

/** A non-negative number from the environment, or its default. @throws {Error} naming the variable. */
function numberSetting(env: NodeJS.ProcessEnv, name: string, fallback: number, { integer = true, min = 0, max = Number.MAX_SAFE_INTEGER } = {}): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || (integer && !Number.isInteger(value)) || value < min || value > max) {
    throw new Error(`${name} must be ${integer ? 'an integer' : 'a number'} between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

function readStripe(env: NodeJS.ProcessEnv): StripeSettings | undefined {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_PUBLISHABLE_KEY: publishableKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = env;
  if (!secretKey || !publishableKey || !webhookSecret) return undefined;
  return { secretKey, publishableKey, webhookSecret, apiUrl: env.STRIPE_API_URL?.replace(/\/+$/, '') || undefined };
}

/** `CORS_ORIGINS` as a list of origins. @throws {Error} naming the entry that is not an origin. */
function parseOrigins(value: string | undefined): string[] {
  const origins = (value ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  for (const origin of origins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) throw new Error(`CORS_ORIGINS: "${origin}" is not an origin such as https://shop.example`);
  }
  return origins;
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

/** Third-party providers from the environment: on when their id and secret are set. */
function readProviders(env: NodeJS.ProcessEnv, port: number): ProviderSettings {
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, '');
  return {
    ...(env.GOOGLE_CLIENT_ID
      ? { google: { clientId: env.GOOGLE_CLIENT_ID, jwksUrl: env.GOOGLE_JWKS_URL || undefined, authUrl: env.GOOGLE_AUTH_URL || undefined } }
      : {}),
    ...(env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET
      ? {
          facebook: {
            appId: env.FACEBOOK_APP_ID,
            appSecret: env.FACEBOOK_APP_SECRET,
            graphUrl: env.FACEBOOK_GRAPH_URL || undefined,
            dialogUrl: env.FACEBOOK_DIALOG_URL || undefined,
          },
        }
      : {}),
    ...(env.TWITTER_CONSUMER_KEY && env.TWITTER_CONSUMER_SECRET
      ? {
          twitter: {
            consumerKey: env.TWITTER_CONSUMER_KEY,
            consumerSecret: env.TWITTER_CONSUMER_SECRET,
            callbackUrl: `${publicUrl}/middlewares/callback_twitter`,
            apiUrl: env.TWITTER_API_URL || undefined,
          },
        }
      : {}),
  };
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** apps/server, whether running from src/ (tsx) or dist/ (built). */
export const serverRoot = path.resolve(here, '..');
/** `DATA_DIR` when unset: the repository's `.data`. */
export const DEFAULT_DATA_DIR = path.join(serverRoot, '..', '..', '.data');

/**
 * Reads the configuration. @throws {Error} naming the variable when a value is invalid.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    // The default is the repository's `.data`, whichever folder a command runs in
    // (`pnpm start` at the root, `pnpm --filter @mall/server seed` in apps/server).
    dataDir: env.DATA_DIR ? path.resolve(env.DATA_DIR) : DEFAULT_DATA_DIR,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'mall:',
    storefrontDir: path.resolve(env.STOREFRONT_DIR || path.join(serverRoot, '../storefront/dist')),
    logLevel: env.LOG_LEVEL || 'info',
    seedOnStart: env.SEED !== '0',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Mall <no-reply@localhost>',
    smsGatewayUrl: env.SMS_GATEWAY_URL || undefined,
    smsGatewayToken: env.SMS_GATEWAY_TOKEN || undefined,
    visitorOpen: env.VISITOR_OPEN !== '0',
    cashOnDelivery: env.PAY_COD !== '0',
    providers: readProviders(env, port),
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : undefined,
    corsOrigins: parseOrigins(env.CORS_ORIGINS),
    // Refused here, naming the variable, rather than when the first address is made.
    defaultCountry: countryLocation(env.DEFAULT_COUNTRY || 'CN').country_code,
    orders: {
      unpaidTtlS: numberSetting(env, 'ORDER_UNPAID_TTL_S', DEFAULT_ORDER_SETTINGS.unpaidTtlS, { min: 1 }),
      autoReceiptDays: numberSetting(env, 'ORDER_AUTO_RECEIPT_DAYS', DEFAULT_ORDER_SETTINGS.autoReceiptDays, { integer: false }),
      sweepIntervalMs: numberSetting(env, 'ORDER_SWEEP_INTERVAL_MS', DEFAULT_ORDER_SETTINGS.sweepIntervalMs, { min: 10 }),
    },
    refunds: {
      maxImages: numberSetting(env, 'REFUND_MAX_IMAGES', DEFAULT_REFUND_SETTINGS.maxImages, { max: 10 }),
      autoApproveHours: numberSetting(env, 'REFUND_AUTO_APPROVE_HOURS', DEFAULT_REFUND_SETTINGS.autoApproveHours, { integer: false, min: 0.01 }),
      reasons: env.REFUND_REASONS ? env.REFUND_REASONS.split('\n').map((r) => r.trim()).filter((r) => r !== '') : DEFAULT_REFUND_SETTINGS.reasons,
    },
    points: {
      perYuan: numberSetting(env, 'POINTS_PER_YUAN', DEFAULT_POINTS_SETTINGS.perYuan, { min: 1 }),
      maxDeductionPercent: numberSetting(env, 'POINTS_MAX_DEDUCTION_PERCENT', DEFAULT_POINTS_SETTINGS.maxDeductionPercent, { max: 100 }),
      gainPerYuan: numberSetting(env, 'POINTS_GAIN_PER_YUAN', DEFAULT_POINTS_SETTINGS.gainPerYuan),
      frozenDays: numberSetting(env, 'POINTS_FROZEN_DAYS', DEFAULT_POINTS_SETTINGS.frozenDays, { integer: false }),
      reviewPoints: numberSetting(env, 'REVIEW_POINTS', DEFAULT_POINTS_SETTINGS.reviewPoints, { max: 1_000_000 }),
      reviewPointsWithPics: numberSetting(env, 'REVIEW_POINTS_WITH_PICS', DEFAULT_POINTS_SETTINGS.reviewPointsWithPics, { max: 1_000_000 }),
    },
    stripe: readStripe(env),
    uploads: {
      maxBytes: numberSetting(env, 'UPLOAD_MAX_BYTES', DEFAULT_UPLOAD_SETTINGS.maxBytes, { min: 1, max: 50 * 1024 * 1024 }),
      maxSidePx: numberSetting(env, 'UPLOAD_MAX_SIDE_PX', DEFAULT_UPLOAD_SETTINGS.maxSidePx, { min: 240, max: 8000 }),
      ratePer10Min: numberSetting(env, 'UPLOAD_RATE_PER_10_MIN', DEFAULT_UPLOAD_SETTINGS.ratePer10Min, { min: 1 }),
      unattachedTtlH: numberSetting(env, 'UPLOAD_UNATTACHED_TTL_H', DEFAULT_UPLOAD_SETTINGS.unattachedTtlH, { integer: false, min: 1 }),
    },
  };
}

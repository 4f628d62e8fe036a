import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { countryLocation } from './address/ipInfo.ts';
import type { ProviderSettings } from './auth/methods.ts';

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
    dataDir: env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.join(serverRoot, '..', '..', '.data'),
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
  };
}

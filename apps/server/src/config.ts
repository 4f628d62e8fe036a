import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
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
    storefrontDir: path.resolve(env.STOREFRONT_DIR || path.join(serverRoot, '../storefront/dist')),
    logLevel: env.LOG_LEVEL || 'info',
    seedOnStart: env.SEED !== '0',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}

import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import { makeCourier } from './auth/delivery/index.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { DEMO_SHOPPER, isEmpty, seed } from './db/seed/index.ts';

/**
 * Starts one mall process: opens the database (PGlite in DATA_DIR, or
 * PostgreSQL at DATABASE_URL), migrates it, seeds the demo mall into an
 * empty database, and serves the API and the built storefront on PORT.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  await migrate(database);
  if (config.seedOnStart && (await isEmpty(database.db))) {
    const summary = await seed(database.db);
    console.log(`Seeded the demo mall: ${summary.merchants} shops, ${summary.products} goods, ${summary.skus} SKUs.`);
  }

  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  // The courier exists before the server, whose logger it writes to once there is one.
  const logger: { current?: FastifyBaseLogger } = {};
  // Without SMTP or an SMS gateway, codes land in the outbox, and the operator reads them here.
  const courier = makeCourier(config, (entry) =>
    logger.current?.warn({ outbox: { channel: entry.channel, to: entry.to, purpose: entry.purpose } }, `outbox: code ${entry.code} for ${entry.to}`),
  );
  const app = await buildApp({
    db: database.db,
    storefrontDir: config.storefrontDir,
    logLevel: config.logLevel,
    redis,
    redisPrefix: config.redisPrefix,
    trustProxy: config.trustProxy,
    pay: { cashOnDelivery: config.cashOnDelivery },
    auth: { courier, visitorOpen: config.visitorOpen, providers: config.providers },
    publicUrl: config.publicUrl,
    corsOrigins: config.corsOrigins,
    defaultCountry: config.defaultCountry,
  });
  logger.current = app.log;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    courier.close();
    await redis?.quit();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const where =
    (database.driver === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)') +
    (redis ? ', shared state in Redis (REDIS_URL)' : '');
  console.log(
    [
      '',
      `  The mall is open: http://localhost:${port}`,
      `  Database: ${where}`,
      `  Demo shopper: phone ${DEMO_SHOPPER.phone} (+${DEMO_SHOPPER.countryCode}), password ${DEMO_SHOPPER.password}`,
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import path from 'node:path';
import { buildApp } from './app.ts';
import { makeCourier } from './auth/delivery/index.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { prepareDatabase } from './db/prepare.ts';
import { DEMO_SHOPPER } from './db/seed/index.ts';
import { shutDownOnSignals } from './process/shutdown.ts';
import { keepServingThroughStrayErrors, type StrayErrorLog } from './process/strayErrors.ts';
import { LocalImageStore } from './upload/storage.ts';

/**
 * Starts one mall process: opens the database (PGlite in DATA_DIR, or
 * PostgreSQL at DATABASE_URL), migrates it and seeds the demo mall into an
 * empty database (under the start-up lock, so processes started together
 * take turns), and serves the API and the built storefront on PORT until
 * SIGTERM or SIGINT, which drain the requests in flight before it exits.
 */
async function main(): Promise<void> {
  // The courier and the stray-error guard exist before the server, whose logger they write to once there is one.
  const logger: { current?: FastifyBaseLogger } = {};
  const consoleLog: StrayErrorLog = { error: (fields, message) => console.error(message, fields) };
  keepServingThroughStrayErrors(() => logger.current ?? consoleLog);

  const config = loadConfig();
  const database = await openDatabase(config);
  const summary = await prepareDatabase(database, {
    seed: config.seedOnStart,
    onWait: () => console.log('Another process is preparing the database; waiting for it to finish.'),
  });
  if (summary) console.log(`Seeded the demo mall: ${summary.merchants} shops, ${summary.products} goods, ${summary.skus} SKUs.`);

  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  // Without SMTP or an SMS gateway, codes land in the outbox, and the operator reads them here.
  const courier = makeCourier(config, (entry) =>
    logger.current?.warn({ outbox: { channel: entry.channel, to: entry.to, purpose: entry.purpose } }, entry.code ? `outbox: code ${entry.code} for ${entry.to}` : `outbox: "${entry.subject ?? entry.purpose}" for ${entry.to}`),
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
    orders: config.orders,
    points: config.points,
    refunds: config.refunds,
    stripe: config.stripe,
    uploads: { ...config.uploads, store: new LocalImageStore(path.join(config.dataDir, 'uploads')) },
  });
  logger.current = app.log;
  shutDownOnSignals({ app, courier, redis, database });

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

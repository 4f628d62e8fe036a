import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../client.ts';
import { applyMigrations } from '../migrate.ts';
import { withStartupLock } from '../startupLock.ts';
import { publishDataChange } from '../../shared/readCache.ts';
import { RedisStore } from '../../shared/store.ts';
import { DEMO_SHOPPER, reset, seed } from './index.ts';
import { seedScale } from './scale.ts';

/*
 * `pnpm --filter @mall/server seed [--goods N]`: wipes the configured
 * database (PGlite under DATA_DIR, or DATABASE_URL) and seeds the demo mall
 * afresh; with --goods, adds generated goods until the mall holds N
 * (e.g. --goods 100000 for the load benchmark's catalogue).
 */
const { values } = parseArgs({ options: { goods: { type: 'string' } }, strict: true });
const goods = values.goods === undefined ? undefined : Number(values.goods);
if (goods !== undefined && (!Number.isInteger(goods) || goods < 1)) {
  console.error(`--goods must be a positive whole number, got "${values.goods}"`);
  process.exit(2);
}

const config = loadConfig();

/**
 * Running mall processes cache categories and home data (docs/adr/0006-read-caching.md): with
 * REDIS_URL they learn of the new data through the shared epoch. Without it no other process can
 * be reached; a PostgreSQL mall must then be restarted (a PGlite one cannot run beside this command).
 */
async function announceChange(): Promise<void> {
  if (!config.redisUrl) return;
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2 });
  try {
    await publishDataChange(new RedisStore(redis, config.redisPrefix));
  } finally {
    await redis.quit();
  }
}

const database = await openDatabase(config);
try {
  // Under the start-up lock: a mall process starting meanwhile must not find the wiped database empty and seed it too.
  await withStartupLock(
    database,
    async () => {
      await applyMigrations(database);
      const started = performance.now();
      await reset(database.db);
      const summary = await seed(database.db);
      const ms = Math.round(performance.now() - started);
      console.log(`Seeded the demo mall on ${database.driver} in ${ms} ms:`);
      console.table(summary);
      if (goods !== undefined) {
        const scale = await seedScale(database.db, goods);
        console.log(
          `Generated ${scale.addedGoods} goods (${scale.addedSkus} SKUs, ${scale.addedAttrs} axes) on ${database.driver} in ${scale.ms} ms: ${scale.goodsAfter} goods in all.`,
        );
      }
    },
    () => console.log('Another process is preparing this database; waiting for it to finish.'),
  );
  // Planner statistics and visibility map for the new rows: PGlite has no autovacuum to make them
  // (seedScale has already vacuumed the goods tables it filled). Only tables that hold rows: statistics
  // of an empty table (orders, bills) would tell the planner it stays empty, and every foreign-key check
  // of the orders that follow would scan its parent table whole for as long as the mall runs.
  // Both drivers answer `{rows}`.
  const rowsOf = async <T,>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  for (const { name } of await rowsOf<{ name: string }>(sql`select tablename as name from pg_tables where schemaname = 'public'`)) {
    const [held] = await rowsOf<{ any: boolean }>(sql`select exists (select 1 from ${sql.identifier(name)}) as any`);
    if (!held?.any) continue;
    await database.db.execute(goods === undefined ? sql`vacuum analyze ${sql.identifier(name)}` : sql`analyze ${sql.identifier(name)}`);
  }
  await announceChange();
  console.log(`Demo shopper: +${DEMO_SHOPPER.countryCode} ${DEMO_SHOPPER.phone} / ${DEMO_SHOPPER.password}`);
} finally {
  // PGlite keeps the process alive until closed.
  await database.close();
}

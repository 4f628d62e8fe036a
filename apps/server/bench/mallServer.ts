import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { openPglite, openPostgres } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { category, merchant, product } from '../src/db/schema.ts';
import { seed } from '../src/db/seed/index.ts';
import { seedScale } from '../src/db/seed/scale.ts';
import { onSale } from '../src/catalog/visibility.ts';

/** What the mall process tells bench/load.ts once it listens. */
export interface MallReady {
  port: number;
  driver: 'pglite' | 'postgres';
  /** Goods in the catalogue. */
  goods: number;
  /** Demo seed and generated goods, ms. */
  seedMs: number;
  scaleMs: number;
  /** Goods on sale spread over the whole id range, for rotating detail requests. */
  detailIds: number[];
  /** The first top-level category: its list includes its leaves' goods. */
  categoryId: number;
  /** True when the built storefront is served, so its pages can be measured. */
  pages: boolean;
  /** Goods on sale for pages asked once each (uncached): up to {@link PAGE_IDS}, spread over the id range. */
  pageIds: number[];
}

/** How many goods ids the detail benchmark rotates through. */
const DETAIL_IDS = 200;
/** How many goods pages the uncached page benchmark may ask for, each once. */
const PAGE_IDS = 20_000;
/** The built storefront, served when it is there (the root `pnpm bench` builds it first). */
const STOREFRONT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../storefront/dist');

/*
 * The mall under load, run as a child process of bench/load.ts so the load
 * generator does not share its event loop: seeds a fresh database
 * (BENCH_DRIVER pglite in BENCH_DATA_DIR, or postgres at BENCH_DB_URL) with
 * the demo mall and, with BENCH_GOODS, generated goods up to that many;
 * builds the app as production does (logs off) and listens on a free port of
 * 127.0.0.1. Sends {@link MallReady} once listening and `{ cpuUs }` whenever
 * asked; exits on SIGTERM or when the parent goes away.
 */
const driver = process.env.BENCH_DRIVER === 'postgres' ? 'postgres' : 'pglite';
const database =
  driver === 'postgres'
    ? await openPostgres(process.env.BENCH_DB_URL ?? '')
    : await openPglite(path.join(process.env.BENCH_DATA_DIR ?? '', 'pglite'));
await migrate(database);
const { db } = database;

let started = performance.now();
await seed(db);
const seedMs = Math.round(performance.now() - started);
started = performance.now();
const goodsWanted = Number(process.env.BENCH_GOODS || 0);
if (goodsWanted > 0) await seedScale(db, goodsWanted);
const scaleMs = goodsWanted > 0 ? Math.round(performance.now() - started) : 0;
// Planner statistics and visibility map, as a mall that has run a while has them (PGlite has no autovacuum).
await db.execute(sql`vacuum analyze`);

const [{ goods } = { goods: 0 }] = await db.select({ goods: count() }).from(product);
const onSaleIds = await db
  .select({ id: product.id })
  .from(product)
  .innerJoin(merchant, eq(merchant.id, product.merId))
  .where(onSale)
  .orderBy(asc(product.id));
const step = Math.max(1, Math.floor(onSaleIds.length / DETAIL_IDS));
const detailIds = onSaleIds.filter((_, i) => i % step === 0).map((r) => r.id);
const pageStep = Math.max(1, Math.floor(onSaleIds.length / PAGE_IDS));
const pageIds = onSaleIds.filter((_, i) => i % pageStep === 0).map((r) => r.id);
const pages = existsSync(path.join(STOREFRONT_DIR, 'index.html'));
const [root] = await db
  .select({ id: category.id })
  .from(category)
  .where(and(eq(category.pid, 0), eq(category.isShow, true)))
  .orderBy(asc(category.id))
  .limit(1);

const app = await buildApp({
  db,
  logLevel: false,
  auth: { courier: { send: async () => undefined }, visitorOpen: true },
  ...(pages ? { storefrontDir: STOREFRONT_DIR } : {}),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const ready: MallReady = {
  port: typeof address === 'object' && address ? address.port : 0,
  driver,
  goods,
  seedMs,
  scaleMs,
  detailIds,
  categoryId: root?.id ?? 0,
  pages,
  pageIds,
};
process.send?.(ready);
// The parent asks how much CPU this process has used, to give the CPU time per answer.
process.on('message', () => {
  const { user, system } = process.cpuUsage();
  process.send?.({ cpuUs: user + system });
});

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('disconnect', () => void stop());

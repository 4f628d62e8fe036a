import { mkdir, writeFile } from 'node:fs/promises';
import { Session as Inspector } from 'node:inspector/promises';
import path from 'node:path';
import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { openPglite, openPostgres } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { address, merchant, product, productSku } from '../src/db/schema.ts';
import { seed } from '../src/db/seed/index.ts';
import { onSale } from '../src/catalog/visibility.ts';
import { createSession } from '../src/http/session.ts';
import { createShopper } from '../test/harness.ts';

/*
 * The mall that bench/orders.ts buys from, run as its child process so the
 * load generator does not share its event loop (as bench/mallServer.ts for
 * bench/load.ts). Seeds a fresh database (BENCH_DRIVER pglite in memory, or
 * postgres at BENCH_DB_URL with a pool of BENCH_POOL connections), then,
 * before anything is timed, writes the buyers straight into the database:
 * BENCH_BUYERS shoppers (test/harness.ts `createShopper`) with a balance of
 * BUYER_BALANCE cents, a default address and a signed-in session each; and
 * gives the SKUs to buy STOCK units each. Builds the app as production does
 * (logs off), listens on 127.0.0.1 and sends {@link OrderMallReady}; then
 * answers the parent's {@link Ask} messages: its counters (CPU used, SQL
 * statements sent), a snapshot before a run and the oversell check after it,
 * and the start and end of a measured window (pool queue and event-loop
 * sampling; with BENCH_CPU_PROF a CPU profile).
 */

/** One SKU the buyers order, with its goods id (what pre/order names). */
export interface BenchSku {
  productId: number;
  skuId: number;
  merId: number;
}

/** A signed-in buyer: token (header `authori-zation`) and default address id. */
export interface BenchBuyer {
  token: string;
  addressId: number;
}

/** Sent once listening. */
export interface OrderMallReady {
  port: number;
  driver: 'pglite' | 'postgres';
  /** PostgreSQL pool size (1 on PGlite: one connection, one transaction at a time). */
  pool: number;
  buyers: BenchBuyer[];
  /** SKUs of goods on sale, one per goods, spread over the shops, with STOCK units each. */
  skus: BenchSku[];
  /** Setup time, ms: seed, then buyers and stock. */
  seedMs: number;
  buyersMs: number;
}

/** What the check after a run found; `problems` is empty when everything holds. */
export interface Verdict {
  problems: string[];
  /** Master orders created, and paid, since the snapshot. */
  created: number;
  paid: number;
  /** Units in those orders (not cancelled). */
  units: number;
  /** SKUs and buyers checked. */
  skusChecked: number;
  buyersChecked: number;
}

/** What the mall process was doing during a run (the database's backends are sampled by the parent, bench/orders.ts). */
export interface MallProfile {
  /** Mean requests queued for a pool connection, sampled every SAMPLE_MS (0 on PGlite). */
  poolWaiting: number;
  /** Event-loop utilisation of the mall process over the run, 0..1. */
  eventLoop: number;
}

/**
 * The mall's counters: CPU time of its process (user + system, µs), SQL statements sent, and ms until
 * their answers (while timing is on).
 */
export interface MallCounters {
  cpuUs: number;
  /** The system (kernel) part of `cpuUs`: socket writes and reads. */
  systemUs: number;
  statements: number;
  statementMs: number;
}

/** The parent's questions; each answered with `{ id, result }`. */
export type Ask =
  | { id: number; type: 'counters' }
  | { id: number; type: 'timing'; on: boolean }
  | { id: number; type: 'snapshot' }
  | { id: number; type: 'verify'; created: number; paid: number }
  | { id: number; type: 'sampleStart'; label: string }
  | { id: number; type: 'sampleStop' }
  | { id: number; type: 'flushStats' };
/** A question before the parent numbers it. */
export type Question = Ask extends infer A ? (A extends Ask ? Omit<A, 'id'> : never) : never;

/** Stock given to each bench SKU: more than any run can sell. */
const STOCK = 1_000_000;
/** Balance of each buyer, cents (￥20 million): thousands of orders at ￥1 000 at most each. */
const BUYER_BALANCE = 2_000_000_000;
/** Goods dearer than this (price + postage, cents) are not bought, so balances last. */
const MAX_UNIT_COST = 100_000;
/** How many SKUs the random variant picks from. */
const SKU_SET = 40;
const SAMPLE_MS = 50;

const driver = process.env.BENCH_DRIVER === 'postgres' ? 'postgres' : 'pglite';
const poolSize = driver === 'postgres' ? Number(process.env.BENCH_POOL || 10) : 1;
const buyerCount = Number(process.env.BENCH_BUYERS || 50);

// Every statement the pool sends (one round trip each: begin and commit included) and the time until
// its answer, for the parent's count per call. Patched before the pool makes its first client.
let statements = 0;
let statementMs = 0;
/** Statements are timed only while the parent asks (its one-buyer profile): timing each costs CPU the runs would see. */
let timing = false;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
  statements++;
  if (!timing) return query.apply(this, args);
  const started = performance.now();
  const done = () => (statementMs += performance.now() - started);
  // pg.Pool#query passes a callback; drizzle's transactions await a promise.
  const last = args.length - 1;
  const callback = args[last];
  if (typeof callback === 'function') {
    args[last] = (...results: unknown[]) => {
      done();
      return (callback as (...r: unknown[]) => unknown)(...results);
    };
  }
  const result = query.apply(this, args);
  if (result instanceof Promise) void result.finally(done).catch(() => undefined);
  return result;
} as typeof pg.Client.prototype.query;

const database =
  driver === 'postgres' ? await openPostgres(process.env.BENCH_DB_URL ?? '', poolSize) : await openPglite('memory://');
await migrate(database);
const { db } = database;
let started = performance.now();
await seed(db);
const seedMs = Math.round(performance.now() - started);

// ---------------------------------------------------------------- buyers and stock, before anything is timed
started = performance.now();
const candidates = await db
  .select({ productId: productSku.productId, skuId: productSku.id, merId: product.merId })
  .from(productSku)
  .innerJoin(product, eq(product.id, productSku.productId))
  .innerJoin(merchant, eq(merchant.id, product.merId))
  .where(and(onSale, gt(productSku.stock, 0), sql`${productSku.price} + ${product.postage} <= ${MAX_UNIT_COST}`))
  .orderBy(asc(productSku.id));
// One SKU per goods, taken from the shops in turn, so the orders spread over shops as well as goods.
const byShop = new Map<number, BenchSku[]>();
const goodsSeen = new Set<number>();
for (const c of candidates) {
  if (goodsSeen.has(c.productId)) continue;
  goodsSeen.add(c.productId);
  byShop.set(c.merId, [...(byShop.get(c.merId) ?? []), c]);
}
const skus: BenchSku[] = [];
for (let round = 0; skus.length < SKU_SET && [...byShop.values()].some((list) => list.length > round); round++) {
  for (const list of byShop.values()) if (list[round] && skus.length < SKU_SET) skus.push(list[round]!);
}
if (skus.length === 0) throw new Error('no goods on sale to buy');
const skuIds = skus.map((s) => s.skuId);
const productIds = [...new Set(skus.map((s) => s.productId))];
await db.update(productSku).set({ stock: STOCK }).where(inArray(productSku.id, skuIds));
// The goods' stock is the sum of their SKUs' (kept in step by every SKU change).
await db
  .update(product)
  .set({ stock: sql`(select coalesce(sum(${productSku.stock}), 0) from ${productSku} where ${productSku.productId} = ${product.id})` })
  .where(inArray(product.id, productIds));

const buyers: BenchBuyer[] = await Promise.all(
  Array.from({ length: buyerCount }, async (_, i) => {
    const userId = await createShopper(db, `1990${String(i).padStart(7, '0')}`, BUYER_BALANCE);
    const [row] = await db
      .insert(address)
      .values({
        userId,
        realName: `买家 ${i}`,
        phone: '13800138000',
        countryCode: '86',
        country: '中国',
        detail: '杭州市西湖区文三路 90 号',
        postCode: '310012',
        isDefault: true,
      })
      .returning({ id: address.id });
    return { token: await createSession(db, userId), addressId: row!.id };
  }),
);
// Planner statistics and visibility map, as a mall that has run a while has them (PGlite has no autovacuum).
await db.execute(sql`vacuum analyze`);
const buyersMs = Math.round(performance.now() - started);

// BENCH_LOG=warn shows the mall's warnings and errors (logs are off otherwise, as in load.ts).
const app = await buildApp({
  db,
  logLevel: process.env.BENCH_LOG || false,
  auth: { courier: { send: async () => undefined }, visitorOpen: true },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const listening = app.server.address();
const ready: OrderMallReady = {
  port: typeof listening === 'object' && listening ? listening.port : 0,
  driver,
  pool: poolSize,
  buyers,
  skus,
  seedMs,
  buyersMs,
};
process.send?.(ready);

// ---------------------------------------------------------------- the oversell check

type Rows<T> = { rows: T[] };
async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

/** The state a run starts from: stock and sales per SKU and goods, balances, the last order and line ids. */
interface Snapshot {
  masterId: number;
  itemId: number;
  sku: Map<number, { stock: number; sales: number }>;
  goods: Map<number, { stock: number; sales: number }>;
  balance: Map<number, number>;
}
let snapshot: Snapshot | undefined;

async function takeSnapshot(): Promise<void> {
  // Fresh planner statistics before each run, as autovacuum keeps them on a PostgreSQL that has it on (the
  // test server here has it off; PGlite has none). Without them the tables of orders keep the statistics
  // taken when they were empty, and the foreign-key checks of each new order read master_order whole.
  await db.execute(sql`analyze`);
  const [last] = await rows<{ master: number; item: number }>(
    sql`select (select coalesce(max(id), 0) from master_order)::int as master, (select coalesce(max(id), 0) from order_item)::int as item`,
  );
  const skuRows = await rows<{ id: number; stock: number; sales: number }>(sql`select id, stock, sales from product_sku`);
  const goodsRows = await rows<{ id: number; stock: number; sales: number }>(sql`select id, stock, sales from product`);
  const balances = await rows<{ id: number; balance: number }>(sql`select id, balance from app_user`);
  snapshot = {
    masterId: last!.master,
    itemId: last!.item,
    sku: new Map(skuRows.map((r) => [r.id, { stock: r.stock, sales: r.sales }])),
    goods: new Map(goodsRows.map((r) => [r.id, { stock: r.stock, sales: r.sales }])),
    balance: new Map(balances.map((r) => [r.id, r.balance])),
  };
}

/**
 * After a run: no stock or balance below zero; for every SKU and goods, stock
 * taken = sales added = units in the run's orders (not cancelled); for every
 * buyer, balance spent = what their paid orders of the run cost; master orders
 * created and paid = what the load generator was told. Only what the public
 * API promises is checked, not how the server books it (bills, ledgers).
 */
async function verify(created: number, paid: number): Promise<Verdict> {
  const before = snapshot;
  if (!before) throw new Error('verify before snapshot');
  const problems: string[] = [];
  const negative = await rows<{ what: string; n: number }>(sql`
    select 'SKUs with stock < 0' as what, count(*)::int as n from product_sku where stock < 0
    union all select 'goods with stock < 0', count(*)::int from product where stock < 0
    union all select 'balances < 0', count(*)::int from app_user where balance < 0`);
  for (const r of negative) if (r.n > 0) problems.push(`${r.n} ${r.what}`);

  const units = await rows<{ sku: number; goods: number; units: number }>(sql`
    select oi.sku_id as sku, oi.product_id as goods, sum(oi.quantity)::int as units
    from order_item oi
    join merchant_order mo on mo.order_no = oi.mer_order_no
    join master_order m on m.order_no = mo.master_order_no
    where oi.id > ${before.itemId} and not m.is_cancel
    group by oi.sku_id, oi.product_id`);
  const skuUnits = new Map<number, number>();
  const goodsUnits = new Map<number, number>();
  for (const u of units) {
    skuUnits.set(u.sku, (skuUnits.get(u.sku) ?? 0) + u.units);
    goodsUnits.set(u.goods, (goodsUnits.get(u.goods) ?? 0) + u.units);
  }
  type Stock = { id: number; stock: number; sales: number };
  const compare = (what: string, was: Snapshot['sku'], now: Stock[], sold: Map<number, number>) => {
    for (const r of now) {
      const old = was.get(r.id);
      if (!old) continue;
      const n = sold.get(r.id) ?? 0;
      if (old.stock - r.stock !== n) problems.push(`${what} ${r.id}: stock fell by ${old.stock - r.stock}, orders hold ${n} units`);
      if (r.sales - old.sales !== n) problems.push(`${what} ${r.id}: sales rose by ${r.sales - old.sales}, orders hold ${n} units`);
    }
  };
  const skuNow = await rows<Stock>(sql`select id, stock, sales from product_sku`);
  compare('SKU', before.sku, skuNow, skuUnits);
  compare('goods', before.goods, await rows<Stock>(sql`select id, stock, sales from product`), goodsUnits);

  const spent = await rows<{ id: number; balance: number; spent: number }>(sql`
    select u.id, u.balance, coalesce(sum(m.pay_price), 0)::bigint as spent
    from app_user u left join master_order m on m.user_id = u.id and m.id > ${before.masterId} and m.paid
    group by u.id, u.balance`);
  for (const r of spent) {
    const was = before.balance.get(r.id);
    if (was !== undefined && was - r.balance !== Number(r.spent)) {
      problems.push(`buyer ${r.id}: balance fell by ${was - r.balance}, paid orders cost ${r.spent}`);
    }
  }

  const [counts] = await rows<{ created: number; paid: number }>(sql`
    select count(*)::int as created, (count(*) filter (where paid))::int as paid from master_order where id > ${before.masterId}`);
  if (counts!.created !== created) problems.push(`${counts!.created} master orders created, the load generator saw ${created}`);
  if (counts!.paid !== paid) problems.push(`${counts!.paid} master orders paid, the load generator saw ${paid}`);
  return {
    problems,
    created: counts!.created,
    paid: counts!.paid,
    units: [...skuUnits.values()].reduce((a, b) => a + b, 0),
    skusChecked: skuNow.length,
    buyersChecked: spent.length,
  };
}

// ---------------------------------------------------------------- pool queue and event loop

/** Samples the pool's queue every SAMPLE_MS, and the event loop's utilisation over the run. */
class Sampler {
  private timer: NodeJS.Timeout | undefined;
  private samples = 0;
  private waiting = 0;
  private elu: EventLoopUtilization | undefined;

  start(): void {
    this.samples = this.waiting = 0;
    this.elu = performance.eventLoopUtilization();
    const pool = (db as unknown as { $client: { waitingCount?: number } }).$client;
    this.timer = setInterval(() => {
      this.waiting += pool.waitingCount ?? 0;
      this.samples++;
    }, SAMPLE_MS);
  }

  stop(): MallProfile {
    clearInterval(this.timer);
    return { poolWaiting: this.waiting / Math.max(1, this.samples), eventLoop: performance.eventLoopUtilization(this.elu).utilization };
  }
}
const sampler = new Sampler();

/**
 * Makes every connection of the pool hand its table statistics to PostgreSQL now (they otherwise wait up
 * to 10 s once idle), so that the parent's readings of pg_stat_user_tables fall on either side of a run.
 */
async function flushStats(): Promise<void> {
  if (driver !== 'postgres') return;
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const clients = await Promise.all(Array.from({ length: Math.max(1, pool.totalCount) }, () => pool.connect()));
  try {
    await Promise.all(clients.map((c) => c.query('select pg_stat_force_next_flush()')));
  } finally {
    for (const c of clients) c.release();
  }
}

// ---------------------------------------------------------------- CPU profile of each measured window

/** With BENCH_CPU_PROF=<folder>, a V8 CPU profile of the mall per measured window, `<label>.cpuprofile` (Chrome DevTools opens it). */
class Profiler {
  private session: Inspector | undefined;
  private label = '';
  async start(label: string): Promise<void> {
    if (!process.env.BENCH_CPU_PROF) return;
    this.label = label;
    this.session = new Inspector();
    this.session.connect();
    await this.session.post('Profiler.enable');
    await this.session.post('Profiler.start');
  }
  async stop(): Promise<void> {
    const session = this.session;
    if (!session) return;
    this.session = undefined;
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    const dir = path.resolve(process.env.BENCH_CPU_PROF!);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, `${this.label}.cpuprofile`), JSON.stringify(profile));
  }
}
const profiler = new Profiler();

// ---------------------------------------------------------------- the parent's questions

process.on('message', (message: Ask) => {
  const answer = async (): Promise<unknown> => {
    switch (message.type) {
      case 'counters': {
        const { user, system } = process.cpuUsage();
        return { cpuUs: user + system, systemUs: system, statements, statementMs };
      }
      case 'timing':
        timing = message.on;
        return undefined;
      case 'snapshot':
        return takeSnapshot();
      case 'verify':
        return verify(message.created, message.paid);
      case 'sampleStart':
        await profiler.start(message.label);
        return sampler.start();
      case 'sampleStop':
        await profiler.stop();
        return sampler.stop();
      case 'flushStats':
        return flushStats();
    }
  };
  answer().then(
    (result) => process.send?.({ id: message.id, result }),
    (error: unknown) => process.send?.({ id: message.id, error: String((error as Error)?.stack ?? error) }),
  );
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

import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { Bench } from 'tinybench';
import { buildApp } from '../src/app.ts';
import { replyPageQuery, STARS_OF } from '../src/catalog/reviews.ts';
import { openPglite, openPostgres, type Database, type Db } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seed } from '../src/db/seed/index.ts';

/*
 * `pnpm bench` (after bench/orders.ts): the goods page's review list on a
 * goods with BENCH_REVIEWS (10,000) reviews (the issue "After-sale",
 * Reviews: "stays fast on a goods with 10,000 reviews, paged by index"),
 * through Fastify's injector (no network): the first page, a deep page
 * (the last), each score filter, and the summary; ms per request. Before
 * timing, each list query's plan (EXPLAIN ANALYZE) is checked: it must read
 * by index, never scan the table, and on a first page sort nothing
 * (catalog/reviews.ts merges one index range per star); the run fails
 * (exit 1) otherwise. Also the two statements of a first page alone (the
 * page, and the count behind its total), to show where the time goes.
 * PGlite in memory, and PostgreSQL when it answers (a database made with
 * scripts/ci-database.mjs and dropped after). Writes the table to
 * .data/bench/reviews-<driver>.json.
 *
 * Settings (environment):
 *   BENCH_REVIEWS=10000        reviews written on the goods
 *   BENCH_OTHER_REVIEWS=100000 reviews of other goods written among them
 *   BENCH_TIME_MS=1000         measured time per case
 *   BENCH_DRIVERS=pglite,postgres
 *   POSTGRES_ADMIN_URL         server to create the bench database on
 *                              (default postgres://postgres@127.0.0.1:5432/postgres; skipped when it does not answer)
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const OUT_DIR = path.resolve(here, '../../../.data/bench');
const CI_DATABASE = path.resolve(here, '../scripts/ci-database.mjs');
const REVIEWS = Number(process.env.BENCH_REVIEWS ?? 10_000);
const OTHER_REVIEWS = Number(process.env.BENCH_OTHER_REVIEWS ?? 100_000);
const TIME_MS = Number(process.env.BENCH_TIME_MS ?? 1000);
const DRIVERS = (process.env.BENCH_DRIVERS ?? 'pglite,postgres').split(',').map((d) => d.trim());
const ADMIN_URL = process.env.POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Reviews per page, as the storefront asks. */
const LIMIT = 20;

if (!Number.isInteger(REVIEWS) || REVIEWS < LIMIT) throw new Error(`BENCH_REVIEWS must be a whole number of at least ${LIMIT}`);

/** A goods on sale of the seeded mall: the one the other benches use. */
const GOODS = 158;

/**
 * Writes `count` reviews on goods `productId` among `others` reviews of
 * other goods on sale, interleaved as in a live mall (one in `1 + others /
 * count` rows is the goods'), dated a minute apart (so ids follow dates):
 * stars 1–5 in turn, one in 50 deleted, a third with a picture. Then
 * ANALYZE, so plans fit the table's size.
 */
async function writeReviews(db: Db, productId: number, count: number, others: number): Promise<void> {
  const every = 1 + Math.floor(others / count);
  await db.execute(sql`
    with goods as (
      select p.id, p.mer_id, row_number() over (order by p.id) - 1 as k, count(*) over () as n
      from product p join merchant m on m.id = p.mer_id
      where p.is_show and not p.is_del and p.audit_status = 1 and m.is_switch and p.id <> ${productId}
    )
    insert into product_reply (product_id, mer_id, nickname, star, comment, pics, sku, product_score, service_score, is_del, created_at)
    select coalesce(mine.id, g2.id), coalesce(mine.mer_id, g2.mer_id), '1**' || (g % 10), 1 + (g / ${every} % 5),
           'Review number ' || g || ': as described, well packed, arrived quickly.',
           case when g % 3 = 0 then '["/media/art/phone/1"]'::jsonb else '[]'::jsonb end, '',
           1 + (g % 5), 5, g / ${every} % 50 = 0, timestamptz '2026-01-01' + (g || ' minutes')::interval
    from generate_series(1, ${count * every}) as g
    left join (select id, mer_id from product where id = ${productId}) mine on g % ${every} = 0
    left join goods g2 on mine.id is null and g2.k = g % g2.n`);
  await db.execute(sql`analyze product_reply`);
}

/** Shown reviews of the goods with these stars, as the list counts them. */
async function countOf(db: Db, productId: number, stars: readonly number[]): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from product_reply where product_id = ${productId} and star in ${[...stars]} and not is_del`,
  );
  return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);
}

/**
 * The plan of one list page as catalog/reviews.ts asks it, and what it
 * shows: read through an index, never a sequential scan (`ok`); read in id
 * order up to the page (`inOrder`: no Sort node; on a first page that is
 * what makes it independent of the goods' number of reviews), or sorted
 * after reading by index (the planner's choice for deep pages, bounded by
 * the offset); which indexes. The planner picks the `(product_id, star, id)`
 * index, or the primary key backwards when the goods' reviews are dense
 * among the newest, both in id order.
 */
async function planOf(db: Db, productId: number, stars: readonly number[], offset: number): Promise<{ ok: boolean; inOrder: boolean; indexes: string; plan: string }> {
  const result = await db.execute(sql`explain analyze ${replyPageQuery(productId, stars, LIMIT, offset)}`);
  const plan = (result as unknown as { rows: Array<Record<string, string>> }).rows.map((row) => Object.values(row)[0]).join('\n');
  const indexes = [...new Set([...plan.matchAll(/(?:using|on) (product_reply_\w+)/g)].map((m) => m[1]))].join(', ');
  return {
    ok: indexes !== '' && !plan.includes('Seq Scan'),
    // A Sort node, not Merge Append's own "Sort Key".
    inOrder: !/(^|->)\s*Sort\s+\(/m.test(plan),
    indexes,
    plan,
  };
}

interface Row {
  case: string;
  url: string;
  'ms/req (mean)': string;
  'ms/req (p99)': string;
  'req/s': string;
  plan: string;
}

/** Measures the cases on one database. @returns the table, and whether every plan was right. */
async function runOn(database: Database): Promise<{ rows: Row[]; plansOk: boolean }> {
  const { db } = database;
  await writeReviews(db, GOODS, REVIEWS, OTHER_REVIEWS);
  const app = await buildApp({ db, logLevel: false, jobs: false, auth: { courier: { send: async () => undefined }, visitorOpen: true } });
  try {
    const cases: Array<{ name: string; type: number; page: number | 'last' }> = [
      { name: 'all, first page', type: 0, page: 1 },
      { name: 'all, last page', type: 0, page: 'last' },
      { name: 'good (5★), first page', type: 1, page: 1 },
      { name: 'general (2–4★), middle page', type: 2, page: 'last' },
      { name: 'bad (1★), first page', type: 3, page: 1 },
    ];
    const bench = new Bench({ time: TIME_MS, warmupTime: 200 });
    const plans = new Map<string, { ok: boolean; inOrder: boolean; indexes: string }>();
    const urls = new Map<string, string>();
    for (const c of cases) {
      const stars = STARS_OF[c.type as keyof typeof STARS_OF];
      const total = await countOf(db, GOODS, stars);
      const lastPage = Math.max(1, Math.ceil(total / LIMIT));
      const page = c.page === 'last' ? (c.type === 2 ? Math.ceil(lastPage / 2) : lastPage) : c.page;
      const url = `/api/front/product/reply/list/${GOODS}?page=${page}&limit=${LIMIT}&type=${c.type}`;
      const answer = (await app.inject({ method: 'GET', url })).json() as { code: number; data: { list: unknown[]; total: number } };
      if (answer.code !== 200 || answer.data.total !== total || answer.data.list.length === 0) {
        throw new Error(`${url} answered ${JSON.stringify(answer).slice(0, 200)} (expected ${total} reviews)`);
      }
      const plan = await planOf(db, GOODS, stars, (page - 1) * LIMIT);
      plans.set(c.name, plan);
      urls.set(c.name, url);
      if (!plan.ok || (page === 1 && !plan.inOrder)) console.error(`The plan of "${c.name}" does not read the index as it should:\n${plan.plan}`);
      bench.add(c.name, async () => {
        await app.inject({ method: 'GET', url });
      });
    }
    // The two statements of a first page, without HTTP: the page itself, and the count its total comes from.
    bench.add('SQL only: first page (all)', async () => {
      await db.execute(replyPageQuery(GOODS, STARS_OF[0], LIMIT, 0));
    });
    bench.add('SQL only: count (all)', async () => {
      await countOf(db, GOODS, STARS_OF[0]);
    });
    const summaryUrl = `/api/front/product/reply/config/${GOODS}`;
    urls.set('summary (counts, good rate, stars)', summaryUrl);
    bench.add('summary (counts, good rate, stars)', async () => {
      await app.inject({ method: 'GET', url: summaryUrl });
    });
    await bench.run();
    const rows = bench.tasks.map((task) => {
      const r = task.result as unknown as { latency?: { mean: number; p99?: number }; throughput?: { mean: number } };
      const plan = plans.get(task.name);
      return {
        case: task.name,
        url: urls.get(task.name) ?? '',
        'ms/req (mean)': (r.latency?.mean ?? Number.NaN).toFixed(2),
        'ms/req (p99)': (r.latency?.p99 ?? Number.NaN).toFixed(2),
        'req/s': Math.round(r.throughput?.mean ?? 0).toString(),
        plan: plan ? (!plan.ok ? 'NOT BY INDEX' : `${plan.inOrder ? 'in order' : 'sorted'}: ${plan.indexes}`) : '-',
      };
    });
    const firstPages = cases.filter((c) => c.page === 1).map((c) => plans.get(c.name)!);
    return { rows, plansOk: [...plans.values()].every((p) => p.ok) && firstPages.every((p) => p.inOrder) };
  } finally {
    await app.close();
  }
}

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch (error) {
    if (process.env.POSTGRES_ADMIN_URL) throw error;
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const execFileAsync = promisify(execFile);
async function ciDatabase(action: 'create' | 'drop', name: string): Promise<void> {
  await execFileAsync(process.execPath, [CI_DATABASE, action, name], { env: process.env });
}

let failed = false;
await mkdir(OUT_DIR, { recursive: true });
for (const driver of DRIVERS) {
  let database: Database;
  let dropName: string | undefined;
  if (driver === 'pglite') {
    database = await openPglite('memory://');
  } else if (driver === 'postgres') {
    if (!(await postgresAnswers())) {
      console.log('PostgreSQL does not answer: the review bench runs on PGlite only.');
      continue;
    }
    dropName = `mall_bench_reviews_${process.pid}`;
    await ciDatabase('create', dropName);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${dropName}`;
    database = await openPostgres(url.toString());
  } else {
    throw new Error(`BENCH_DRIVERS: unknown driver "${driver}" (pglite or postgres)`);
  }
  try {
    await migrate(database);
    await seed(database.db);
    const { rows, plansOk } = await runOn(database);
    console.log(`\nGoods review list, ${REVIEWS} reviews on goods ${GOODS} among ${OTHER_REVIEWS} of other goods, ${LIMIT} per page (${driver}):`);
    console.table(rows.map(({ url: _url, ...row }) => row));
    await writeFile(path.join(OUT_DIR, `reviews-${driver}.json`), JSON.stringify({ driver, reviews: REVIEWS, limit: LIMIT, rows }, null, 2));
    if (!plansOk) failed = true;
  } finally {
    await database.close();
    if (dropName) await ciDatabase('drop', dropName);
  }
}
if (failed) {
  console.error('A review list was not read by index (see the plans above).');
  process.exitCode = 1;
}

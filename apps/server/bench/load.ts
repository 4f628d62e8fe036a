import { fork, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import type { MallReady } from './mallServer.ts';

/*
 * `pnpm bench` (after bench/run.ts): the mall under load through real HTTP.
 * A bare `node:http` server with a fixed JSON body sets the ceiling of this
 * machine; then the mall (buildApp on a freshly seeded database: PGlite in a
 * temp folder, and PostgreSQL when BENCH_DATABASE_URL or 127.0.0.1:5432
 * answers, in a database created and dropped here) takes `CONNECTIONS`
 * concurrent connections per endpoint. Servers run in child processes, the
 * load generator (autocannon) here.
 *
 * Each endpoint takes turns with the bare server (cached endpoints in four
 * short turns each), and its req/s is given as a share of the bare server's
 * over those turns, so a machine whose load changes during the run (other
 * jobs) skews the ratio less. The server's CPU time
 * per request is printed too: it hardly depends on that load. Prints one
 * table, checks the issue's targets, and writes each driver's table to
 * .data/bench/load-<driver>.json.
 *
 * Settings (environment):
 *   BENCH_GOODS=100000   catalogue size (default: the demo seed alone)
 *   BENCH_DURATION=2     seconds measured per endpoint, after BENCH_WARMUP=0.5 s unmeasured
 *   BENCH_BARE_DURATION=1  seconds of the bare server alongside each endpoint
 *   BENCH_CONNECTIONS=10 concurrent connections
 *   BENCH_DRIVERS=pglite,postgres
 *   BENCH_ENDPOINTS=search,detail  only endpoints whose names contain one of these (default all)
 *   BENCH_DATABASE_URL   PostgreSQL server to create the bench database on
 *                        (default postgres://postgres@127.0.0.1:5432/postgres, skipped when unreachable)
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const OUT_DIR = path.resolve(here, '../../../.data/bench');

function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

const DURATION_S = positive('BENCH_DURATION', 2);
const WARMUP_S = positive('BENCH_WARMUP', 0.5);
const BARE_S = positive('BENCH_BARE_DURATION', 1);
/** Turns the bare server and each cached endpoint take within their durations. */
const ROUNDS = 4;
const CONNECTIONS = Math.round(positive('BENCH_CONNECTIONS', 10));
const GOODS = process.env.BENCH_GOODS ? Math.round(positive('BENCH_GOODS', 1)) : 0;
const DRIVERS = (process.env.BENCH_DRIVERS ?? 'pglite,postgres').split(',').map((d) => d.trim());
const ONLY = (process.env.BENCH_ENDPOINTS ?? '').split(',').map((e) => e.trim()).filter(Boolean);

/** The issue's targets at 100k goods and concurrency 10. */
const TARGETS = {
  search: { p95Ms: 20, text: 'p95 ≤ 20 ms' },
  detail: { p95Ms: 10, text: 'p95 ≤ 10 ms' },
  // Issue 17, storefront pages (their head written by the server): a whole page of some 8 KB, so its time is
  // the time to first byte plus a few µs on this loopback.
  pageCached: { p95Ms: 20, text: 'p95 ≤ 20 ms' },
  pageUncached: { p95Ms: 100, text: 'p95 ≤ 100 ms' },
  cached: { shareOfBare: 0.6, text: '≥ 60 % of bare req/s' },
} as const;

type Kind = keyof typeof TARGETS | 'other';

interface Endpoint {
  name: string;
  kind: Kind;
  /** Paths requested in turn by each connection. */
  paths: string[];
  /**
   * Instead of `paths` after the first: every request, on any connection, takes the next of these, so
   * none is asked twice until they run out (pages the server has not kept yet).
   */
  fresh?: string[];
  headers?: Record<string, string>;
}

/** One line of the table; latencies in ms. */
interface Row {
  endpoint: string;
  driver: string;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  /** req/s of the bare slice measured just before, and this row's req/s as a percentage of it. */
  bareRps: number;
  pctOfBare: number;
  /** Server CPU time (user + system) per answer, µs. */
  cpuUsPerReq: number;
  requests: number;
  /** Answers other than HTTP 2xx, and connection errors or timeouts. */
  non2xx: number;
  errors: number;
  target: string;
  verdict: 'met' | 'missed' | '';
}

const search = (query: string) => `/api/front/product/list?${query}&page=1&limit=20`;
const keyword = (word: string) => search(`keyword=${encodeURIComponent(word)}`);

function endpointsFor(mall: MallReady): Endpoint[] {
  const cid = `cid=${mall.categoryId}`;
  return [
    { name: 'search keyword 手机', kind: 'search', paths: [keyword('手机')] },
    { name: 'search keyword 耳机', kind: 'search', paths: [keyword('耳机')] },
    { name: 'search keyword Pro', kind: 'search', paths: [keyword('Pro')] },
    { name: 'category, default order', kind: 'search', paths: [search(cid)] },
    { name: 'category, salesOrder desc', kind: 'search', paths: [search(`${cid}&salesOrder=desc`)] },
    { name: 'category, priceOrder asc', kind: 'search', paths: [search(`${cid}&priceOrder=asc`)] },
    { name: 'category, priceOrder desc', kind: 'search', paths: [search(`${cid}&priceOrder=desc`)] },
    { name: `goods detail (${mall.detailIds.length} ids)`, kind: 'detail', paths: mall.detailIds.map((id) => `/api/front/product/detail/${id}`) },
    { name: 'home index', kind: 'cached', paths: ['/api/pc/home/index'] },
    { name: 'categories', kind: 'cached', paths: ['/api/front/product/category'] },
    // What browsers ask for: the cached answer is compressed once, not per request.
    { name: 'categories, br accepted', kind: 'cached', paths: ['/api/front/product/category'], headers: { 'accept-encoding': 'gzip, deflate, br' } },
    { name: 'hot keywords', kind: 'cached', paths: ['/api/front/search/keyword'] },
    { name: 'shop street', kind: 'other', paths: ['/api/front/merchant/street?page=1&limit=10'] },
    ...(mall.pages ? pageEndpoints(mall) : []),
  ];
}

/** Storefront pages (issue 17), when the mall serves the built storefront. */
function pageEndpoints(mall: MallReady): Endpoint[] {
  const goodsPage = (id: number) => `/goods_detail/${id}`;
  const [first = 0, ...rest] = mall.pageIds;
  return [
    { name: 'page home (kept)', kind: 'pageCached', paths: ['/'] },
    { name: 'page goods detail (kept)', kind: 'pageCached', paths: [goodsPage(first)] },
    { name: 'page goods detail (kept), br accepted', kind: 'pageCached', paths: [goodsPage(first)], headers: { 'accept-encoding': 'gzip, deflate, br' } },
    {
      name: `page goods detail, each asked once (${rest.length} ids)`,
      kind: 'pageUncached',
      paths: [goodsPage(first)],
      fresh: rest.map(goodsPage),
    },
  ];
}

// ---------------------------------------------------------------- child processes

/** A bench server in a child process: where it listens and how much CPU it has used. */
interface Server<T> {
  process: ChildProcess;
  ready: T;
  base: string;
}

/** Forks a bench server (under this process's TypeScript loader) and waits for its first message. */
function startServer<T extends { port: number }>(file: string, env: Record<string, string>): Promise<Server<T>> {
  const child = fork(path.join(here, file), { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => {
      const ready = message as T;
      resolve({ process: child, ready, base: `http://127.0.0.1:${ready.port}` });
    });
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code} before it was ready`)));
  });
}

/** The CPU time (user + system, µs) the server process has used so far. */
function cpuOf(server: Server<unknown>): Promise<number> {
  return new Promise((resolve) => {
    server.process.once('message', (message) => resolve((message as { cpuUs: number }).cpuUs));
    server.process.send('cpu');
  });
}

/** Stops a child and waits for it (killing it after 10 s). */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

// ---------------------------------------------------------------- measuring

interface Measured {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  requests: number;
  non2xx: number;
  errors: number;
  cpuUsPerReq: number;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** What one autocannon run saw: every answer's latency (ms), its wall time and the server's CPU time. */
interface Sample {
  times: number[];
  elapsedS: number;
  non2xx: number;
  errors: number;
  cpuUs: number;
}

/** Runs autocannon against `server` over `paths` for `seconds`. */
async function sample(server: Server<unknown>, endpoint: Pick<Endpoint, 'paths' | 'headers' | 'fresh'>, seconds: number): Promise<Sample> {
  const fresh = endpoint.fresh;
  const times: number[] = [];
  let non2xx = 0;
  const cpuBefore = await cpuOf(server);
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: server.base,
        connections: CONNECTIONS,
        duration: seconds,
        // Pages asked once each: the run ends when they run out, so none is measured twice (kept).
        ...(fresh ? { maxOverallRequests: Math.max(CONNECTIONS, fresh.length) } : {}),
        requests: endpoint.paths.map((p) => ({
          method: 'GET' as const,
          path: p,
          ...(endpoint.headers ? { headers: endpoint.headers } : {}),
          ...(fresh ? { setupRequest: (request: autocannon.Request) => ({ ...request, path: fresh.shift() ?? p }) } : {}),
        })),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      times.push(responseTime);
      if (statusCode < 200 || statusCode >= 300) non2xx++;
    });
  });
  const elapsedS = (performance.now() - started) / 1000;
  const cpuUs = (await cpuOf(server)) - cpuBefore;
  return { times, elapsedS, non2xx, errors: result.errors + result.timeouts, cpuUs };
}

/** Percentiles over every answer of the samples (autocannon's own summary has no p95), req/s over their summed wall time. */
function summarize(samples: Sample[]): Measured {
  const sorted = Float64Array.from(samples.flatMap((s) => s.times)).sort();
  const elapsedS = samples.reduce((t, s) => t + s.elapsedS, 0);
  const cpuUs = samples.reduce((t, s) => t + s.cpuUs, 0);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    rps: sorted.length / elapsedS,
    requests: sorted.length,
    non2xx: samples.reduce((n, s) => n + s.non2xx, 0),
    errors: samples.reduce((n, s) => n + s.errors, 0),
    cpuUsPerReq: sorted.length ? cpuUs / sorted.length : Number.NaN,
  };
}

function verdict(kind: Kind, m: Measured, bareRps: number): Pick<Row, 'target' | 'verdict'> {
  if (kind === 'search' || kind === 'detail' || kind === 'pageCached' || kind === 'pageUncached') {
    const t = TARGETS[kind];
    return { target: t.text, verdict: m.p95 <= t.p95Ms && m.non2xx === 0 ? 'met' : 'missed' };
  }
  if (kind === 'cached') {
    const t = TARGETS.cached;
    return { target: t.text, verdict: m.rps >= t.shareOfBare * bareRps && m.non2xx === 0 ? 'met' : 'missed' };
  }
  return { target: '', verdict: '' };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function row(endpoint: string, driver: string, m: Measured, bareRps: number, kind: Kind): Row {
  return {
    endpoint,
    driver,
    p50: round2(m.p50),
    p95: round2(m.p95),
    p99: round2(m.p99),
    rps: Math.round(m.rps),
    bareRps: Math.round(bareRps),
    pctOfBare: Math.round((m.rps / bareRps) * 1000) / 10,
    cpuUsPerReq: Math.round(m.cpuUsPerReq * 10) / 10,
    requests: m.requests,
    non2xx: m.non2xx,
    errors: m.errors,
    ...verdict(kind, m, bareRps),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** The bare server's line: the median of its slices. */
function bareRow(driver: string, slices: Measured[]): Row {
  const pick = (k: keyof Measured) => median(slices.map((s) => s[k]));
  const m: Measured = {
    p50: pick('p50'),
    p95: pick('p95'),
    p99: pick('p99'),
    rps: pick('rps'),
    requests: slices.reduce((n, s) => n + s.requests, 0),
    non2xx: slices.reduce((n, s) => n + s.non2xx, 0),
    errors: slices.reduce((n, s) => n + s.errors, 0),
    cpuUsPerReq: pick('cpuUsPerReq'),
  };
  return row(`bare node:http, fixed JSON (median of ${slices.length})`, driver, m, m.rps, 'other');
}

// ---------------------------------------------------------------- databases

/** The PostgreSQL server to bench on, or undefined when none answers (an unreachable BENCH_DATABASE_URL is an error). */
async function postgresServer(): Promise<string | undefined> {
  const url = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return url;
  } catch (error) {
    if (process.env.BENCH_DATABASE_URL) throw error;
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

// ---------------------------------------------------------------- output

/** Display width: CJK characters take two columns. */
function width(text: string): number {
  let w = 0;
  for (const ch of text) w += (ch.codePointAt(0) ?? 0) >= 0x2e80 ? 2 : 1;
  return w;
}

function printTable(rows: Row[]): void {
  const header = ['endpoint', 'driver', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', '% bare', 'CPU µs/req', 'non-2xx', 'target', ''];
  const fixed = (n: number, digits: number) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
  const cells = rows.map((r) => [
    r.endpoint,
    r.driver,
    fixed(r.p50, 2),
    fixed(r.p95, 2),
    fixed(r.p99, 2),
    String(r.rps),
    `${fixed(r.pctOfBare, 1)} %`,
    fixed(r.cpuUsPerReq, 1),
    String(r.non2xx + r.errors),
    r.target,
    r.verdict,
  ]);
  const widths = header.map((h, i) => Math.max(width(h), ...cells.map((c) => width(c[i] ?? ''))));
  const numeric = (i: number) => i >= 2 && i <= 8;
  const cell = (text: string, i: number) => {
    const pad = ' '.repeat((widths[i] ?? 0) - width(text));
    return numeric(i) ? pad + text : text + pad;
  };
  const line = (c: string[]) => c.map(cell).join('  ').trimEnd();
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const c of cells) console.log(line(c));
}

// ---------------------------------------------------------------- run

const cleanups: Array<() => Promise<void>> = [];
async function cleanUp(): Promise<void> {
  for (const task of cleanups.splice(0).reverse()) await task().catch((error: unknown) => console.error(error));
}
process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));

/** Seeds and starts the mall on `driver`, loads every endpoint; undefined when the driver is not available here. */
async function benchDriver(driver: string, bare: Server<{ port: number }>): Promise<Row[] | undefined> {
  const env: Record<string, string> = { BENCH_DRIVER: driver, BENCH_GOODS: String(GOODS) };
  if (driver === 'postgres') {
    const server = await postgresServer();
    if (!server) {
      console.log('\npostgres: no server at 127.0.0.1:5432 and no BENCH_DATABASE_URL: skipped.');
      return undefined;
    }
    const name = `mall_bench_${process.pid}_${Date.now().toString(36)}`;
    await admin(server, `create database "${name}"`);
    cleanups.push(() => admin(server, `drop database if exists "${name}" with (force)`));
    env.BENCH_DB_URL = withDatabase(server, name);
  } else if (driver === 'pglite') {
    const dir = await mkdtemp(path.join(tmpdir(), 'mall-bench-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    env.BENCH_DATA_DIR = dir;
  } else {
    throw new Error(`BENCH_DRIVERS: unknown driver "${driver}" (pglite or postgres)`);
  }

  console.log(`\n${driver}: seeding${GOODS ? ` up to ${GOODS} goods` : ' the demo mall'}…`);
  const mall = await startServer<MallReady>('mallServer.ts', env);
  cleanups.push(() => stopChild(mall.process));
  const { ready } = mall;
  console.log(`${driver}: ${ready.goods} goods; demo seed ${ready.seedMs} ms${ready.scaleMs ? `, generated goods ${ready.scaleMs} ms` : ''}.`);

  const root = { paths: ['/'] };
  await sample(bare, root, WARMUP_S);
  const bareSlices: Measured[] = [];
  const rows: Row[] = [];
  for (const endpoint of endpointsFor(ready).filter((e) => ONLY.length === 0 || ONLY.some((o) => e.name.includes(o)))) {
    const probe = await fetch(mall.base + endpoint.paths[0]);
    await probe.arrayBuffer();
    if (probe.status === 404) {
      console.log(`${driver}: ${endpoint.name}: not available (404), skipped.`);
      continue;
    }
    // Pages asked once each need no warm-up, and must not spend their ids on one.
    if (!endpoint.fresh) await sample(mall, endpoint, WARMUP_S);
    // The bare server and the endpoint take turns, so both see the machine in the same state. Slow
    // answers (the database-bound endpoints) would not fit in short turns: one turn each for them.
    const rounds = endpoint.kind === 'cached' ? ROUNDS : 1;
    const bareParts: Sample[] = [];
    const parts: Sample[] = [];
    for (let round = 0; round < rounds; round++) {
      bareParts.push(await sample(bare, root, BARE_S / rounds));
      parts.push(await sample(mall, endpoint, DURATION_S / rounds));
    }
    const slice = summarize(bareParts);
    bareSlices.push(slice);
    rows.push(row(endpoint.name, driver, summarize(parts), slice.rps, endpoint.kind));
  }
  await stopChild(mall.process);
  if (bareSlices.length > 0) rows.unshift(bareRow(driver, bareSlices));

  await mkdir(OUT_DIR, { recursive: true });
  const meta = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    goods: ready.goods,
    seedMs: ready.seedMs,
    scaleMs: ready.scaleMs,
    connections: CONNECTIONS,
    durationS: DURATION_S,
    bareDurationS: BARE_S,
  };
  await writeFile(path.join(OUT_DIR, `load-${driver}.json`), `${JSON.stringify({ ...meta, rows }, null, 2)}\n`);
  return rows;
}

const bare = await startServer<{ port: number; bodyBytes: number }>('bareServer.ts', {});
cleanups.push(() => stopChild(bare.process));
console.log(
  `Load benchmark: ${CONNECTIONS} connections; per endpoint ${WARMUP_S} s warm-up, then ${DURATION_S} s measured ` +
    `in turns with ${BARE_S} s of the bare server (body ${bare.ready.bodyBytes} bytes).`,
);
const all: Row[] = [];
try {
  for (const driver of DRIVERS) {
    const rows = await benchDriver(driver, bare);
    if (rows) all.push(...rows);
  }
} finally {
  await cleanUp();
}
console.log('');
printTable(all);
const met = all.filter((r) => r.verdict === 'met').length;
const missed = all.filter((r) => r.verdict === 'missed').length;
console.log(
  `\n${GOODS ? `${GOODS} goods` : 'Demo catalogue (BENCH_GOODS=100000 for the size the targets are set at)'}: ` +
    `${met} targets met, ${missed} missed. Tables in ${path.relative(process.cwd(), OUT_DIR)}/load-<driver>.json.`,
);

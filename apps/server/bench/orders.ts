import { execFile, fork, type ChildProcess } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { BenchBuyer, BenchSku, MallCounters, MallProfile, OrderMallReady, Question, Verdict } from './orderMall.ts';

/*
 * `pnpm bench` (after bench/run.ts and bench/load.ts): orders placed and paid
 * end to end through real HTTP, as the storefront does it (crmeb-wire §7):
 *   POST /api/front/order/pre/order   buy now, one SKU, one unit
 *   POST /api/front/order/create      { preOrderNo, addressId, payType: 'yue', payChannel: 'pc' }
 *   POST /api/front/pay/payment       { orderNo, payType: 'yue', payChannel: 'pc' }   (the balance)
 * A closed loop: N buyers, each its own shopper (with a balance, an address
 * and a session, written into the database before timing by bench/orderMall.ts),
 * each running that sequence again and again for BENCH_DURATION seconds.
 * Variants: `spread`, each sequence buys a random SKU of 40 goods spread over
 * the shops; `hot`, every buyer buys one of the same 3 SKUs, of 3 goods of 3
 * shops (row-lock contention on the SKU, its goods and, when payment credits
 * the shop, the shop). The mall runs in a child process (PGlite in memory;
 * PostgreSQL when 127.0.0.1:5432 answers, on a database made with
 * scripts/ci-database.mjs and dropped after), the buyers here.
 *
 * Per run: paid orders/s; p50/p95/p99 of the whole sequence and of each call;
 * errors; CPU per paid order of the mall process, of the bench database's
 * backends and of the buyers; how busy the machine was, and with what else;
 * the mall's event-loop use and pool queue; what the database's backends were
 * doing (pg_stat_activity samples: running, waiting on a lock or the WAL, or
 * "idle in transaction", i.e. waiting for the mall). After each run the mall
 * checks that nothing was oversold: no stock or balance below zero, stock
 * taken = sales added = units in the run's orders for every SKU and goods,
 * each buyer's balance spent = their paid orders, master orders created and
 * paid = what the buyers saw. Before each run the mall's database is analysed
 * (autovacuum's work, which this test server has off and PGlite lacks), so
 * plans fit the tables' sizes; each run lists the tables still read whole by
 * sequential scans, per paid order. Before the runs, one buyer alone shows per
 * call the SQL statements (round trips, begin/commit included), the time
 * waiting for them, and the CPU of the mall and of the database. Prints the
 * tables and writes them to .data/bench/orders-<driver>.json; exits 1 when
 * something was oversold.
 *
 * Settings (environment):
 *   BENCH_DURATION=10          seconds measured per run, after BENCH_WARMUP=1 s unmeasured
 *   BENCH_BUYERS=10,50         concurrent buyers, every variant and driver
 *   BENCH_CEILING=100,200      more buyers, PostgreSQL, spread variant only ('' for none)
 *   BENCH_VARIANTS=spread,hot
 *   BENCH_POOL=10              PostgreSQL pool of the mall (production's default, openDatabase)
 *   BENCH_DRIVERS=pglite,postgres
 *   BENCH_CPU_PROF=<folder>    the mall writes a V8 CPU profile of each measured window there
 *                              (<driver>-<variant>-<buyers>.cpuprofile, for Chrome DevTools)
 *   BENCH_LOG=warn             the mall's log level (off by default)
 *   POSTGRES_ADMIN_URL         server to create the bench database on
 *                              (default postgres://postgres@127.0.0.1:5432/postgres; skipped when it does not answer)
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const OUT_DIR = path.resolve(here, '../../../.data/bench');
const CI_DATABASE = path.resolve(here, '../scripts/ci-database.mjs');

function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

function counts(name: string, fallback: number[]): number[] {
  const raw = process.env[name];
  if (raw === undefined) return fallback;
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const n = Number(s);
      if (!Number.isInteger(n) || n <= 0) throw new Error(`${name}: "${s}" is not a positive whole number`);
      return n;
    });
}

const DURATION_S = positive('BENCH_DURATION', 10);
const WARMUP_S = process.env.BENCH_WARMUP === '0' ? 0 : positive('BENCH_WARMUP', 1);
const BUYERS = counts('BENCH_BUYERS', [10, 50]);
const CEILING = counts('BENCH_CEILING', [100, 200]);
const POOL = Math.round(positive('BENCH_POOL', 10));
const DRIVERS = (process.env.BENCH_DRIVERS ?? 'pglite,postgres').split(',').map((d) => d.trim());
const VARIANTS = (process.env.BENCH_VARIANTS ?? 'spread,hot').split(',').map((v) => v.trim()) as Variant[];
for (const v of VARIANTS) if (v !== 'spread' && v !== 'hot') throw new Error(`BENCH_VARIANTS: unknown variant "${v}" (spread or hot)`);
const ADMIN_URL = process.env.POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** SKUs every buyer of the hot variant shares. */
const HOT_SKUS = 3;
/** Sequential sequences of the one-buyer profile. */
const PROFILE_SEQUENCES = 30;

/** The issue's target on PostgreSQL. */
const TARGET_PAID_PER_S = 300;

type Variant = 'spread' | 'hot';
const CALLS = ['pre', 'create', 'pay'] as const;
type Call = (typeof CALLS)[number];
const PATHS: Record<Call, string> = {
  pre: '/api/front/order/pre/order',
  create: '/api/front/order/create',
  pay: '/api/front/pay/payment',
};

// ---------------------------------------------------------------- the mall, in a child process

interface Mall {
  process: ChildProcess;
  ready: OrderMallReady;
  port: number;
  ask<T>(question: Question): Promise<T>;
}

function startMall(env: Record<string, string>): Promise<Mall> {
  const child = fork(path.join(here, 'orderMall.ts'), { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  let next = 0;
  const waiting = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      reject(new Error(`orderMall.ts exited with ${code} before it was ready`));
      for (const w of waiting.values()) w.reject(new Error(`orderMall.ts exited with ${code}`));
    });
    child.on('message', (message: { id?: number; result?: unknown; error?: string } & Partial<OrderMallReady>) => {
      if (message.id === undefined) {
        const ready = message as OrderMallReady;
        resolve({
          process: child,
          ready,
          port: ready.port,
          ask: <T>(question: Question) =>
            new Promise<T>((res, rej) => {
              const id = next++;
              waiting.set(id, { resolve: res as (v: unknown) => void, reject: rej });
              child.send({ ...question, id });
            }),
        });
        return;
      }
      const w = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.error !== undefined) w?.reject(new Error(message.error));
      else w?.resolve(message.result);
    });
  });
}

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

// ---------------------------------------------------------------- the buyers

/** A POST with the buyer's token over a kept-alive connection; the envelope, or a transport error. */
/** The envelope every API answer carries (crmeb-wire §1). */
interface Envelope {
  code: number;
  message: string;
  data: any;
}

function post(agent: http.Agent, port: number, urlPath: string, token: string, body: unknown): Promise<Envelope> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: urlPath,
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), 'authori-zation': token },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          } catch {
            reject(new Error(`${urlPath}: HTTP ${res.statusCode}, body not JSON`));
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** What the buyers saw: latencies (ms) per call and per whole sequence, errors by call and message. */
class Tally {
  readonly times: Record<Call | 'sequence', number[]> = { pre: [], create: [], pay: [], sequence: [] };
  readonly errors = new Map<string, number>();
  /** Orders created and paid, warm-up included (what the database must hold). */
  created = 0;
  paid = 0;
  /** Sequences paid within the measured window. */
  measuredPaid = 0;
  error(call: Call, why: string): void {
    const key = `${call}: ${why}`;
    this.errors.set(key, (this.errors.get(key) ?? 0) + 1);
  }
  get errorCount(): number {
    return [...this.errors.values()].reduce((a, b) => a + b, 0);
  }
}

/**
 * One buyer's closed loop: pre-order → create → pay, again and again until
 * `until` (performance.now() ms). Latencies are recorded for sequences that
 * start at `measuredFrom` or later (after the warm-up).
 */
async function buyerLoop(
  mall: Mall,
  agent: http.Agent,
  buyer: BenchBuyer,
  skus: BenchSku[],
  until: number,
  measuredFrom: number,
  tally: Tally,
): Promise<void> {
  while (performance.now() < until) {
    const sku = skus[Math.floor(Math.random() * skus.length)]!;
    const start = performance.now();
    const measured = start >= measuredFrom;
    const step = async (call: Call, body: unknown) => {
      const t = performance.now();
      try {
        const answer = await post(agent, mall.port, PATHS[call], buyer.token, body);
        if (measured) tally.times[call].push(performance.now() - t);
        if (answer.code !== 200) {
          tally.error(call, `${answer.code} ${answer.message}`);
          return undefined;
        }
        return answer.data;
      } catch (error) {
        tally.error(call, (error as Error).message);
        return undefined;
      }
    };
    const pre = await step('pre', {
      preOrderType: 'buyNow',
      orderDetails: [{ productId: sku.productId, attrValueId: sku.skuId, productNum: 1 }],
    });
    if (!pre) continue;
    const created = await step('create', { preOrderNo: pre.preOrderNo, addressId: buyer.addressId, payType: 'yue', payChannel: 'pc' });
    if (!created) continue;
    tally.created++;
    const paid = await step('pay', { orderNo: created.orderNo, payType: 'yue', payChannel: 'pc' });
    if (!paid) continue;
    tally.paid++;
    if (measured) {
      tally.measuredPaid++;
      tally.times.sequence.push(performance.now() - start);
    }
  }
}

// ---------------------------------------------------------------- what the database's backends do

/** What the bench database's backends were doing during a run, sampled from here (the mall's event loop is busy). */
interface BackendProfile {
  samples: number;
  /**
   * Share of busy backend samples per state, 0..1: "active: CPU", "active: Lock/transactionid",
   * "idle in transaction" (waiting for the mall's next statement)…
   */
  states: Record<string, number>;
  /** Mean backends of the bench database not idle, per sample. */
  busy: number;
  /** Tables read by sequential scans during the run, rows read per paid order (the largest first, from SEQ_ROWS_SHOWN). */
  seqRowsPerOrder: Record<string, number>;
}

const BACKEND_SAMPLE_MS = 50;
/** Tables read whole are listed from this many rows per paid order (PostgreSQL reads small tables whole by design). */
const SEQ_ROWS_SHOWN = 100;

/** Samples pg_stat_activity of one database every BACKEND_SAMPLE_MS on a connection of its own. */
class BackendSampler {
  private timer: NodeJS.Timeout | undefined;
  private counts = new Map<string, number>();
  private samples = 0;
  private busySamples = 0;
  private querying = false;
  constructor(private readonly client: pg.Client) {}

  start(): void {
    this.counts.clear();
    this.samples = this.busySamples = 0;
    this.timer = setInterval(() => void this.tick(), BACKEND_SAMPLE_MS);
  }

  private async tick(): Promise<void> {
    if (this.querying) return;
    this.querying = true;
    try {
      const { rows } = await this.client.query<{ state: string | null; type: string | null; event: string | null }>(
        `select state, wait_event_type as type, wait_event as event from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend' and state <> 'idle'`,
      );
      this.samples++;
      for (const b of rows) {
        const key = b.state === 'active' ? `active: ${b.type ? `${b.type}/${b.event}` : 'CPU'}` : (b.state ?? 'unknown');
        this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
        this.busySamples++;
      }
    } finally {
      this.querying = false;
    }
  }

  /**
   * CPU time (µs) used so far by the bench database's backends (the pool's connections: they live through a
   * run). Not the server's shared work (WAL writer, checkpointer), nor other databases' (other work on the machine).
   */
  async cpuUs(): Promise<Map<number, number>> {
    const { rows } = await this.client.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    );
    return cpuOfPids(rows.map((r) => r.pid));
  }

  /** Sequential scans and the rows they read, per table of the bench database, so far (as flushed: see orderMall.ts flushStats). */
  async tableScans(): Promise<Map<string, { scans: number; rows: number }>> {
    const { rows } = await this.client.query<{ name: string; scans: string; rows: string }>(
      'select relname as name, seq_scan as scans, seq_tup_read as rows from pg_stat_user_tables',
    );
    return new Map(rows.map((r) => [r.name, { scans: Number(r.scans), rows: Number(r.rows) }]));
  }

  async stop(): Promise<BackendProfile> {
    clearInterval(this.timer);
    while (this.querying) await new Promise((r) => setTimeout(r, 5));
    const states: Record<string, number> = {};
    for (const [k, n] of [...this.counts].sort((a, b) => b[1] - a[1])) states[k] = n / Math.max(1, this.busySamples);
    return { samples: this.samples, states, busy: this.busySamples / Math.max(1, this.samples), seqRowsPerOrder: {} };
  }
}

// ---------------------------------------------------------------- one run

interface Latency {
  p50: number;
  p95: number;
  p99: number;
}

/** One line of the tables. */
interface Row {
  driver: string;
  variant: Variant;
  buyers: number;
  pool: number;
  paidPerS: number;
  sequence: Latency;
  calls: Record<Call, Latency>;
  errors: number;
  /** The most frequent errors, "call: code message" → count. */
  topErrors: Record<string, number>;
  /** CPU per paid order, µs: the mall process (and its system part), the bench database's backends, the load generator. */
  cpuUs: { mall: number; mallSystem: number; postgres: number; buyers: number };
  /** Share of the machine's CPU time busy during the run (all processes), 0..1. */
  machineBusy: number;
  /** Share of the machine's CPU time used by none of the mall, PostgreSQL and the buyers (other work on the machine), 0..1. */
  others: number;
  /** One-minute load average at the end of the run. */
  load: number;
  /**
   * Paid orders/s this machine could reach if nothing else ran, from the CPU per order: the mall's one
   * event loop can give 1 s of CPU per second, and all of the mall, the backends and the buyers share the cores.
   */
  cpuBoundPerS: number;
  mallProfile: MallProfile;
  /** PostgreSQL only. */
  backends: BackendProfile | undefined;
  verdict: Verdict;
  target: string;
  result: 'met' | 'missed' | '';
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

function latency(times: number[]): Latency {
  const sorted = Float64Array.from(times).sort();
  const r = (n: number) => Math.round(n * 100) / 100;
  return { p50: r(percentile(sorted, 50)), p95: r(percentile(sorted, 95)), p99: r(percentile(sorted, 99)) };
}

/** Busy and total jiffies of the whole machine (/proc/stat), for the share of CPU in use. */
async function machineTicks(): Promise<{ busy: number; total: number }> {
  const line = (await readFile('/proc/stat', 'utf8').catch(() => '')).split('\n')[0] ?? '';
  const [, ...values] = line.trim().split(/\s+/);
  const n = values.map(Number);
  const total = n.slice(0, 8).reduce((a, b) => a + b, 0);
  const idle = (n[3] ?? 0) + (n[4] ?? 0);
  return { busy: total - idle, total };
}

/** CPU time (user + system, µs) used so far by each of processes `pids` (/proc; those gone are left out). */
async function cpuOfPids(pids: number[]): Promise<Map<number, number>> {
  const TICKS_PER_S = 100;
  const used = new Map<number, number>();
  for (const pid of pids) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    if (!stat) continue;
    // After "pid (comm) ": state is field 3, utime 14 and stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    used.set(pid, ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_S) * 1e6);
  }
  return used;
}

/** CPU used so far: the mall process, the bench database's backends (per process), this process; the machine's ticks. */
async function cpuNow(mall: Mall, backends: BackendSampler | undefined) {
  const [counters, backendUs, machine] = await Promise.all([
    mall.ask<MallCounters>({ type: 'counters' }),
    backends?.cpuUs() ?? new Map<number, number>(),
    machineTicks(),
  ]);
  const own = process.cpuUsage();
  return {
    mallUs: counters.cpuUs,
    mallSystemUs: counters.systemUs,
    backendUs,
    ownUs: own.user + own.system,
    machine,
    load: loadavg()[0] ?? 0,
  };
}
type CpuReading = Awaited<ReturnType<typeof cpuNow>>;

/** CPU the backends used between two readings, µs: a backend that started in between counts whole, one that ended is lost. */
function backendDelta(before: CpuReading, after: CpuReading): number {
  let us = 0;
  for (const [pid, now] of after.backendUs) us += now - (before.backendUs.get(pid) ?? 0);
  return us;
}

/** The share of the machine's CPU that neither the mall, PostgreSQL nor the buyers used between two readings. */
function othersShare(before: CpuReading, after: CpuReading): number {
  const TICK_US = 10_000;
  const totalUs = (after.machine.total - before.machine.total) * TICK_US;
  const busyUs = (after.machine.busy - before.machine.busy) * TICK_US;
  const ours = after.mallUs - before.mallUs + backendDelta(before, after) + (after.ownUs - before.ownUs);
  return totalUs > 0 ? Math.max(0, (busyUs - ours) / totalUs) : 0;
}

/** Orders/s the CPU allows when the machine is ours alone: see {@link Row.cpuBoundPerS}. */
function cpuBound(mallUs: number, databaseUs: number, buyersUs: number): number {
  const cores = cpus().length;
  return Math.round(Math.min(1e6 / Math.max(1, mallUs), (cores * 1e6) / Math.max(1, mallUs + databaseUs + buyersUs)));
}

async function run(mall: Mall, backends: BackendSampler | undefined, variant: Variant, buyers: number): Promise<Row> {
  const skus = variant === 'hot' ? mall.ready.skus.slice(0, HOT_SKUS) : mall.ready.skus;
  const agent = new http.Agent({ keepAlive: true, maxSockets: buyers });
  const tally = new Tally();
  await mall.ask({ type: 'snapshot' });
  const started = performance.now();
  const measuredFrom = started + WARMUP_S * 1000;
  const until = measuredFrom + DURATION_S * 1000;

  // The measured window's CPU and samples begin after the warm-up.
  let scansBefore: Map<string, { scans: number; rows: number }> | undefined;
  const measuring = (async () => {
    await new Promise((r) => setTimeout(r, WARMUP_S * 1000));
    if (backends) {
      await mall.ask({ type: 'flushStats' });
      scansBefore = await backends.tableScans();
    }
    const cpu = await cpuNow(mall, backends);
    await mall.ask({ type: 'sampleStart', label: `${mall.ready.driver}-${variant}-${buyers}` });
    backends?.start();
    return cpu;
  })();
  const loops = mall.ready.buyers.slice(0, buyers).map((b) => buyerLoop(mall, agent, b, skus, until, measuredFrom, tally));
  const before = await measuring;
  await Promise.all(loops);
  const elapsedS = (performance.now() - measuredFrom) / 1000;
  const after = await cpuNow(mall, backends);
  const backendProfile = await backends?.stop();
  if (backends && backendProfile && scansBefore) {
    await mall.ask({ type: 'flushStats' });
    await new Promise((r) => setTimeout(r, 200));
    const scansAfter = await backends.tableScans();
    const perOrder = [...scansAfter]
      .map(([name, a]) => [name, (a.rows - (scansBefore!.get(name)?.rows ?? 0)) / Math.max(1, tally.measuredPaid)] as const)
      .filter(([, rows]) => rows >= SEQ_ROWS_SHOWN)
      .sort((x, y) => y[1] - x[1]);
    backendProfile.seqRowsPerOrder = Object.fromEntries(perOrder.map(([name, rows]) => [name, Math.round(rows)]));
  }
  const mallProfile = await mall.ask<MallProfile>({ type: 'sampleStop' });
  agent.destroy();
  const verdict = await mall.ask<Verdict>({ type: 'verify', created: tally.created, paid: tally.paid });

  const paidPerS = tally.measuredPaid / elapsedS;
  const per = (us: number) => Math.round(us / Math.max(1, tally.measuredPaid));
  const onPostgres = mall.ready.driver === 'postgres';
  const clean = verdict.problems.length === 0 && tally.errorCount === 0;
  const cpuUs = {
    mall: per(after.mallUs - before.mallUs),
    mallSystem: per(after.mallSystemUs - before.mallSystemUs),
    postgres: per(backendDelta(before, after)),
    buyers: per(after.ownUs - before.ownUs),
  };
  return {
    driver: mall.ready.driver,
    variant,
    buyers,
    pool: mall.ready.pool,
    paidPerS: Math.round(paidPerS),
    sequence: latency(tally.times.sequence),
    calls: { pre: latency(tally.times.pre), create: latency(tally.times.create), pay: latency(tally.times.pay) },
    errors: tally.errorCount,
    topErrors: Object.fromEntries([...tally.errors].sort((a, b) => b[1] - a[1]).slice(0, 5)),
    cpuUs,
    machineBusy: (after.machine.busy - before.machine.busy) / Math.max(1, after.machine.total - before.machine.total),
    others: othersShare(before, after),
    cpuBoundPerS: cpuBound(cpuUs.mall, cpuUs.postgres, cpuUs.buyers),
    load: Math.round(after.load * 10) / 10,
    mallProfile,
    backends: backendProfile,
    verdict,
    target: onPostgres ? `≥ ${TARGET_PAID_PER_S}/s, no oversell` : 'no oversell',
    result: clean && (!onPostgres || paidPerS >= TARGET_PAID_PER_S) ? 'met' : 'missed',
  };
}

/** Statements (round trips) and time per call with one buyer alone, PostgreSQL only. */
interface CallProfile {
  call: Call;
  statements: number;
  ms: number;
  sqlMs: number;
  /** CPU time of the mall process per call, µs, and its system (kernel) part; of the database's backends. */
  cpuUs: number;
  systemUs: number;
  pgUs: number;
}

async function profile(mall: Mall, backends: BackendSampler | undefined): Promise<CallProfile[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const buyer = mall.ready.buyers[0]!;
  const sums: Record<Call, { statements: number; ms: number; sqlMs: number; cpuUs: number; systemUs: number; pgUs: number }> = {
    pre: { statements: 0, ms: 0, sqlMs: 0, cpuUs: 0, systemUs: 0, pgUs: 0 },
    create: { statements: 0, ms: 0, sqlMs: 0, cpuUs: 0, systemUs: 0, pgUs: 0 },
    pay: { statements: 0, ms: 0, sqlMs: 0, cpuUs: 0, systemUs: 0, pgUs: 0 },
  };
  await mall.ask({ type: 'snapshot' });
  await mall.ask({ type: 'timing', on: true });
  let created = 0;
  let paid = 0;
  for (let i = 0; i < PROFILE_SEQUENCES; i++) {
    const sku = mall.ready.skus[i % mall.ready.skus.length]!;
    const bodies: Record<Call, (last: any) => unknown> = {
      pre: () => ({ preOrderType: 'buyNow', orderDetails: [{ productId: sku.productId, attrValueId: sku.skuId, productNum: 1 }] }),
      create: (last) => ({ preOrderNo: last.preOrderNo, addressId: buyer.addressId, payType: 'yue', payChannel: 'pc' }),
      pay: (last) => ({ orderNo: last.orderNo, payType: 'yue', payChannel: 'pc' }),
    };
    let last: any;
    for (const call of CALLS) {
      const q0 = await mall.ask<MallCounters>({ type: 'counters' });
      const pg0 = (await backends?.cpuUs()) ?? new Map<number, number>();
      const t = performance.now();
      const answer = await post(agent, mall.port, PATHS[call], buyer.token, bodies[call](last));
      const ms = performance.now() - t;
      const q1 = await mall.ask<MallCounters>({ type: 'counters' });
      const pg1 = (await backends?.cpuUs()) ?? new Map<number, number>();
      if (answer.code !== 200) {
        // The runs will show the errors too; the profile stops here.
        console.log(`${mall.ready.driver}: one-buyer profile stopped: ${call} answered ${answer.code} ${answer.message}`);
        agent.destroy();
        await mall.ask({ type: 'timing', on: false });
        return [];
      }
      if (call === 'create') created++;
      if (call === 'pay') paid++;
      sums[call].statements += q1.statements - q0.statements;
      sums[call].sqlMs += q1.statementMs - q0.statementMs;
      sums[call].cpuUs += q1.cpuUs - q0.cpuUs;
      sums[call].systemUs += q1.systemUs - q0.systemUs;
      for (const [pid, us] of pg1) sums[call].pgUs += us - (pg0.get(pid) ?? 0);
      sums[call].ms += ms;
      last = answer.data;
    }
  }
  agent.destroy();
  await mall.ask({ type: 'timing', on: false });
  const verdict = await mall.ask<Verdict>({ type: 'verify', created, paid });
  if (verdict.problems.length > 0) throw new Error(`profile: ${verdict.problems.join('; ')}`);
  return CALLS.map((call) => ({
    call,
    statements: Math.round((sums[call].statements / PROFILE_SEQUENCES) * 10) / 10,
    ms: Math.round((sums[call].ms / PROFILE_SEQUENCES) * 100) / 100,
    sqlMs: Math.round((sums[call].sqlMs / PROFILE_SEQUENCES) * 100) / 100,
    cpuUs: Math.round(sums[call].cpuUs / PROFILE_SEQUENCES),
    systemUs: Math.round(sums[call].systemUs / PROFILE_SEQUENCES),
    pgUs: Math.round(sums[call].pgUs / PROFILE_SEQUENCES),
  }));
}

// ---------------------------------------------------------------- databases

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
/** Creates or drops a database with scripts/ci-database.mjs (on POSTGRES_ADMIN_URL). */
async function ciDatabase(action: 'create' | 'drop', name: string): Promise<void> {
  await execFileAsync(process.execPath, [CI_DATABASE, action, name], { env: process.env });
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

// ---------------------------------------------------------------- output

function table(header: string[], cells: string[][], numeric: (i: number) => boolean): void {
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
  const cell = (text: string, i: number) => {
    const pad = ' '.repeat((widths[i] ?? 0) - text.length);
    return numeric(i) ? pad + text : text + pad;
  };
  const line = (c: string[]) => c.map(cell).join('  ').trimEnd();
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const c of cells) console.log(line(c));
}

const fixed = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const lat = (l: Latency) => `${fixed(l.p50)}/${fixed(l.p95)}/${fixed(l.p99)}`;
const pct = (x: number) => `${Math.round(x * 100)} %`;

function printRuns(rows: Row[]): void {
  console.log('\nPaid orders end to end (pre-order → create → pay by balance); latencies p50/p95/p99 in ms');
  table(
    ['driver', 'variant', 'buyers', 'pool', 'paid/s', 'sequence', 'pre/order', 'create', 'pay', 'errors', 'oversell check', 'target', ''],
    rows.map((r) => [
      r.driver,
      r.variant,
      String(r.buyers),
      String(r.pool),
      String(r.paidPerS),
      lat(r.sequence),
      lat(r.calls.pre),
      lat(r.calls.create),
      lat(r.calls.pay),
      String(r.errors),
      r.verdict.problems.length === 0 ? `ok (${r.verdict.paid} paid)` : `${r.verdict.problems.length} PROBLEMS`,
      r.target,
      r.result,
    ]),
    (i) => i >= 2 && i <= 9,
  );
  console.log(
    '\nWhere the time goes: CPU per paid order (µs) of the mall (and its kernel share), the bench database\'s backends and the buyers; ' +
      'the paid orders/s that CPU allows on this machine with nothing else running (the mall\'s one event loop, and all ' +
      'of it on the cores); machine CPU busy, and used by other work; load average; the mall\'s event loop; the bench ' +
      'database\'s backends (PostgreSQL)',
  );
  table(
    [
      ...['driver', 'variant', 'buyers', 'mall µs', 'of it sys', 'pg µs', 'buyers µs', 'CPU-bound/s', 'machine', 'others', 'load'],
      ...['event loop', 'busy backends', 'pool queue', 'backend states (share of busy samples)'],
    ],
    rows.map((r) => [
      r.driver,
      r.variant,
      String(r.buyers),
      String(r.cpuUs.mall),
      pct(r.cpuUs.mallSystem / Math.max(1, r.cpuUs.mall)),
      r.driver === 'postgres' ? String(r.cpuUs.postgres) : '–',
      String(r.cpuUs.buyers),
      String(r.cpuBoundPerS),
      pct(r.machineBusy),
      pct(r.others),
      fixed(r.load),
      pct(r.mallProfile.eventLoop),
      r.backends ? fixed(r.backends.busy) : '–',
      r.driver === 'postgres' ? fixed(r.mallProfile.poolWaiting) : '–',
      Object.entries(r.backends?.states ?? {})
        .slice(0, 4)
        .map(([k, v]) => `${k} ${pct(v)}`)
        .join(', '),
    ]),
    (i) => i >= 2 && i <= 13,
  );
  for (const r of rows) {
    const scans = Object.entries(r.backends?.seqRowsPerOrder ?? {});
    if (scans.length > 0) {
      const list = scans.map(([table, n]) => `${table} ${n}`).join(', ');
      console.log(`${r.driver} ${r.variant} ${r.buyers}: rows read by sequential scans per paid order: ${list}`);
    }
    if (r.errors > 0) console.log(`${r.driver} ${r.variant} ${r.buyers}: errors ${JSON.stringify(r.topErrors)}`);
    for (const p of r.verdict.problems.slice(0, 10)) console.log(`${r.driver} ${r.variant} ${r.buyers}: OVERSELL CHECK: ${p}`);
  }
}

// ---------------------------------------------------------------- run

const cleanups: Array<() => Promise<void>> = [];
async function cleanUp(): Promise<void> {
  for (const task of cleanups.splice(0).reverse()) await task().catch((error: unknown) => console.error(error));
}
process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));

async function benchDriver(driver: string): Promise<{ rows: Row[]; profile: CallProfile[] } | undefined> {
  const plan: Array<[Variant, number]> = [];
  for (const variant of VARIANTS) for (const n of BUYERS) plan.push([variant, n]);
  if (driver === 'postgres' && VARIANTS.includes('spread')) {
    for (const n of CEILING) if (!BUYERS.includes(n)) plan.push(['spread', n]);
  }
  const env: Record<string, string> = { BENCH_DRIVER: driver, BENCH_BUYERS: String(Math.max(...plan.map(([, n]) => n))) };
  if (driver === 'postgres') {
    if (!(await postgresAnswers())) {
      console.log('\npostgres: no server at 127.0.0.1:5432 and no POSTGRES_ADMIN_URL: skipped.');
      return undefined;
    }
    const name = `mall_bench_orders_${process.pid}`;
    await ciDatabase('create', name);
    cleanups.push(() => ciDatabase('drop', name));
    env.BENCH_DB_URL = withDatabase(ADMIN_URL, name);
    env.BENCH_POOL = String(POOL);
  } else if (driver !== 'pglite') {
    throw new Error(`BENCH_DRIVERS: unknown driver "${driver}" (pglite or postgres)`);
  }

  console.log(`\n${driver}: seeding the demo mall and ${env.BENCH_BUYERS} buyers…`);
  const mall = await startMall(env);
  cleanups.push(() => stopChild(mall.process));
  const { ready } = mall;
  console.log(
    `${driver}: demo seed ${ready.seedMs} ms, buyers and stock ${ready.buyersMs} ms; ${ready.skus.length} SKUs ` +
      `over ${new Set(ready.skus.map((s) => s.merId)).size} shops${driver === 'postgres' ? `; pool ${ready.pool}` : ''}.`,
  );
  let backends: BackendSampler | undefined;
  if (env.BENCH_DB_URL) {
    const client = new pg.Client({ connectionString: env.BENCH_DB_URL });
    await client.connect();
    cleanups.push(() => client.end());
    backends = new BackendSampler(client);
  }
  const calls = await profile(mall, backends);
  const rows: Row[] = [];
  for (const [variant, n] of plan) {
    const row = await run(mall, backends, variant, n);
    console.log(
      `${driver} ${variant} ${n} buyers: ${row.paidPerS} paid/s, sequence p95 ${fixed(row.sequence.p95)} ms, ` +
        `${row.errors} errors, check ${row.verdict.problems.length === 0 ? 'ok' : 'FAILED'}`,
    );
    rows.push(row);
  }
  await stopChild(mall.process);

  await mkdir(OUT_DIR, { recursive: true });
  const meta = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    durationS: DURATION_S,
    warmupS: WARMUP_S,
    pool: ready.pool,
  };
  await writeFile(path.join(OUT_DIR, `orders-${driver}.json`), `${JSON.stringify({ ...meta, profile: calls, rows }, null, 2)}\n`);
  return { rows, profile: calls };
}

console.log(
  `Order benchmark: ${BUYERS.join(', ')} concurrent buyers (PostgreSQL ceiling: ${CEILING.join(', ') || 'none'}); ` +
    `${WARMUP_S} s warm-up then ${DURATION_S} s per run; PostgreSQL pool ${POOL}.`,
);
const all: Row[] = [];
const profiles: Array<[string, CallProfile[]]> = [];
try {
  for (const driver of DRIVERS) {
    const result = await benchDriver(driver);
    if (result) {
      all.push(...result.rows);
      profiles.push([driver, result.profile]);
    }
  }
} finally {
  await cleanUp();
}

console.log(
  `\nOne buyer alone, mean of ${PROFILE_SEQUENCES} sequences: SQL statements (round trips, begin/commit included), ` +
    'latency, time waiting for SQL answers, CPU per call of the mall process (and its kernel share) and of the database backends',
);
table(
  ['driver', 'call', 'statements', 'ms', 'in SQL ms', 'mall CPU µs', 'of it sys', 'pg CPU µs'],
  profiles.flatMap(([driver, calls]) =>
    calls.map((c) => [
      driver,
      c.call,
      driver === 'postgres' ? fixed(c.statements) : '–',
      fixed(c.ms, 2),
      driver === 'postgres' ? fixed(c.sqlMs, 2) : '–',
      String(c.cpuUs),
      pct(c.systemUs / Math.max(1, c.cpuUs)),
      driver === 'postgres' ? String(c.pgUs) : '–',
    ]),
  ),
  (i) => i >= 2,
);
printRuns(all);
const failed = all.filter((r) => r.verdict.problems.length > 0);
const missed = all.filter((r) => r.result === 'missed');
console.log(
  `\n${all.length} runs: ${failed.length === 0 ? 'nothing oversold' : `${failed.length} FAILED the oversell check`}; ` +
    `${all.length - missed.length} met, ${missed.length} missed (PostgreSQL target ≥ ${TARGET_PAID_PER_S} paid orders/s). ` +
    `Tables in ${path.relative(process.cwd(), OUT_DIR)}/orders-<driver>.json.`,
);
if (failed.length > 0) process.exitCode = 1;

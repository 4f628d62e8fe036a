import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database, type Db } from '../src/db/client.ts';
import { withDatabase } from './globalSetup.ts';

/*
 * Real server processes for the multi-process suite: the server is built as
 * an operator builds it, and each process is `node main.js` with the
 * environment the README documents. Every process started here is tracked, so
 * a failing test, a hook that times out or a dying worker never leaves one
 * behind.
 */

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = promisify(execFile);

/** Bounds, in ms: a wait past one of these is a failure, never a pass. */
const BUILD_MS = 120_000;
const READY_MS = 120_000;
const STOP_MS = 20_000;
const REQUEST_MS = 60_000;
/** Bytes of each process's output kept for failure messages. */
const OUTPUT_KEEP = 32_000;

const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

/** A bundle of the server, as `pnpm --filter @mall/server build` makes it, in a folder of its own. */
export interface ServerBuild {
  /** Path of `main.js`. */
  main: string;
  remove(): Promise<void>;
}

/**
 * Bundles the server into a temporary folder (build.mjs `--outdir`), so a
 * test run never replaces the dist/ an operator may be serving from. The
 * bundle leaves npm packages to node_modules, so the folder links to the
 * server's.
 * @throws the build's error output when esbuild fails.
 */
export async function buildServer(): Promise<ServerBuild> {
  const dir = await mkdtemp(path.join(tmpdir(), 'mall-build-'));
  await run(process.execPath, ['build.mjs', '--outdir', dir], { cwd: serverRoot, timeout: BUILD_MS });
  await symlink(path.join(serverRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return { main: path.join(dir, 'main.js'), remove: () => rm(dir, { recursive: true, force: true }) };
}

/** A TCP port nothing listens on right now (the kernel's pick, released for the process to take). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** How a process ended: its exit code, or the signal that ended it. */
export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** One `node main.js` process. */
export interface MallProcess {
  readonly name: string;
  readonly port: number;
  /** `http://127.0.0.1:<port>`. */
  readonly url: string;
  /** True until the process has exited. */
  running(): boolean;
  /** The tail of its stdout and stderr, for failure messages. */
  output(): string;
  /** Settles when the process exits. */
  readonly exited: Promise<ProcessExit>;
  /** SIGTERM, then SIGKILL if it has not exited within a bound; resolves once it has exited. */
  stop(): Promise<ProcessExit>;
  /** SIGKILL (`kill -9`): no shutdown code runs. Resolves once it has exited. */
  kill(): Promise<ProcessExit>;
  /** Sends a signal and returns at once. */
  signal(name: NodeJS.Signals): void;
}

/**
 * Starts `node <main>` with exactly `env` (plus PATH and HOME), listening on
 * `port`. Does not wait for it to be ready: see {@link waitReady}.
 */
export function startProcess(main: string, name: string, port: number, env: Record<string, string>): MallProcess {
  const child = spawn(process.execPath, [main], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmpdir(), ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_KEEP);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let done = false;
  const exited = new Promise<ProcessExit>((resolve) => {
    child.once('exit', (code, signal) => {
      done = true;
      live.delete(child);
      resolve({ code, signal });
    });
    child.once('error', (error) => {
      keep(Buffer.from(`\n${String(error)}\n`));
      done = true;
      live.delete(child);
      resolve({ code: null, signal: null });
    });
  });

  async function stop(): Promise<ProcessExit> {
    if (done) return exited;
    child.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), STOP_MS);
    });
    const first = await Promise.race([exited, late]);
    clearTimeout(timer);
    if (first !== 'late') return first;
    child.kill('SIGKILL');
    return exited;
  }

  return {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    running: () => !done,
    output: () => output,
    exited,
    stop,
    async kill() {
      if (!done) child.kill('SIGKILL');
      return exited;
    },
    signal(name) {
      if (!done) child.kill(name);
    },
  };
}

/** Stops every process this module started that is still running (SIGTERM, then SIGKILL past a bound). */
export async function stopAll(processes: Iterable<MallProcess>): Promise<void> {
  await Promise.all([...processes].map((p) => p.stop()));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the process answers `GET /api/front/pay/method` with code 200:
 * migrated, seeded and listening.
 * @throws {Error} with the process's output when it exits first or is not ready within the bound.
 */
export async function waitReady(proc: MallProcess, timeoutMs = READY_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!proc.running()) {
      const exit = await proc.exited;
      throw new Error(`${proc.name} exited (code ${exit.code}, signal ${exit.signal}) before it was ready:\n${proc.output()}`);
    }
    const answer = await send(proc.url, 'GET', '/api/front/pay/method', { timeoutMs: 5_000 });
    if (answer.envelope?.code === 200) return;
    await pause(100);
  }
  await proc.kill();
  throw new Error(`${proc.name} was not ready within ${timeoutMs} ms:\n${proc.output()}`);
}

/** The envelope every API answer carries. */
export interface Envelope {
  code: number;
  message: string;
  data: any;
}

/** What came back for one request. */
export interface Answer {
  /** HTTP status; 0 when no answer came (connection refused or reset, the bound passed). */
  status: number;
  /** The envelope, when the body was one. */
  envelope?: Envelope;
  /** Why there was no answer, or the start of a body that is not an envelope. */
  error?: string;
}

/** True for an answer that is a server failure: HTTP 5xx or envelope code 5xx. */
export function isServerError(answer: Answer): boolean {
  return answer.status >= 500 || (answer.envelope?.code ?? 0) >= 500;
}

export interface SendOptions {
  /** Session token, sent as the provider's clients send it (`Authori-zation`). */
  token?: string;
  /** Sent as JSON unless `raw` is given. */
  body?: unknown;
  /** Body sent byte for byte (malformed multipart…); give its content type in `headers`. */
  raw?: string | Buffer;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/**
 * One request on a connection of its own (no pooling: a killed or restarted
 * process never leaves a stale socket behind for the next request). Never
 * throws: a refused or cut connection is an {@link Answer} with status 0.
 */
export function send(base: string, method: string, pathAndQuery: string, options: SendOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { 'accept-language': 'en', ...options.headers };
  if (options.token) headers['authori-zation'] = options.token;
  let payload: Buffer | undefined;
  if (options.raw !== undefined) payload = Buffer.isBuffer(options.raw) ? options.raw : Buffer.from(options.raw, 'utf8');
  else if (options.body !== undefined) {
    payload = Buffer.from(JSON.stringify(options.body), 'utf8');
    headers['content-type'] ??= 'application/json';
  }
  if (payload) headers['content-length'] = String(payload.length);
  return new Promise((resolve) => {
    let settled = false;
    const finish = (answer: Answer) => {
      if (!settled) {
        settled = true;
        resolve(answer);
      }
    };
    const request = http.request(base + pathAndQuery, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', (error) => finish({ status: 0, error: String(error) }));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const status = response.statusCode ?? 0;
        try {
          const parsed = JSON.parse(text) as Envelope;
          if (typeof parsed === 'object' && parsed !== null && typeof parsed.code === 'number') return finish({ status, envelope: parsed });
        } catch {
          // Not JSON: reported below.
        }
        finish({ status, error: `not an envelope: ${text.slice(0, 200)}` });
      });
    });
    request.setTimeout(options.timeoutMs ?? REQUEST_MS, () => request.destroy(new Error('no answer within the bound')));
    request.on('error', (error) => finish({ status: 0, error: String(error) }));
    request.end(payload);
  });
}

/**
 * Sends a JSON request whose body follows only after `meanwhile` has run, at
 * the moment the server has surely begun the request: the headers ask for
 * `100 Continue`, which the server sends once it has parsed them and handed
 * the request to the application. So `meanwhile` (a SIGTERM…) lands while
 * the request is in flight, without guessing at timings.
 */
export function sendAcross(base: string, pathAndQuery: string, body: unknown, meanwhile: () => void, headers: Record<string, string> = {}): Promise<Answer> {
  const payload = Buffer.from(JSON.stringify(body), 'utf8');
  return new Promise((resolve) => {
    let settled = false;
    const finish = (answer: Answer) => {
      if (!settled) {
        settled = true;
        resolve(answer);
      }
    };
    const request = http.request(
      base + pathAndQuery,
      {
        method: 'POST',
        agent: false,
        headers: {
          'accept-language': 'en',
          'content-type': 'application/json',
          'content-length': String(payload.length),
          expect: '100-continue',
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', (error) => finish({ status: 0, error: String(error) }));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            finish({ status: response.statusCode ?? 0, envelope: JSON.parse(text) as Envelope });
          } catch {
            finish({ status: response.statusCode ?? 0, error: `not an envelope: ${text.slice(0, 200)}` });
          }
        });
      },
    );
    request.once('continue', () => {
      meanwhile();
      request.end(payload);
    });
    request.setTimeout(REQUEST_MS, () => request.destroy(new Error('no answer within the bound')));
    request.on('error', (error) => finish({ status: 0, error: String(error) }));
    request.flushHeaders();
  });
}

/** Where the processes keep their data: a PostgreSQL database, or a PGlite folder. */
export interface ProcessDatabase {
  driver: 'pglite' | 'postgres';
  /** Folder for DATA_DIR (the PGlite files, the outbox of codes). */
  dataDir: string;
  /** DATABASE_URL, on PostgreSQL. */
  url: string | undefined;
  /** Opens it from the test. On PGlite only while no process has it open (PGlite is one process by nature). */
  open(poolSize?: number): Promise<Database>;
  /** Drops the database (`WITH (FORCE)`) and removes the folder. */
  remove(): Promise<void>;
}

/**
 * A new, empty database for the processes: on the PostgreSQL project a
 * database on the suite's server (named with the run's prefix, so the global
 * teardown drops it too if this file never gets to); on PGlite an empty folder.
 */
export async function emptyDatabase(driver: 'pglite' | 'postgres'): Promise<ProcessDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'mall-proc-'));
  if (driver === 'pglite') {
    return {
      driver,
      dataDir,
      url: undefined,
      open: () => openPglite(path.join(dataDir, 'pglite')),
      remove: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const server = inject('postgresUrl');
  const name = `${inject('postgresPrefix')}_proc_${randomBytes(4).toString('hex')}`;
  await admin(server, `create database "${name}"`);
  const url = withDatabase(server, name);
  return {
    driver,
    dataDir,
    url,
    open: (poolSize = 4) => openPostgres(url, poolSize),
    async remove() {
      await admin(server, `drop database if exists "${name}" with (force)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
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

/** Removes every Redis key under `prefix`. */
export async function removeRedisKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  try {
    const stream = redis.scanStream({ match: `${prefix}*`, count: 500 });
    for await (const keys of stream as AsyncIterable<string[]>) if (keys.length > 0) await redis.del(...keys);
  } finally {
    await redis.quit();
  }
}

/**
 * A mall of one or more processes on one database, as an operator runs it
 * (README, Configuration): DATABASE_URL and REDIS_URL (each run its own
 * REDIS_PREFIX) on PostgreSQL, DATA_DIR on PGlite; TRUST_PROXY so tests speak
 * for many clients through X-Forwarded-For; SEED=1, so processes seed an empty
 * database; no storefront.
 */
export class ProcessMall {
  readonly processes: MallProcess[] = [];
  private pool: Database | undefined;

  private constructor(
    readonly build: ServerBuild,
    readonly database: ProcessDatabase,
    readonly redisUrl: string | undefined,
    readonly redisPrefix: string,
    private readonly ports: number[],
  ) {}

  /**
   * Starts `count` processes on `database`. `together`: all spawned in the
   * same tick (the start-up race of a rolling deploy); otherwise one after the
   * other, each ready before the next starts.
   * @throws {Error} with a process's output when one exits or is not ready in time (all are stopped then).
   */
  static async start(options: {
    build: ServerBuild;
    database: ProcessDatabase;
    count: number;
    together?: boolean;
    redisUrl?: string;
  }): Promise<ProcessMall> {
    const ports: number[] = [];
    for (let i = 0; i < options.count; i++) ports.push(await freePort());
    const mall = new ProcessMall(
      options.build,
      options.database,
      options.redisUrl,
      `mall-test-proc:${randomBytes(4).toString('hex')}:`,
      ports,
    );
    try {
      if (options.together) {
        for (let i = 0; i < options.count; i++) mall.spawn(i);
        const ready = await Promise.allSettled(mall.processes.map((p) => waitReady(p)));
        const failed = ready.find((r): r is PromiseRejectedResult => r.status === 'rejected');
        if (failed) throw failed.reason;
      } else {
        for (let i = 0; i < options.count; i++) await waitReady(mall.spawn(i));
      }
    } catch (error) {
      await mall.close();
      throw error;
    }
    return mall;
  }

  private env(): Record<string, string> {
    return {
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED: '1',
      TRUST_PROXY: 'true',
      DATA_DIR: this.database.dataDir,
      STOREFRONT_DIR: path.join(this.database.dataDir, 'no-storefront'),
      ...(this.database.url ? { DATABASE_URL: this.database.url } : {}),
      ...(this.redisUrl ? { REDIS_URL: this.redisUrl, REDIS_PREFIX: this.redisPrefix } : {}),
    };
  }

  private spawn(index: number): MallProcess {
    const proc = startProcess(this.build.main, `process ${index} (${this.database.driver})`, this.ports[index]!, this.env());
    this.processes[index] = proc;
    return proc;
  }

  /** Process `i` modulo the number of processes, so requests alternate by index. */
  at(i: number): MallProcess {
    return this.processes[i % this.processes.length]!;
  }

  /** Sends a request to process `i` (modulo the count). */
  send(i: number, method: string, pathAndQuery: string, options?: SendOptions): Promise<Answer> {
    return send(this.at(i).url, method, pathAndQuery, options);
  }

  /** Starts process `index` again on its port (after a stop or a kill) and waits until it is ready. */
  async restart(index: number): Promise<void> {
    await this.processes[index]?.stop();
    await waitReady(this.spawn(index));
  }

  /**
   * Runs `work` on the database, straight, not through a process. On
   * PostgreSQL while the processes run; on PGlite, which one process at a
   * time may open, the processes are stopped (SIGTERM) first and started
   * again after, on the same folder and ports.
   */
  async withDb<T>(work: (db: Db) => Promise<T>): Promise<T> {
    if (this.database.driver === 'postgres') {
      this.pool ??= await this.database.open(4);
      return work(this.pool.db);
    }
    const wasRunning = this.processes.map((p) => p.running());
    await stopAll(this.processes);
    const opened = await this.database.open();
    let result: T;
    try {
      result = await work(opened.db);
    } finally {
      await opened.close();
    }
    for (const [index, running] of wasRunning.entries()) if (running) await waitReady(this.spawn(index));
    return result;
  }

  /** Stops every process, closes the test's pool and removes this mall's Redis keys (not the database: see {@link ProcessDatabase.remove}). */
  async close(): Promise<void> {
    await stopAll(this.processes);
    await this.pool?.close();
    this.pool = undefined;
    if (this.redisUrl) await removeRedisKeys(this.redisUrl, this.redisPrefix);
  }
}

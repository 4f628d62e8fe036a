import pg from 'pg';
import type { Database } from './client.ts';

const { Client } = pg;

/**
 * The advisory lock key every mall process takes to prepare its database.
 * Advisory locks are per database, so malls on other databases of the same
 * server never wait for each other.
 */
const LOCK_KEY_SQL = `hashtextextended('mall:startup', 0)`;

/** The preparation under way in this process, per database: calls within one process queue here. */
const underWay = new WeakMap<Database, Promise<unknown>>();

/**
 * Runs `work` (migrations, the empty check and the seed) while this process
 * alone holds the database's start-up lock, so processes started together on
 * one PostgreSQL database prepare it one after another: the first migrates
 * and seeds, the others wait, then find it migrated and seeded.
 *
 * The lock is session-level (`pg_advisory_lock`) on a connection of its own,
 * not `pg_advisory_xact_lock`: migrations and the seed commit their own
 * transactions on other connections, so the lock must outlive each of them,
 * and holding a transaction open meanwhile would be cut by
 * `idle_in_transaction_session_timeout` and hold back vacuum. The connection
 * is not the pool's: it is opened for the lock and closed (awaited) before
 * this returns, so the lock can never stay behind in a pooled connection and
 * no half-closed session of it outlives the call; a process that dies holding
 * it loses its connection and with it the lock. PGlite is one process by nature and needs no lock; calls
 * within one process queue, on either database.
 *
 * @param onWait called once when another process holds the lock and this one starts waiting.
 * @returns what `work` returns.
 * @throws what `work` throws, or the database's error when the lock cannot be taken.
 */
export function withStartupLock<T>(database: Database, work: () => Promise<T>, onWait?: () => void): Promise<T> {
  // The queue never rejects: one caller's failure is its own, and the next still runs.
  const run = (underWay.get(database) ?? Promise.resolve()).then(() => locked(database, work, onWait));
  underWay.set(
    database,
    run.catch(() => undefined),
  );
  return run;
}

async function locked<T>(database: Database, work: () => Promise<T>, onWait?: () => void): Promise<T> {
  if (database.driver !== 'postgres') return work();
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const client = new Client(pool.options);
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>(`select pg_try_advisory_lock(${LOCK_KEY_SQL}) as locked`);
    if (!rows[0]?.locked) {
      onWait?.();
      await client.query(`select pg_advisory_lock(${LOCK_KEY_SQL})`);
    }
    return await work();
  } finally {
    // Ending the session releases the lock, whatever happened above.
    await client.end();
  }
}

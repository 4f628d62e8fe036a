import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openPglite, openPostgres, type Database } from '../src/db/client.ts';
import { migrationsFolder } from '../src/db/migrate.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { withDatabase } from './globalSetup.ts';

/*
 * Processes started at the same instant on an empty database (a rolling
 * deploy, an autoscaler) must all come up: exactly one migrates and seeds,
 * the others wait and find the work done. Each start here has a database
 * handle of its own (on PostgreSQL its own pool, as separate processes
 * would); the test of real server processes is in the concurrency suite.
 */

const opened: Database[] = [];
const created: string[] = [];
afterAll(async () => {
  await Promise.all(opened.map((d) => d.close().catch(() => undefined)));
  if (created.length === 0) return;
  const admin = new pg.Client({ connectionString: inject('postgresUrl') });
  await admin.connect();
  for (const name of created) await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
});

/** A new empty database and `count` independent handles on it. */
async function emptyDatabase(count: number): Promise<Database[]> {
  if (inject('mallDriver') === 'pglite') {
    // PGlite lives inside one process: the starts share its one handle.
    const database = await openPglite('memory://');
    opened.push(database);
    return Array.from({ length: count }, () => database);
  }
  const url = inject('postgresUrl');
  const name = `${inject('postgresPrefix')}_startup_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  created.push(name);
  const handles = await Promise.all(Array.from({ length: count }, () => openPostgres(withDatabase(url, name), 4)));
  opened.push(...handles);
  return handles;
}

async function count(database: Database, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await database.db.execute(query)) as unknown as { rows: Array<{ n: number | string }> };
  return Number(result.rows[0]!.n);
}

describe('starting on an empty database', () => {
  it('lets two starts at the same instant both finish: one migrates and seeds, the other finds it done', async () => {
    const [first, second] = await emptyDatabase(2);
    const outcomes = await Promise.allSettled([prepareDatabase(first!, { seed: true }), prepareDatabase(second!, { seed: true })]);
    const failure = (reason: unknown) => `${String(reason)} ${String((reason as { cause?: unknown }).cause ?? '')}`;
    expect(outcomes.map((o) => (o.status === 'rejected' ? failure(o.reason) : 'ok'))).toEqual(['ok', 'ok']);
    const summaries = outcomes.map((o) => (o.status === 'fulfilled' ? o.value : undefined));
    const seeded = summaries.filter((s) => s !== undefined);
    expect(seeded).toHaveLength(1);

    const journal = JSON.parse(await readFile(path.join(migrationsFolder(), 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    expect(await count(first!, sql`select count(*) as n from drizzle.__drizzle_migrations`)).toBe(journal.entries.length);
    expect(await count(first!, sql`select count(*) as n from merchant`)).toBe(seeded[0]!.merchants);
    expect(await count(first!, sql`select count(*) as n from product`)).toBe(seeded[0]!.products);
    expect(await count(first!, sql`select count(*) as n from app_user`)).toBe(seeded[0]!.users);
  });

  it('leaves a prepared database alone, and an empty one empty when seeding is off', async () => {
    const [database] = await emptyDatabase(1);
    expect(await prepareDatabase(database!, { seed: false })).toBeUndefined();
    expect(await count(database!, sql`select count(*) as n from merchant`)).toBe(0);
    const summary = await prepareDatabase(database!, { seed: true });
    expect(summary?.merchants).toBeGreaterThan(0);
    expect(await prepareDatabase(database!, { seed: true })).toBeUndefined();
    expect(await count(database!, sql`select count(*) as n from merchant`)).toBe(summary!.merchants);
  });
});

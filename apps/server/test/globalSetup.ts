import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seed } from '../src/db/seed/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `pglite` or `postgres`: which database the suite runs on. */
    mallDriver: 'pglite' | 'postgres';
    /** PGlite: path of a gzip dump of a migrated, seeded database. */
    pgliteSnapshot: string;
    /** PostgreSQL: connection string of the server and the template database to clone. */
    postgresUrl: string;
    postgresTemplate: string;
    /** Prefix of the databases this run creates, so teardown can drop them all. */
    postgresPrefix: string;
  }
}

/** A connection string with another database name. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * Prepares one migrated, seeded database per test project, cloned by every
 * test file: a PGlite dump, or a PostgreSQL template database.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgres = project.name.includes('postgres');
  project.provide('mallDriver', postgres ? 'postgres' : 'pglite');
  project.provide('pgliteSnapshot', '');
  project.provide('postgresUrl', '');
  project.provide('postgresTemplate', '');
  project.provide('postgresPrefix', '');

  if (!postgres) {
    const dir = await mkdtemp(path.join(tmpdir(), 'mall-test-'));
    const database = await openPglite('memory://');
    await migrate(database);
    await seed(database.db);
    const client = (database.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('gzip');
    await database.close();
    const file = path.join(dir, 'seeded.tar.gz');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteSnapshot', file);
    return () => rm(dir, { recursive: true, force: true });
  }

  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('the server-postgres project needs DATABASE_URL');
  const prefix = `mall_t${process.pid}_${Date.now().toString(36)}`;
  const template = `${prefix}_template`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${template}"`);
  const database = await openPostgres(withDatabase(url, template), 2);
  await migrate(database);
  await seed(database.db);
  await database.close();
  project.provide('postgresUrl', url);
  project.provide('postgresTemplate', template);
  project.provide('postgresPrefix', prefix);

  return async () => {
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${prefix}%`]);
    for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    await admin.end();
  };
}

import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { serverRoot } from '../src/config.ts';
import { openPglite, openPostgres, type Database } from '../src/db/client.ts';
import { withDatabase } from './globalSetup.ts';

/*
 * The operator's command line under test: each `admin …` command is a
 * process of its own on a seeded database of the test's own, as an operator
 * runs it beside (or instead of) the mall.
 */

/** What a command printed and how it ended. */
export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * A seeded database for a command-line test: on PostgreSQL a new database
 * made from the seeded template (answers its URL); on PGlite the seeded
 * snapshot unpacked into `dataDir/pglite`, as the mall keeps its embedded
 * database (answers undefined).
 */
export async function seededDatabaseFor(dataDir: string): Promise<string | undefined> {
  if (inject('mallDriver') === 'postgres') {
    const name = `${inject('postgresPrefix')}_${randomBytes(4).toString('hex')}`;
    const server = new pg.Client({ connectionString: inject('postgresUrl') });
    await server.connect();
    try {
      await server.query(`create database "${name}" template "${inject('postgresTemplate')}"`);
    } finally {
      await server.end();
    }
    return withDatabase(inject('postgresUrl'), name);
  }
  const dump = await readFile(inject('pgliteSnapshot'));
  const database = await openPglite(path.join(dataDir, 'pglite'), { loadDataDir: new Blob([dump]) });
  await database.close();
  return undefined;
}

/** Opens the test's database in this process (never while a command or a mall has its PGlite open). */
export function openCliDatabase(dataDir: string, databaseUrl: string | undefined): Promise<Database> {
  return databaseUrl ? openPostgres(databaseUrl, 4) : openPglite(path.join(dataDir, 'pglite'));
}

/** Runs `work` on the test's database, opened for it and closed after. */
export async function withCliDatabase<T>(dataDir: string, databaseUrl: string | undefined, work: (db: Database['db']) => Promise<T>): Promise<T> {
  const database = await openCliDatabase(dataDir, databaseUrl);
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/**
 * Runs `admin …` as its own process with only the environment given (no
 * TTY: passwords are generated or read from the environment), on the test's
 * database; nothing listens on PORT 1, so no mall is found unless `env` says where.
 */
export function runAdmin(dataDir: string, databaseUrl: string | undefined, args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  const base: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? tmpdir(),
    DATA_DIR: dataDir,
    PORT: '1',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', 'src/admin/cli.ts', ...args],
      { cwd: serverRoot, env: { ...base, ...env }, timeout: 120_000 },
      (_error, stdout, stderr) => resolve({ code: child.exitCode, stdout, stderr }),
    );
    child.stdin?.end();
  });
}

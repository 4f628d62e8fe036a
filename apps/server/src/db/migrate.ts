import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './client.ts';
import { withStartupLock } from './startupLock.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The migrations folder: beside this file in src/, or copied next to the bundle in dist/. */
export function migrationsFolder(): string {
  const candidates = [path.join(here, 'migrations'), path.join(here, 'db/migrations')];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'meta/_journal.json')));
  if (!found) throw new Error(`migrations not found in ${candidates.join(' or ')}`);
  return found;
}

/**
 * Brings the schema up to date; the same SQL files run on PGlite and
 * PostgreSQL. Only for a caller that already holds the start-up lock
 * ({@link withStartupLock}); everyone else calls {@link migrate}.
 */
export async function applyMigrations(database: Database, folder: string = migrationsFolder()): Promise<void> {
  if (database.driver === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  } else {
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  }
}

/**
 * Brings the schema up to date under the start-up lock, so processes that
 * migrate one PostgreSQL database at the same time apply each migration once.
 * `folder` defaults to {@link migrationsFolder} (tests replay a part of the
 * history from a copy).
 * @throws the database's error when a migration fails (its transaction is rolled back).
 */
export function migrate(database: Database, folder: string = migrationsFolder()): Promise<void> {
  return withStartupLock(database, () => applyMigrations(database, folder));
}

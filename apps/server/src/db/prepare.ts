import type { Database } from './client.ts';
import { applyMigrations } from './migrate.ts';
import { isEmpty, seed, type SeedSummary } from './seed/index.ts';
import { withStartupLock } from './startupLock.ts';

/**
 * What a mall process does to its database before serving: migrates it and,
 * when `seed` is on and it holds no shop yet, seeds the demo mall, all under
 * the start-up lock. Processes started at the same instant on one empty
 * PostgreSQL database therefore all come up: exactly one migrates and seeds,
 * the others wait and find the work done.
 * @param options.seed seed an empty database (config `SEED`).
 * @param options.onWait called when another process is preparing the database and this one waits.
 * @returns the seed's summary when this call seeded, otherwise undefined.
 * @throws the database's error when a migration or the seed fails (each is rolled back).
 */
export function prepareDatabase(database: Database, options: { seed: boolean; onWait?: () => void }): Promise<SeedSummary | undefined> {
  return withStartupLock(
    database,
    async () => {
      await applyMigrations(database);
      if (!options.seed || !(await isEmpty(database.db))) return undefined;
      return seed(database.db);
    },
    options.onWait,
  );
}

import { loadConfig } from '../../config.ts';
import { openDatabase } from '../client.ts';
import { migrate } from '../migrate.ts';
import { DEMO_SHOPPER, reset, seed } from './index.ts';

/*
 * `pnpm --filter @mall/server seed`: wipes the configured database (PGlite
 * under DATA_DIR, or DATABASE_URL) and seeds the demo mall afresh.
 */
const config = loadConfig();
const database = await openDatabase(config);
try {
  await migrate(database);
  const started = performance.now();
  await reset(database.db);
  const summary = await seed(database.db);
  const ms = Math.round(performance.now() - started);
  console.log(`Seeded the demo mall on ${database.driver} in ${ms} ms:`);
  console.table(summary);
  console.log(`Demo shopper: +${DEMO_SHOPPER.countryCode} ${DEMO_SHOPPER.phone} / ${DEMO_SHOPPER.password}`);
} finally {
  // PGlite keeps the process alive until closed.
  await database.close();
}

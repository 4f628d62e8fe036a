import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from './client.ts';
import { migrate, migrationsFolder } from './migrate.ts';

/*
 * A mall that ran before migration 0006 keeps its goods descriptions: they
 * are copied from product.content to product_description, and the old column
 * keeps them for servers of the previous release during a rolling deploy.
 * Replays the history up to 0005 from a copy of the migrations folder, writes
 * goods the old way, then runs the rest.
 */
let dir: string;
let database: Database;

/** A copy of the migrations folder whose journal stops after migration `last`. */
async function historyUpTo(last: number): Promise<string> {
  const copy = path.join(dir, `migrations-${last}`);
  await cp(migrationsFolder(), copy, { recursive: true });
  const journalPath = path.join(copy, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: Array<{ idx: number }> };
  journal.entries = journal.entries.filter((entry) => entry.idx <= last);
  await writeFile(journalPath, JSON.stringify(journal));
  return copy;
}

const rows = async (query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: unknown[] }).rows;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mall-migrations-'));
  database = await openPglite('memory://');
  await migrate(database, await historyUpTo(5));
});
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

describe('migration 0006 (goods descriptions in their own table)', () => {
  it('copies every description to product_description and leaves the old column readable', async () => {
    // Only the goods rows matter here: without foreign-key checks no shop or category is needed.
    await database.db.execute(sql`set session_replication_role = replica`);
    await database.db.execute(sql`
      insert into product (id, mer_id, category_id, name, image, content)
      values (1, 1, 1, 'A', '/a.svg', '<h3>A</h3><p>first</p>'), (2, 1, 1, 'B', '/b.svg', '')`);
    await database.db.execute(sql`set session_replication_role = origin`);

    await migrate(database);

    expect(await rows(sql`select product_id, content from product_description order by product_id`)).toEqual([
      { product_id: 1, content: '<h3>A</h3><p>first</p>' },
      { product_id: 2, content: '' },
    ]);
    expect(await rows(sql`select id, content from product order by id`)).toEqual([
      { id: 1, content: '<h3>A</h3><p>first</p>' },
      { id: 2, content: '' },
    ]);
  });
});

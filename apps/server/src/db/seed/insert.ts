import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../client.ts';

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters for the widest table. */
export const CHUNK_SIZE = 500;

/** Inserts `rows` into `table` with multi-row INSERTs of {@link CHUNK_SIZE} rows. */
export async function insertInChunks<T extends PgTable>(tx: Tx, table: T, rows: ReadonlyArray<T['$inferInsert']>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK_SIZE) {
    await tx.insert(table).values(rows.slice(start, start + CHUNK_SIZE) as never);
  }
}

/**
 * Moves the `id` sequence of `table` past the largest id. The seed writes ids
 * itself (so reruns give the same ids); without this the next row the mall
 * inserts would collide with a seeded one.
 */
export async function syncIdSequence(tx: Tx, table: PgTable): Promise<void> {
  const name = getTableName(table);
  await tx.execute(
    sql`select setval(pg_get_serial_sequence(${name}, 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
  );
}

import { getTableColumns, getTableName, sql, type SQL, type SQLChunk } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../client.ts';

/** Rows per statement: one array parameter per column, so the bind-parameter limit never applies. */
export const UNNEST_CHUNK_SIZE = 5_000;

/** The SQL type an `unnest` parameter carries for `column`, and the cast back to the column's type. */
function arrayTyping(column: PgColumn): { param: string; cast: string } {
  const type = column.getSQLType();
  if (type === 'serial') return { param: 'integer[]', cast: '' };
  if (type === 'bigserial') return { param: 'bigint[]', cast: '' };
  // jsonb and array columns travel as text ('{...}' literals, JSON text) and are cast per row: an
  // array of arrays would be flattened by unnest, and text is what both drivers send as is.
  if (type === 'jsonb' || type === 'json' || type.endsWith('[]')) return { param: 'text[]', cast: `::${type}` };
  return { param: `${type}[]`, cast: '' };
}

/**
 * Inserts `rows` into `table` with `insert … select … from unnest($1, $2, …)`:
 * one array parameter per column and {@link UNNEST_CHUNK_SIZE} rows per
 * statement. Several times faster than multi-row VALUES for large seeds (no
 * per-value placeholders to parse), and the same SQL on PGlite and
 * PostgreSQL. Every row must set the same columns (those of the first row);
 * columns left out take their defaults.
 * @throws {Error} when a row sets other columns than the first.
 * @throws the database's error (constraint violations…), rolling back the caller's transaction.
 */
export async function unnestInsert<T extends PgTable>(tx: Tx, table: T, rows: ReadonlyArray<T['$inferInsert']>): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(first).filter((key) => (first as Record<string, unknown>)[key] !== undefined && key in columns);
  const signature = keys.join(',');

  for (let start = 0; start < rows.length; start += UNNEST_CHUNK_SIZE) {
    const chunk = rows.slice(start, start + UNNEST_CHUNK_SIZE) as ReadonlyArray<Record<string, unknown>>;
    for (const row of chunk) {
      const own = Object.keys(row).filter((key) => row[key] !== undefined && key in columns);
      if (own.join(',') !== signature) throw new Error(`${getTableName(table)}: rows set different columns (${own} vs ${signature})`);
    }
    const names: SQLChunk[] = [];
    const selects: SQL[] = [];
    const params: SQL[] = [];
    keys.forEach((key, i) => {
      const column = columns[key] as PgColumn;
      const { param, cast } = arrayTyping(column);
      const values = chunk.map((row) => (row[key] === null ? null : column.mapToDriverValue(row[key])));
      names.push(sql.identifier(column.name));
      selects.push(sql.raw(`c${i}${cast}`));
      params.push(sql`${sql.param(values)}::${sql.raw(param)}`);
    });
    const aliases = sql.raw(keys.map((_, i) => `c${i}`).join(', '));
    await tx.execute(
      sql`insert into ${table} (${sql.join(names, sql`, `)}) select ${sql.join(selects, sql`, `)} from unnest(${sql.join(params, sql`, `)}) as u(${aliases})`,
    );
  }
}

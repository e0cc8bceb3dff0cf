import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '#src/db/client.ts';
import { rowsOf } from '#src/db/text-sql.ts';

/** Rows per statement: a few megabytes of JSON at most. */
const ROWS_PER_STATEMENT = 5_000;

/**
 * A JSON value of a column: what the driver would be sent, except for jsonb, which goes in as it
 * is so it stays a JSON object rather than a string of one.
 */
function jsonValue(column: PgColumn, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (column.columnType === 'PgJsonb') return value;
  return column.mapToDriverValue(value);
}

/**
 * Inserts rows many thousands at a time, each batch one statement with one parameter: the rows as
 * JSON, which PostgreSQL turns into the table's row type (`json_populate_recordset`). Drizzle's
 * multi-row VALUES builds one parameter per cell, which for the demo data set's 100,000 rows costs
 * more than the database's own work. Returns the `returning` columns of every row written.
 */
export async function insertRows<T extends PgTable>(
  db: Executor,
  table: T,
  rows: readonly T['$inferInsert'][],
  returning: PgColumn[] = [],
): Promise<Record<string, unknown>[]> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((key) => columns[key]);
  const names = keys.map((key) => sql.identifier(columns[key]?.name ?? key));
  const list = sql.join(names, sql`, `);
  const back: SQL = returning.length
    ? sql` returning ${sql.join(
        returning.map((column) => sql.identifier(column.name)),
        sql`, `,
      )}`
    : sql``;
  const written: Record<string, unknown>[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const batch = rows.slice(start, start + ROWS_PER_STATEMENT).map((row) => {
      const record: Record<string, unknown> = {};
      for (const key of keys) {
        const column = columns[key] as PgColumn;
        record[column.name] = jsonValue(column, (row as Record<string, unknown>)[key]);
      }
      return record;
    });
    const statement = sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${JSON.stringify(batch)}::json)${back}`;
    written.push(...(await rowsOf(db, statement)));
  }
  return written;
}

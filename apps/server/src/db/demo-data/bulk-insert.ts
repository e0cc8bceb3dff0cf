import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** PostgreSQL takes at most 65,535 parameters in one statement; stay clear of it. */
const PARAMETERS_PER_STATEMENT = 60_000;
const MAX_ROWS_PER_STATEMENT = 2_000;

/** How many rows of `table` fit in one multi-row INSERT … VALUES. */
export function rowsPerInsert(table: PgTable): number {
  const columns = Object.keys(getTableColumns(table)).length;
  return Math.min(MAX_ROWS_PER_STATEMENT, Math.floor(PARAMETERS_PER_STATEMENT / columns));
}

/**
 * Writes `rows` a batch at a time, one statement per batch, and gives back what each statement
 * returned: tens of thousands of rows take a few dozen round trips instead of one each.
 */
export async function inBatches<T, R>(
  rows: readonly T[],
  size: number,
  write: (batch: T[]) => PromiseLike<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < rows.length; start += size) {
    results.push(await write(rows.slice(start, start + size)));
  }
  return results;
}

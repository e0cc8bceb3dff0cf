import { type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from './client.ts';

type Row = Record<string, unknown>;
type TextQuery = (text: string, params?: readonly unknown[]) => Promise<Row[]>;

/** `text` with its `$1`, `$2`… placeholders bound to `params`, as drizzle runs it on either driver. */
function bound(text: string, params: readonly unknown[]): SQL {
  const pieces = text.split(/\$(\d+)/);
  return sql.join(
    pieces.map((piece, index) =>
      index % 2 === 0 ? sql.raw(piece) : sql`${params[Number(piece) - 1]}`,
    ),
  );
}

/** The rows a statement returns, on either driver. */
export async function rowsOf<R = Row>(executor: Executor, statement: SQL): Promise<R[]> {
  const result = await executor.execute(statement);
  // Both drivers answer with their driver's result, which holds the rows.
  return (result as unknown as { rows: R[] }).rows;
}

/** Plain statements on `executor`, a transaction included. */
export function queryOn(executor: Executor): TextQuery {
  return (text, params = []) => rowsOf(executor, bound(text, params));
}

/**
 * The database as plain statements and transactions, for code that brings its own SQL instead of
 * the product's schema (the built-in test gateway).
 */
export function textSql(db: Database) {
  return {
    query: queryOn(db),
    transaction: <T>(work: (query: TextQuery) => Promise<T>): Promise<T> =>
      db.transaction((tx) => work(queryOn(tx))),
  };
}

import { encodeCursor, type PageInfo } from '@prakar/shared/list-query';
import { count, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/**
 * A list's order: one column, then a unique column in the same direction that breaks its ties, so
 * every row has one place. Rows whose column is empty come last either way.
 */
export interface KeysetOrder {
  column: PgColumn;
  tieBreaker: PgColumn;
  descending: boolean;
}

/** A row the page starts beside, as a cursor names it (its key read by `keyText`, and its id). */
export interface KeysetCursor {
  direction: 'after' | 'before';
  value: string | null;
  id: string | number;
}

/** A row's sort key as a cursor keeps it. */
export interface RowKey {
  value: string | null;
  id: string | number;
}

/**
 * The column as text that casts back to exactly the same value: a timestamp in UTC to the
 * microsecond (a JavaScript date would lose the microseconds and skip or repeat rows).
 */
export function keyText(column: PgColumn): SQL<string | null> {
  return column.getSQLType().startsWith('timestamp')
    ? sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
    : sql<string | null>`${column}::text`;
}

const typed = (value: string | number, column: PgColumn) =>
  sql`${value}::${sql.raw(column.getSQLType())}`;

/**
 * The rows beyond the cursor's row, in the direction it reads. A row comparison, `(column, id) >
 * (value, id)`, is what lets PostgreSQL start an index scan at the cursor instead of counting
 * rows up to it.
 */
function beyond(order: KeysetOrder, cursor: KeysetCursor): SQL {
  const { column, tieBreaker } = order;
  const after = cursor.direction === 'after';
  const operator = sql.raw(after !== order.descending ? '>' : '<');
  const id = typed(cursor.id, tieBreaker);
  if (cursor.value === null) {
    // Empty values come last: after one, only other empty ones; before it, every filled one too.
    return after
      ? sql`(${column} is null and ${tieBreaker} ${operator} ${id})`
      : sql`(${column} is not null or ${tieBreaker} ${operator} ${id})`;
  }
  const rows = sql`(${column}, ${tieBreaker}) ${operator} (${typed(cursor.value, column)}, ${id})`;
  return after && !column.notNull ? sql`(${rows} or ${column} is null)` : rows;
}

/**
 * The order to read in: the list's own for the next page, reversed for the previous one. A column
 * that cannot be empty says nothing of nulls, so one index serves both directions.
 */
function readingOrder(order: KeysetOrder, direction: KeysetCursor['direction']): SQL[] {
  const reversed = direction === 'before';
  const way = sql.raw(order.descending !== reversed ? 'desc' : 'asc');
  const nulls = order.column.notNull ? sql`` : sql.raw(reversed ? ' nulls first' : ' nulls last');
  return [sql`${order.column} ${way}${nulls}`, sql`${order.tieBreaker} ${way}`];
}

/** One read of up to `limit` rows: the caller's query with the cursor's condition and order. */
export type KeysetRead<Row> = (page: {
  beyond: SQL | undefined;
  orderBy: SQL[];
  limit: number;
}) => Promise<Row[]>;

export interface KeysetPage<Row> {
  rows: Row[];
  next: RowKey | undefined;
  previous: RowKey | undefined;
}

/**
 * One page of `pageSize` rows beside the cursor (the first page without one), and whether there
 * are rows either side. A cursor whose rows have all gone (deleted since) gives the first page.
 */
export async function keysetPage<Row>(
  order: KeysetOrder,
  cursor: KeysetCursor | undefined,
  pageSize: number,
  read: KeysetRead<Row>,
  keyOf: (row: Row) => RowKey,
): Promise<KeysetPage<Row>> {
  const direction = cursor?.direction ?? 'after';
  const fetched = await read({
    beyond: cursor && beyond(order, cursor),
    orderBy: readingOrder(order, direction),
    limit: pageSize + 1,
  });
  if (cursor && fetched.length === 0) return keysetPage(order, undefined, pageSize, read, keyOf);
  const more = fetched.length > pageSize;
  const rows = fetched.slice(0, pageSize);
  if (direction === 'before') rows.reverse();
  const first = rows[0];
  const last = rows.at(-1);
  const moreAfter = direction === 'after' ? more : true;
  const moreBefore = direction === 'before' ? more : cursor !== undefined;
  return {
    rows,
    next: moreAfter && last ? keyOf(last) : undefined,
    previous: moreBefore && first ? keyOf(first) : undefined,
  };
}

/** How many rows match a list's filter, and whether counting stopped before the end. */
export interface Counted {
  total: number;
  totalIsLowerBound: boolean;
}

/**
 * Long lists (the audit trail, the order history, an organisation's users) count this far and say
 * "more than" beyond: counting all of an organisation's 50,000 events took 13.5 ms on PostgreSQL,
 * fifteen times the page itself, for a number nobody pages through.
 */
export const COUNT_LIMIT = 1000;

/**
 * Counts the rows `matching` selects (any one column), reading at most `limit + 1` of them from
 * its index: PostgreSQL stops the scan under the limit, so the cost is bounded whatever the size.
 */
export async function countUpTo(
  db: Executor,
  matching: PgSelect,
  limit = COUNT_LIMIT,
): Promise<Counted> {
  const [row] = await db.select({ n: count() }).from(matching.limit(limit + 1).as('matching'));
  const n = row?.n ?? 0;
  return n > limit
    ? { total: limit, totalIsLowerBound: true }
    : { total: n, totalIsLowerBound: false };
}

/**
 * The paging part of a list's answer. `extra` is what else a list's cursors carry (the users'
 * sorting), so a cursor can be checked against the query it comes back with.
 */
export function pageInfo(
  page: KeysetPage<unknown>,
  counted: Counted,
  pageSize: number,
  extra: object = {},
): PageInfo {
  const cursor = (direction: KeysetCursor['direction'], key: RowKey | undefined) =>
    key ? encodeCursor({ direction, ...extra, value: key.value, id: key.id }) : null;
  return {
    ...counted,
    pageSize,
    nextCursor: cursor('after', page.next),
    previousCursor: cursor('before', page.previous),
  };
}

/**
 * How many rows an export reads at a time: the default page size, so the details read for a
 * batch (the orders' lines, payments and invoices, by the batch's ids) are planned as a page's.
 */
const BATCH_SIZE = 25;

/**
 * The first `maxRows` rows in the list's order, a batch at a time, each batch starting after the
 * last row of the one before: what an export streams, so no batch costs more than the first.
 */
export async function* keysetBatches<Row>(
  order: KeysetOrder,
  maxRows: number,
  read: KeysetRead<Row>,
  keyOf: (row: Row) => RowKey,
): AsyncGenerator<Row[]> {
  let cursor: KeysetCursor | undefined;
  let left = maxRows;
  while (left > 0) {
    const limit = Math.min(BATCH_SIZE, left);
    const rows = await read({
      beyond: cursor && beyond(order, cursor),
      orderBy: readingOrder(order, 'after'),
      limit,
    });
    const last = rows.at(-1);
    if (!last) return;
    yield rows;
    left -= rows.length;
    if (rows.length < limit) return;
    cursor = { direction: 'after', ...keyOf(last) };
  }
}

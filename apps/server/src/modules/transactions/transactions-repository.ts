import type { OrderStatus } from '@prakar/shared/orders';
import { and, asc, eq, exists, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { withinIstDays } from '#src/db/ist-days.ts';
import {
  countUpTo,
  type KeysetCursor,
  type KeysetOrder,
  type KeysetRead,
  keysetBatches,
  keysetPage,
  keyText,
  pageInfo,
  type RowKey,
} from '#src/db/keyset.ts';
import { invoices, orderLines, orders, organisations, payments } from '#src/db/schema.ts';

/** What to list; `organisationId` undefined means every organisation (platform administrators). */
export interface TransactionFilter {
  organisationId: string | undefined;
  /** First and last day, `YYYY-MM-DD`, both included, as days in IST. */
  from?: string | undefined;
  to?: string | undefined;
  status?: OrderStatus | undefined;
  product?: string | undefined;
}

function conditions(db: Executor, filter: TransactionFilter): SQL | undefined {
  return and(
    filter.organisationId ? eq(orders.organisationId, filter.organisationId) : undefined,
    withinIstDays(orders.createdAt, filter.from, filter.to),
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.product
      ? exists(
          db
            .select({ one: orderLines.lineNo })
            .from(orderLines)
            .where(
              and(eq(orderLines.orderId, orders.id), eq(orderLines.productCode, filter.product)),
            ),
        )
      : undefined,
  );
}

/** Newest first; the order's number, unique, breaks ties between orders of the same moment. */
const HISTORY_ORDER: KeysetOrder = {
  column: orders.createdAt,
  tieBreaker: orders.number,
  descending: true,
};

interface OrderRow {
  order: typeof orders.$inferSelect;
  organisationName: string | null;
  key: string | null;
}

const keyOfOrder = (row: OrderRow): RowKey => ({ value: row.key, id: row.order.number });

export function createTransactionsRepository(db: Executor) {
  /** Each order's lines, payments and invoice, fetched for a page of orders at once. */
  async function details(orderIds: string[]) {
    if (orderIds.length === 0) return { lines: [], attempts: [], issued: [] };
    const [lines, attempts, issued] = await Promise.all([
      db
        .select()
        .from(orderLines)
        .where(inArray(orderLines.orderId, orderIds))
        .orderBy(asc(orderLines.lineNo)),
      db
        .select()
        .from(payments)
        .where(inArray(payments.orderId, orderIds))
        // The gateway stamps payments to the second: a failure and its retry can share one.
        .orderBy(asc(payments.createdAt), asc(payments.updatedAt)),
      db
        .select({ id: invoices.id, number: invoices.number, orderId: invoices.orderId })
        .from(invoices)
        .where(inArray(invoices.orderId, orderIds)),
    ]);
    return { lines, attempts, issued };
  }

  const select =
    (where: SQL | undefined): KeysetRead<OrderRow> =>
    ({ beyond, orderBy, limit }) =>
      db
        .select({
          order: orders,
          organisationName: organisations.name,
          key: keyText(HISTORY_ORDER.column),
        })
        .from(orders)
        .leftJoin(organisations, eq(organisations.id, orders.organisationId))
        .where(and(where, beyond))
        .orderBy(...orderBy)
        .limit(limit);

  /** A batch of orders with their lines, payments and invoices. */
  const withDetails = async (rows: OrderRow[]) => ({
    rows,
    ...(await details(rows.map((row) => row.order.id))),
  });

  return {
    /**
     * One page, newest first, from the cursor. Within an organisation this walks
     * `orders_organisation_created_number_idx`; the lines, payments and invoices are read for
     * the page's orders only.
     */
    async list(filter: TransactionFilter, cursor: KeysetCursor | undefined, pageSize: number) {
      const where = conditions(db, filter);
      const [page, total] = await Promise.all([
        keysetPage(HISTORY_ORDER, cursor, pageSize, select(where), keyOfOrder),
        countUpTo(db, db.select({ id: orders.id }).from(orders).where(where).$dynamic()),
      ]);
      return { ...(await withDetails(page.rows)), paging: pageInfo(page, total, pageSize) };
    },

    /** Every matching order up to `maxRows`, newest first, a batch at a time. */
    async *batches(filter: TransactionFilter, maxRows: number) {
      const read = select(conditions(db, filter));
      for await (const rows of keysetBatches(HISTORY_ORDER, maxRows, read, keyOfOrder)) {
        yield withDetails(rows);
      }
    },
  };
}

/** Orders with what the history shows of each. */
export type TransactionPage = Omit<
  Awaited<ReturnType<ReturnType<typeof createTransactionsRepository>['list']>>,
  'paging'
>;

import type { OrderStatus } from '@prakar/shared/orders';
import { and, asc, count, desc, eq, exists, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { withinIstDays } from '#src/db/ist-days.ts';
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
        .orderBy(asc(payments.createdAt)),
      db
        .select({ id: invoices.id, number: invoices.number, orderId: invoices.orderId })
        .from(invoices)
        .where(inArray(invoices.orderId, orderIds)),
    ]);
    return { lines, attempts, issued };
  }

  return {
    async list(filter: TransactionFilter, page: { limit: number; offset: number }) {
      const where = conditions(db, filter);
      const [rows, [total]] = await Promise.all([
        db
          .select({ order: orders, organisationName: organisations.name })
          .from(orders)
          .leftJoin(organisations, eq(organisations.id, orders.organisationId))
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.number))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      return {
        rows,
        total: total?.n ?? 0,
        ...(await details(rows.map((row) => row.order.id))),
      };
    },
  };
}

export type TransactionPage = Awaited<
  ReturnType<ReturnType<typeof createTransactionsRepository>['list']>
>;

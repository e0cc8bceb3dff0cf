import type { SalesDashboard } from '@prakar/shared/sales';
import { type AnyColumn, and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { orderLines, orders, plans, products, refunds, subscriptions } from '#src/db/schema.ts';

const sumOf = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/**
 * A line is a renewal when the organisation already held a subscription to the line's product
 * before it placed the order; a line with no product is an advisory fee.
 */
const kindOfLine = sql<'new' | 'renewal' | 'advisory'>`case
  when ${orderLines.productCode} is null then 'advisory'
  when exists (
    select 1 from ${subscriptions}
    where ${subscriptions.organisationId} = ${orders.organisationId}
      and ${subscriptions.productCode} = ${orderLines.productCode}
      and ${subscriptions.createdAt} < ${orders.createdAt}
  ) then 'renewal'
  else 'new' end`;

export function createSalesRepository(db: Executor) {
  const paidBetween = (from: Date, to: Date) =>
    and(eq(orders.status, 'paid'), gte(orders.paidAt, from), lt(orders.paidAt, to));

  return {
    /** What was paid, refunded and left unpaid in [from, to). */
    async between(from: Date, to: Date): Promise<Omit<SalesDashboard, 'period'>> {
      const [paid] = await db
        .select({
          orders: count(),
          taxablePaise: sumOf(orders.subtotalPaise),
          totalPaise: sumOf(orders.totalPaise),
        })
        .from(orders)
        .where(paidBetween(from, to));

      const byPlan = await db
        .select({
          productCode: orderLines.productCode,
          productName: sql<string>`coalesce(${products.name}, 'Advisory')`,
          planCode: orderLines.planCode,
          planName: sql<string>`coalesce(${plans.name}, 'Advisory fees')`,
          lines: count(),
          taxablePaise: sumOf(orderLines.amountPaise),
        })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .leftJoin(products, eq(products.code, orderLines.productCode))
        .leftJoin(plans, eq(plans.code, orderLines.planCode))
        .where(paidBetween(from, to))
        .groupBy(orderLines.productCode, products.name, orderLines.planCode, plans.name)
        .orderBy(desc(sumOf(orderLines.amountPaise)), orderLines.planCode);

      const byKind = await db
        .select({ kind: kindOfLine, lines: count(), taxablePaise: sumOf(orderLines.amountPaise) })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(paidBetween(from, to))
        .groupBy(kindOfLine);

      const [refunded] = await db
        .select({ count: count(), amountPaise: sumOf(refunds.amountPaise) })
        .from(refunds)
        .where(
          and(
            eq(refunds.status, 'processed'),
            gte(refunds.processedAt, from),
            lt(refunds.processedAt, to),
          ),
        );

      const [unpaid] = await db
        .select({ count: count(), totalPaise: sumOf(orders.totalPaise) })
        .from(orders)
        .where(
          and(
            inArray(orders.status, ['awaiting_payment', 'payment_failed']),
            gte(orders.createdAt, from),
            lt(orders.createdAt, to),
          ),
        );

      return {
        paid: paid ?? { orders: 0, taxablePaise: 0, totalPaise: 0 },
        byPlan,
        byKind: (['new', 'renewal', 'advisory'] as const).map(
          (kind) => byKind.find((row) => row.kind === kind) ?? { kind, lines: 0, taxablePaise: 0 },
        ),
        refunds: refunded ?? { count: 0, amountPaise: 0 },
        unpaid: unpaid ?? { count: 0, totalPaise: 0 },
      };
    },
  };
}

import type { PlanSales, SalesDashboard } from '@prakar/shared/sales';
import { type AnyColumn, and, asc, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import {
  creditNotes,
  invoices,
  orderLines,
  orders,
  plans,
  products,
  refunds,
  subscriptions,
} from '#src/db/schema.ts';
import { groupedBy } from '#src/grouped-by.ts';
import { apportion } from './apportion.ts';

const sumOf = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

type Kind = 'new' | 'renewal' | 'advisory';

/**
 * A line is a renewal when the organisation already held a subscription to the line's product
 * before it placed the order; a line with no product is an advisory fee.
 */
const kindOfLine = sql<Kind>`case
  when ${orderLines.productCode} is null then 'advisory'
  when exists (
    select 1 from ${subscriptions}
    where ${subscriptions.organisationId} = ${orders.organisationId}
      and ${subscriptions.productCode} = ${orderLines.productCode}
      and ${subscriptions.createdAt} < ${orders.createdAt}
  ) then 'renewal'
  else 'new' end`;

const lineColumns = {
  productCode: orderLines.productCode,
  productName: sql<string>`coalesce(${products.name}, 'Advisory')`,
  planCode: orderLines.planCode,
  planName: sql<string>`coalesce(${plans.name}, 'Advisory fees')`,
  kind: kindOfLine,
};

type Plan = Pick<PlanSales, 'productCode' | 'productName' | 'planCode' | 'planName'>;
interface Tally {
  lines: number;
  taxablePaise: number;
  refundedPaise: number;
}
const NOTHING: Tally = { lines: 0, taxablePaise: 0, refundedPaise: 0 };
const plus = (a: Tally, b: Tally): Tally => ({
  lines: a.lines + b.lines,
  taxablePaise: a.taxablePaise + b.taxablePaise,
  refundedPaise: a.refundedPaise + b.refundedPaise,
});
const withNet = (tally: Tally) => ({
  ...tally,
  netPaise: tally.taxablePaise - tally.refundedPaise,
});
const planKey = (plan: Plan) => `${plan.productCode}/${plan.planCode}`;

/** Taxable value sold and refunded, gathered by plan and by kind of customer. */
function tallies() {
  const byPlan = new Map<string, { plan: Plan; tally: Tally }>();
  const byKind = new Map<Kind, Tally>();
  return {
    add(plan: Plan, kind: Kind, figures: Tally) {
      const key = planKey(plan);
      byPlan.set(key, { plan, tally: plus(byPlan.get(key)?.tally ?? NOTHING, figures) });
      byKind.set(kind, plus(byKind.get(kind) ?? NOTHING, figures));
    },
    result: () => ({
      byPlan: [...byPlan.values()]
        .map(({ plan, tally }) => ({ ...plan, ...withNet(tally) }))
        .sort((a, b) => b.netPaise - a.netPaise || planKey(a).localeCompare(planKey(b))),
      byKind: (['new', 'renewal', 'advisory'] as const).map((kind) => ({
        kind,
        ...withNet(byKind.get(kind) ?? NOTHING),
      })),
    }),
  };
}

export function createSalesRepository(db: Executor) {
  const issuedBetween = (column: AnyColumn, from: Date, to: Date) =>
    and(gte(column, from), lt(column, to));

  /**
   * Each credit note issued in [from, to) on the lines it credits: the refunded line, or every
   * line of a whole-order refund by its taxable value, whole paise by largest remainder.
   */
  async function creditedLines(from: Date, to: Date) {
    const rows = await db
      .select({
        noteId: creditNotes.id,
        noteTaxablePaise: creditNotes.taxablePaise,
        refundedLineNo: refunds.orderLineNo,
        lineNo: orderLines.lineNo,
        amountPaise: orderLines.amountPaise,
        ...lineColumns,
      })
      .from(creditNotes)
      .innerJoin(refunds, eq(refunds.id, creditNotes.refundId))
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
      .leftJoin(products, eq(products.code, orderLines.productCode))
      .leftJoin(plans, eq(plans.code, orderLines.planCode))
      .where(issuedBetween(creditNotes.issuedAt, from, to))
      .orderBy(asc(creditNotes.id), asc(orderLines.lineNo));
    const notes = groupedBy(rows, (row) => row.noteId);
    return [...notes.values()].flatMap((lines) => {
      const first = lines[0];
      if (!first) return [];
      const credited = lines.filter(
        (line) => first.refundedLineNo === null || line.lineNo === first.refundedLineNo,
      );
      const shares = apportion(
        first.noteTaxablePaise,
        credited.map((line) => line.amountPaise),
      );
      return credited.map((line, index) => ({ ...line, refundedPaise: shares[index] ?? 0 }));
    });
  }

  return {
    /** Sold, refunded and net by plan and by kind of customer, and what was left unpaid, in [from, to). */
    async between(
      from: Date,
      to: Date,
    ): Promise<Pick<SalesDashboard, 'byPlan' | 'byKind' | 'unpaid'>> {
      const sold = await db
        .select({ ...lineColumns, lines: count(), taxablePaise: sumOf(orderLines.amountPaise) })
        .from(orderLines)
        .innerJoin(invoices, eq(invoices.orderId, orderLines.orderId))
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .leftJoin(products, eq(products.code, orderLines.productCode))
        .leftJoin(plans, eq(plans.code, orderLines.planCode))
        .where(issuedBetween(invoices.issuedAt, from, to))
        .groupBy(
          orderLines.productCode,
          products.name,
          orderLines.planCode,
          plans.name,
          kindOfLine,
        );

      const sales = tallies();
      for (const { lines, taxablePaise, kind, ...plan } of sold) {
        sales.add(plan, kind, { lines, taxablePaise, refundedPaise: 0 });
      }
      for (const {
        refundedPaise,
        kind,
        productCode,
        productName,
        planCode,
        planName,
      } of await creditedLines(from, to)) {
        sales.add({ productCode, productName, planCode, planName }, kind, {
          lines: 0,
          taxablePaise: 0,
          refundedPaise,
        });
      }

      const [unpaid] = await db
        .select({ count: count(), totalPaise: sumOf(orders.totalPaise) })
        .from(orders)
        .where(
          and(
            inArray(orders.status, ['awaiting_payment', 'payment_failed']),
            issuedBetween(orders.createdAt, from, to),
          ),
        );

      return { ...sales.result(), unpaid: unpaid ?? { count: 0, totalPaise: 0 } };
    },
  };
}

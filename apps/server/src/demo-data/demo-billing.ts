import { randomUUID } from 'node:crypto';
import { addDays, financialYearOf, istDay } from '@prakar/shared/ist-calendar';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { invoiceSequences, invoices, subscriptionGrants, subscriptions } from '#src/db/schema.ts';
import { groupedBy } from '#src/grouped-by.ts';
import { storedDocument } from '#src/modules/billing-documents/invoice-document.ts';
import { renderInvoicePdf } from '#src/modules/billing-documents/invoice-pdf.ts';
import { type InvoiceSeries, invoiceNumber } from '#src/modules/invoices/financial-year.ts';
import { invoiceDocument } from '#src/modules/invoices/issue-invoice.ts';
import { orderRecords } from '#src/modules/orders/order-records.ts';
import { extendPeriod } from '#src/modules/subscriptions/calendar.ts';
import { insertRows } from './bulk-insert.ts';
import { unrenderedInvoicePdf } from './demo-invoice-pdf.ts';
import type { PaidDemoOrder } from './demo-orders.ts';

const INVOICES_PER_STATEMENT = 500;
/** How long before its end an organisation renews a subscription (ADR 0067). */
const RENEWAL_WINDOW_DAYS = 60;

type SubscriptionRow = typeof subscriptions.$inferInsert & {
  id: string;
  startsOn: string;
  endsOn: string;
};

/**
 * The organisation's subscriptions as its paid orders left them, in the order they were paid: a
 * line starts the product's subscription, or renews it from its end as settling a payment does
 * when it was bought in the last weeks of the term or after it lapsed. The demo's thousands of
 * orders are far more than one organisation would renew, so a line bought earlier in a term
 * grants nothing; every one granting years would push the end centuries ahead (ADR 0067).
 */
export async function insertDemoSubscriptions(
  db: Executor,
  organisationId: string,
  paid: readonly PaidDemoOrder[],
): Promise<number> {
  const byProduct = new Map<string, SubscriptionRow>();
  const grants: (typeof subscriptionGrants.$inferInsert)[] = [];
  for (const order of paid) {
    const today = istDay(order.paidAt);
    for (const line of order.lines) {
      if (!line.productCode || !line.planCode || !line.limitUnit) continue;
      const current = byProduct.get(line.productCode);
      if (current && current.endsOn > addDays(today, RENEWAL_WINDOW_DAYS)) continue;
      const period = extendPeriod(current, line.quantity, today);
      const next: SubscriptionRow = {
        id: current?.id ?? randomUUID(),
        organisationId,
        productCode: line.productCode,
        planCode: line.planCode,
        limitUnit: line.limitUnit,
        seats: line.limitValue,
        ...period,
        createdAt: current?.createdAt ?? order.paidAt,
        updatedAt: order.paidAt,
      };
      byProduct.set(line.productCode, next);
      grants.push({
        orderId: order.id,
        subscriptionId: next.id,
        planCode: line.planCode,
        seats: line.limitValue,
        years: line.quantity,
        previousEndsOn: current?.endsOn ?? null,
        endsOn: next.endsOn,
        grantedAt: order.paidAt,
      });
    }
  }
  if (byProduct.size > 0) await db.insert(subscriptions).values([...byProduct.values()]);
  await insertRows(db, subscriptionGrants, grants);
  return byProduct.size;
}

/**
 * Takes `count` numbers of a financial year's series through the invoice counter in one step,
 * so demo invoices never share a number with one the product issues: the first one taken.
 */
async function reserveNumbers(db: Executor, financialYear: string, count: number): Promise<number> {
  const [row] = await db
    .insert(invoiceSequences)
    .values({ financialYear, lastNumber: count })
    .onConflictDoUpdate({
      target: invoiceSequences.financialYear,
      set: { lastNumber: sql`${invoiceSequences.lastNumber} + ${count}` },
    })
    .returning({ lastNumber: invoiceSequences.lastNumber });
  if (!row) throw new Error('The invoice counter returned no row.');
  return row.lastNumber - count + 1;
}

/**
 * The series and first number of a year's demo invoices: the product's own, through its counter,
 * while the year has no invoice yet; else the run's own from 1, since they are dated before
 * numbers already issued and a series stays in the order of its dates (docs/decisions/0067).
 */
async function numbering(
  db: Executor,
  financialYear: string,
  count: number,
  run: number,
): Promise<{ series: InvoiceSeries; first: number }> {
  const [counter] = await db
    .select({ lastNumber: invoiceSequences.lastNumber })
    .from(invoiceSequences)
    .where(eq(invoiceSequences.financialYear, financialYear));
  if (counter) return { series: `D${run}`, first: 1 };
  return { series: 'PTA', first: await reserveNumbers(db, financialYear, count) };
}

/**
 * A GST invoice for every paid order, numbered per financial year in the order they were paid,
 * as the `run`th demo run (1 for the first).
 * The newest `rendered` carry their PDF as the product renders it; rendering takes tens of
 * milliseconds each, so older ones carry a one-page PDF saying it was not rendered. Those and the
 * `documented` keep their document, as a credit note needs; the rest are read as invoices from
 * before documents were kept.
 */
export async function insertDemoInvoices(
  db: Executor,
  paid: readonly PaidDemoOrder[],
  options: { rendered: number; run: number; documented: ReadonlySet<string> },
): Promise<number> {
  const byYear = groupedBy(paid, (order) => financialYearOf(order.paidAt));
  const numbered = new Map<string, { financialYear: string; sequence: number; number: string }>();
  for (const [financialYear, orders] of byYear) {
    const { series, first } = await numbering(db, financialYear, orders.length, options.run);
    orders.forEach((order, index) => {
      const sequence = first + index;
      numbered.set(order.id, {
        financialYear,
        sequence,
        number: invoiceNumber(financialYear, sequence, series),
      });
    });
  }
  const placeholder = await unrenderedInvoicePdf();
  const renderFrom = paid.length - options.rendered;
  const records = orderRecords(db);
  const rows: (typeof invoices.$inferInsert)[] = [];
  for (const [index, order] of paid.entries()) {
    const numbers = numbered.get(order.id);
    if (!numbers) throw new Error(`The demo order ${order.id} has no invoice number.`);
    const { financialYear, sequence, number } = numbers;
    const row = { number, financialYear, sequence, orderId: order.id, issuedAt: order.paidAt };
    const rendered = index >= renderFrom;
    if (!rendered && !options.documented.has(order.id)) {
      rows.push({ ...row, pdf: placeholder });
      continue;
    }
    const written = await records.findById(order.id);
    if (!written) throw new Error(`The demo order ${order.id} was not written.`);
    const lines = await records.linesOf(order.id);
    const document = invoiceDocument(written, lines, order.payment, number, order.paidAt);
    rows.push({
      ...row,
      document: storedDocument(document),
      pdf: rendered ? await renderInvoicePdf(document) : placeholder,
    });
  }
  // The PDFs are bytes, which JSON cannot carry: these go in as multi-row VALUES.
  for (let start = 0; start < rows.length; start += INVOICES_PER_STATEMENT) {
    await db.insert(invoices).values(rows.slice(start, start + INVOICES_PER_STATEMENT));
  }
  return rows.length;
}

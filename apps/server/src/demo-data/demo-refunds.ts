import { istMonth, shiftMonth } from '@prakar/shared/ist-calendar';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Transaction } from '#src/db/client.ts';
import { creditNotes, invoices, orders, refunds } from '#src/db/schema.ts';
import { creditNoteOf } from '#src/modules/billing-documents/credit-note-document.ts';
import { renderCreditNotePdf } from '#src/modules/billing-documents/credit-note-pdf.ts';
import { issueCreditNote } from '#src/modules/credit-notes/issue-credit-note.ts';
import { shortenSubscriptions } from '#src/modules/subscriptions/shorten-subscriptions.ts';
import type { PaidDemoOrder } from './demo-orders.ts';
import { ALPHANUMERIC, type Random } from './random.ts';
import { DAY_MS, later } from './timeline.ts';

type RefundRow = typeof refunds.$inferSelect;

const REASONS = [
  'Bought the same plan twice',
  'Chose a larger plan than needed',
  'Goodwill: the filing deadline was missed on our side',
  'Seats not used',
];

/** What each demo refund shows: the share of the order it refunds and how it stands. */
const PLAN: readonly { share: number; status: 'processed' | 'pending' | 'failed' }[] = [
  { share: 1, status: 'processed' },
  { share: 1, status: 'failed' },
  { share: 0.5, status: 'pending' },
  { share: 0.5, status: 'processed' },
  { share: 0.25, status: 'processed' },
  { share: 0.3, status: 'processed' },
];

/** Of a whole order, half or a quarter: the refunds that spread over the year. */
const MONTHLY_SHARES = [1, 0.5, 0.25] as const;

/**
 * One order paid in each of the eleven IST months before `now`'s, where the month has one: their
 * refunds spread over the sales dashboard's twelve months (its invoices must keep their document).
 */
export function ordersRefundedMonthly(
  random: Random,
  paid: readonly PaidDemoOrder[],
  now: Date,
): PaidDemoOrder[] {
  const current = istMonth(now);
  return Array.from({ length: 11 }, (_, index) => shiftMonth(current, index - 11)).flatMap(
    (month) => {
      const inMonth = paid.filter((order) => istMonth(order.paidAt) === month);
      return inMonth.length > 0 ? [random.pick(inMonth)] : [];
    },
  );
}

/**
 * Refunds of the newest paid orders whose invoice document is kept (the rendered ones): processed
 * ones with their credit notes (numbered through the counter, in the order they were issued, and
 * rendered), a pending one and a failed one; and a processed refund of each of `monthly`. Each is
 * made a few days after its payment and never after `now`; their customers are not mailed.
 */
export async function insertDemoRefunds(
  tx: Transaction,
  random: Random,
  paid: readonly PaidDemoOrder[],
  monthly: readonly PaidDemoOrder[],
  now: Date,
): Promise<{ refunds: RefundRow[]; creditNotes: number }> {
  const withDocument = await tx
    .select({
      orderId: invoices.orderId,
      totalPaise: orders.totalPaise,
      organisationId: orders.organisationId,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(
      and(
        inArray(
          invoices.orderId,
          paid.map((order) => order.id),
        ),
        isNotNull(invoices.document),
      ),
    );
  const ordersById = new Map(withDocument.map((row) => [row.orderId, row]));
  const monthlyIds = new Set(monthly.map((order) => order.id));
  const newest = paid
    .filter((order) => ordersById.has(order.id) && !monthlyIds.has(order.id))
    .slice(-PLAN.length)
    .map((order, index) => ({ order, plan: PLAN[index] }));
  const spread = monthly.map((order, index) => ({
    order,
    plan: {
      share: MONTHLY_SHARES[index % MONTHLY_SHARES.length] ?? 1,
      status: 'processed' as const,
    },
  }));
  const made = [...spread, ...newest]
    .map(({ order, plan = { share: 1, status: 'processed' as const } }) => {
      const totalPaise = ordersById.get(order.id)?.totalPaise ?? 0;
      const span = Math.max(0, now.getTime() - order.paidAt.getTime());
      const at = later(order.paidAt, Math.min(span, random.int(1, 6) * DAY_MS) * random.next());
      return {
        order,
        at,
        status: plan.status,
        amountPaise: Math.max(100, Math.round(totalPaise * plan.share)),
        totalPaise,
      };
    })
    .sort((a, b) => a.at.getTime() - b.at.getTime());

  let issued = 0;
  const rows: RefundRow[] = [];
  for (const refund of made) {
    const gatewayRefundId = `rfnd_${random.text(14, ALPHANUMERIC)}`;
    const processed = refund.status === 'processed';
    const [row] = await tx
      .insert(refunds)
      .values({
        receipt: `rf_demo_${random.text(24, ALPHANUMERIC)}`,
        gatewayRefundId,
        paymentId: refund.order.payment.id,
        orderId: refund.order.id,
        amountPaise: refund.amountPaise,
        reason: random.pick(REASONS),
        speedRequested: random.chance(0.3) ? 'optimum' : 'normal',
        speedProcessed: processed ? 'normal' : null,
        status: refund.status,
        failureReason:
          refund.status === 'failed' ? 'The payment gateway could not make the refund.' : null,
        createdAt: refund.at,
        updatedAt: refund.at,
        processedAt: processed ? refund.at : null,
      })
      .returning();
    if (!row) continue;
    rows.push(row);
    if (!processed) continue;
    await shortenSubscriptions(
      tx,
      {
        orderId: row.orderId,
        products: 'all',
        amountPaise: row.amountPaise,
        refundedBeforePaise: 0,
        totalPaise: refund.totalPaise,
      },
      refund.at,
    );
    const note = await issueCreditNote(
      tx,
      {
        ...row,
        organisationId: ordersById.get(row.orderId)?.organisationId ?? null,
        gatewayRefundId,
      },
      refund.at,
    );
    if (!note.issued) continue;
    issued += 1;
    const [stored] = await tx.select().from(creditNotes).where(eq(creditNotes.id, note.id));
    if (!stored?.document) continue;
    await tx
      .update(creditNotes)
      .set({ pdf: await renderCreditNotePdf(creditNoteOf(stored.document)), mailPending: false })
      .where(eq(creditNotes.id, note.id));
  }
  return { refunds: rows, creditNotes: issued };
}

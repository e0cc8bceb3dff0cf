import { refundsApi } from '@prakar/shared/api/refunds';
import type { Order } from '@prakar/shared/orders';
import type { Refund } from '@prakar/shared/refunds';
import { eq } from 'drizzle-orm';
import { vi } from 'vitest';
import type { App } from '#src/app.ts';
import { creditNotes, orders, payments, refunds } from '#src/db/schema.ts';
import { gatewayControl, payThroughGateway, placeOrder } from './commerce-helpers.ts';
import type { Caller } from './users-helpers.ts';

/**
 * A processed refund of ₹100 on a paid order and its credit note number `sequence` (GST split
 * within the state), written as the credit-note worker leaves them at `at`: for the screens that
 * show them, not for how they come about. Returns the credit note's id.
 */
export async function refundedWithCreditNote(
  app: App,
  paid: { orderId: string; paymentId: string; invoiceId: string },
  sequence: number,
  at: Date,
) {
  const db = app.database.db;
  const [refund] = await db
    .insert(refunds)
    .values({
      receipt: `rfnd_seeded_${sequence}`,
      paymentId: paid.paymentId,
      orderId: paid.orderId,
      amountPaise: 10_000,
      reason: 'Bought twice',
      speedRequested: 'normal',
      status: 'processed',
      createdAt: at,
      updatedAt: at,
      processedAt: at,
    })
    .returning();
  if (!refund) throw new Error('No refund');
  const [note] = await db
    .insert(creditNotes)
    .values({
      number: `CN/26-27/${String(sequence).padStart(5, '0')}`,
      financialYear: '2026-27',
      sequence,
      invoiceId: paid.invoiceId,
      refundId: refund.id,
      issuedAt: at,
      taxablePaise: 8_475,
      cgstPaise: 763,
      sgstPaise: 762,
      igstPaise: 0,
      totalPaise: 10_000,
    })
    .returning();
  if (!note) throw new Error('No credit note');
  return note.id;
}

/** An order of `buyer`'s, paid by `method` through the test gateway, and its payment's id. */
export async function paidOrder(
  app: App,
  buyer: Caller,
  items?: Parameters<typeof placeOrder>[1],
  billing?: object,
  method: 'card' | 'wallet' | 'upi' = 'card',
) {
  const order: Order = await placeOrder(buyer, items, billing);
  await payThroughGateway(app, buyer, order.id, method);
  const [payment] = await app.database.db
    .select()
    .from(payments)
    .where(eq(payments.orderId, order.id));
  if (!payment) throw new Error('The order has no payment.');
  return { order, paymentId: payment.id, reference: await referenceOf(app, order.id) };
}

async function referenceOf(app: App, orderId: string): Promise<string> {
  const [row] = await app.database.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`No order ${orderId}`);
  return row.reference;
}

/** Asks for a refund as staff; answers the response. */
export function requestRefund(
  staff: Caller,
  reference: string,
  body: {
    paymentId: string;
    amount: string;
    lineNo?: number | null;
    reason?: string;
    speed?: 'normal' | 'optimum';
  },
  idempotencyKey: string = crypto.randomUUID(),
) {
  return staff.call(refundsApi.create, {
    params: { reference },
    body: { reason: 'Bought by mistake', speed: 'normal', idempotencyKey, ...body },
  });
}

/** Waits until the refund leaves `pending` (its webhooks are on their way), and answers it. */
export async function settledRefund(app: App, refundId: string) {
  let row: typeof refunds.$inferSelect | undefined;
  await vi.waitFor(
    async () => {
      [row] = await app.database.db.select().from(refunds).where(eq(refunds.id, refundId));
      if (row?.status === 'pending') throw new Error('still pending');
    },
    { timeout: 10_000, interval: 20 },
  );
  if (!row) throw new Error(`No refund ${refundId}`);
  return row;
}

export const failNextRefunds = (app: App, count = 1) =>
  gatewayControl(app, 'POST', '/refunds/fail-next', { count });

export type { Refund };

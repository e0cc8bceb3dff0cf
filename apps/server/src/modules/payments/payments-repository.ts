import type { GatewayPayment } from '@prakar/razorpay/protocol';
import { and, asc, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { gatewayEvents, orders, payments } from '#src/db/schema.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** The gateway's words for why a payment failed, for the buyer and the history. */
export function failureReasonOf(payment: GatewayPayment): string | null {
  if (payment.status !== 'failed') return null;
  return payment.error_description ?? payment.error_reason ?? 'The payment did not go through.';
}

/**
 * Unpaid orders that reached the gateway since `createdAfter` and that nobody at the firm was
 * asked to look at: the ones whose payment reconciliation may still find.
 */
function watchedByReconciliation(createdAfter: Date) {
  return and(
    ne(orders.status, 'paid'),
    sql`${orders.gatewayOrderId} is not null`,
    isNull(orders.needsAttention),
    sql`${orders.createdAt} > ${createdAfter}`,
  );
}

export function createPaymentsRepository(db: Executor) {
  return {
    /**
     * Records an attempt as the gateway reports it. A captured payment stays captured: reports
     * may arrive out of order, and an older 'authorized' must not undo a newer 'captured'.
     */
    async record(orderId: string, payment: GatewayPayment, at: Date): Promise<void> {
      await db
        .insert(payments)
        .values({
          id: payment.id,
          orderId,
          method: payment.method,
          status: payment.status,
          amountPaise: payment.amount,
          failureReason: failureReasonOf(payment),
          createdAt: new Date(payment.created_at * 1000),
          updatedAt: at,
        })
        .onConflictDoUpdate({
          target: payments.id,
          set: {
            status: sql`case when ${payments.status} in ('captured', 'refunded') then ${payments.status} else excluded.status end`,
            failureReason: sql`case when ${payments.status} in ('captured', 'refunded') then ${payments.failureReason} else excluded.failure_reason end`,
            updatedAt: at,
          },
        });
    },

    async latestFor(orderId: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .orderBy(desc(payments.createdAt), desc(payments.updatedAt))
        .limit(1);
      return row;
    },

    /** The one update that makes an order paid; undefined if it already was. */
    async markPaid(orderId: string, at: Date) {
      const [row] = await db
        .update(orders)
        .set({ status: 'paid', paidAt: at, failureReason: null })
        .where(and(eq(orders.id, orderId), ne(orders.status, 'paid')))
        .returning();
      return row;
    },

    async markFailed(orderId: string, reason: string | null): Promise<void> {
      await db
        .update(orders)
        .set({ status: 'payment_failed', failureReason: reason })
        .where(and(eq(orders.id, orderId), ne(orders.status, 'paid')));
    },

    /** A new attempt begins: a failed order waits for payment again. */
    async markAwaiting(orderId: string): Promise<void> {
      await db
        .update(orders)
        .set({ status: 'awaiting_payment' })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'payment_failed')));
    },

    /** The gateway answered about the order: its refusals in a row start again from none. */
    async markChecked(orderId: string, at: Date): Promise<void> {
      await db
        .update(orders)
        .set({ checkedAt: at, gatewayRefusals: 0 })
        .where(eq(orders.id, orderId));
    },

    /**
     * The gateway refused to know the order once more; at `limit` refusals in a row the order is
     * set aside for a person (`needs_attention`) and reconciliation stops asking. Answers the
     * order as it now is.
     */
    async recordRefusal(orderId: string, at: Date, limit: number, reason: string) {
      const [row] = await db
        .update(orders)
        .set({
          checkedAt: at,
          gatewayRefusals: sql`${orders.gatewayRefusals} + 1`,
          needsAttention: sql`case when ${orders.gatewayRefusals} + 1 >= ${limit} then ${reason} else ${orders.needsAttention} end`,
        })
        .where(eq(orders.id, orderId))
        .returning();
      return row;
    },

    /** True the first time an event id is seen; a redelivery answers false. */
    async claimEvent(eventId: string, event: string, at: Date): Promise<boolean> {
      const rows = await db
        .insert(gatewayEvents)
        .values({ eventId, event, receivedAt: at })
        .onConflictDoNothing()
        .returning({ eventId: gatewayEvents.eventId });
      return rows.length > 0;
    },

    /**
     * Takes up to `limit` orders due a check with the gateway for this instance, in one statement:
     * the inner select skips rows another instance holds, and the update marks them checked now,
     * so no other instance asks the gateway about them until they are due again.
     */
    async claimDueForCheck(options: {
      createdAfter: Date;
      checkedBefore: Date;
      limit: number;
      at: Date;
    }) {
      const due = db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            watchedByReconciliation(options.createdAfter),
            or(isNull(orders.checkedAt), lt(orders.checkedAt, options.checkedBefore)),
          ),
        )
        .orderBy(asc(orders.createdAt))
        .limit(options.limit)
        .for('update', { skipLocked: true });
      const claimed = await db
        .update(orders)
        .set({ checkedAt: options.at })
        .where(inArray(orders.id, due))
        .returning();
      return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    },

    /** How many orders reconciliation still watches, whether or not one is due a check now. */
    async countWatched(createdAfter: Date): Promise<number> {
      return db.$count(orders, watchedByReconciliation(createdAfter));
    },
  };
}

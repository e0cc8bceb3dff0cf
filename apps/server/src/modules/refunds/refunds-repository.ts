import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { creditNotes, orderLines, orders, payments, refunds } from '#src/db/schema.ts';
import type { RefundPart } from './refund-lines.ts';

export type RefundRow = typeof refunds.$inferSelect;
type NewRefundRow = typeof refunds.$inferInsert;

/** Refunds that hold money back from a payment: a failed one gives it back. */
const HOLDING = ['pending', 'processed'] as const;

export function createRefundsRepository(db: Executor) {
  return {
    /** The order, locked until the transaction ends, so that its refunds are decided in turn. */
    async lockOrder(orderId: string): Promise<void> {
      await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
    },

    async insert(values: NewRefundRow): Promise<RefundRow> {
      const [row] = await db.insert(refunds).values(values).returning();
      if (!row) throw new Error('Inserting a refund returned no row.');
      return row;
    },

    async findByReceipt(receipt: string): Promise<RefundRow | undefined> {
      const [row] = await db.select().from(refunds).where(eq(refunds.receipt, receipt)).limit(1);
      return row;
    },

    async findById(id: string): Promise<RefundRow | undefined> {
      const [row] = await db.select().from(refunds).where(eq(refunds.id, id)).limit(1);
      return row;
    },

    /** The refund a gateway report is about: by the gateway's id, or by our receipt before we know it. */
    async findForReport(gatewayRefundId: string, receipt: string | null) {
      const [byId] = await db
        .select()
        .from(refunds)
        .where(eq(refunds.gatewayRefundId, gatewayRefundId))
        .limit(1);
      if (byId || !receipt) return byId;
      const [byReceipt] = await db
        .select()
        .from(refunds)
        .where(and(eq(refunds.receipt, receipt), isNull(refunds.gatewayRefundId)))
        .limit(1);
      return byReceipt;
    },

    /** Paise of the payment refunded or being refunded. */
    async heldAgainst(paymentId: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${refunds.amountPaise}), 0)` })
        .from(refunds)
        .where(and(eq(refunds.paymentId, paymentId), inArray(refunds.status, [...HOLDING])));
      return Number(row?.total ?? 0);
    },

    /** The order's refunds made for good, but the refund `except`, as they count against lines. */
    async processedOf(orderId: string, except?: string): Promise<RefundPart[]> {
      return db
        .select({ lineNo: refunds.orderLineNo, amountPaise: refunds.amountPaise })
        .from(refunds)
        .where(
          and(
            eq(refunds.orderId, orderId),
            eq(refunds.status, 'processed'),
            except ? sql`${refunds.id} <> ${except}` : undefined,
          ),
        );
    },

    /** The order's refunds that hold money back (pending or processed), as they count against lines. */
    async heldOf(orderId: string): Promise<RefundPart[]> {
      return db
        .select({ lineNo: refunds.orderLineNo, amountPaise: refunds.amountPaise })
        .from(refunds)
        .where(and(eq(refunds.orderId, orderId), inArray(refunds.status, [...HOLDING])));
    },

    async setGatewayId(id: string, gatewayRefundId: string, at: Date): Promise<void> {
      await db
        .update(refunds)
        .set({ gatewayRefundId, updatedAt: at })
        .where(and(eq(refunds.id, id), isNull(refunds.gatewayRefundId)));
    },

    async setSpeedProcessed(id: string, speed: 'normal' | 'instant', at: Date): Promise<void> {
      await db
        .update(refunds)
        .set({ speedProcessed: speed, updatedAt: at })
        .where(eq(refunds.id, id));
    },

    /** The one update that makes a refund processed; undefined if it was not pending. */
    async markProcessed(
      id: string,
      report: { gatewayRefundId: string; speed: 'normal' | 'instant' | null },
      at: Date,
    ): Promise<RefundRow | undefined> {
      const [row] = await db
        .update(refunds)
        .set({
          status: 'processed',
          gatewayRefundId: report.gatewayRefundId,
          speedProcessed: report.speed,
          processedAt: at,
          updatedAt: at,
        })
        .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')))
        .returning();
      return row;
    },

    /** The one update that makes a refund failed; undefined if it was not pending. */
    async markFailed(id: string, reason: string, at: Date): Promise<RefundRow | undefined> {
      const [row] = await db
        .update(refunds)
        .set({ status: 'failed', failureReason: reason, updatedAt: at })
        .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')))
        .returning();
      return row;
    },

    /** A failed refund closed for good; undefined unless it had failed. */
    async withdraw(id: string, at: Date): Promise<RefundRow | undefined> {
      const [row] = await db
        .update(refunds)
        .set({ status: 'withdrawn', updatedAt: at })
        .where(and(eq(refunds.id, id), eq(refunds.status, 'failed')))
        .returning();
      return row;
    },

    /** A failed refund made pending again under a new receipt; undefined unless it had failed. */
    async restart(id: string, receipt: string, at: Date): Promise<RefundRow | undefined> {
      const [row] = await db
        .update(refunds)
        .set({
          status: 'pending',
          receipt,
          gatewayRefundId: null,
          speedProcessed: null,
          failureReason: null,
          updatedAt: at,
        })
        .where(and(eq(refunds.id, id), eq(refunds.status, 'failed')))
        .returning();
      return row;
    },

    /**
     * Pending refunds nothing has moved since `before`, marked as looked at now, so that another
     * instance's pass skips them and the next look at each waits as long again.
     */
    async claimStalePending(options: { before: Date; limit: number; at: Date }) {
      const stale = db
        .select({ id: refunds.id })
        .from(refunds)
        .where(and(eq(refunds.status, 'pending'), lt(refunds.updatedAt, options.before)))
        .orderBy(asc(refunds.updatedAt))
        .limit(options.limit)
        .for('update', { skipLocked: true });
      return db
        .update(refunds)
        .set({ updatedAt: options.at })
        .where(inArray(refunds.id, stale))
        .returning();
    },

    /** The order's refunds, oldest first, each with its credit note once issued. */
    async listForOrder(orderId: string) {
      return db
        .select({
          refund: refunds,
          lineDescription: orderLines.description,
          creditNote: {
            id: creditNotes.id,
            number: creditNotes.number,
            issuedAt: creditNotes.issuedAt,
            taxablePaise: creditNotes.taxablePaise,
            totalPaise: creditNotes.totalPaise,
          },
        })
        .from(refunds)
        .leftJoin(creditNotes, eq(creditNotes.refundId, refunds.id))
        .leftJoin(
          orderLines,
          and(eq(orderLines.orderId, refunds.orderId), eq(orderLines.lineNo, refunds.orderLineNo)),
        )
        .where(eq(refunds.orderId, orderId))
        .orderBy(asc(refunds.createdAt), asc(refunds.id));
    },

    async paymentsOf(orderId: string) {
      return db
        .select()
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .orderBy(desc(payments.createdAt));
    },
  };
}

export type RefundsRepository = ReturnType<typeof createRefundsRepository>;
export type RefundWithCreditNote = Awaited<ReturnType<RefundsRepository['listForOrder']>>[number];

import { asc, eq } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import {
  creditNotes,
  invoices,
  orderLines,
  orders,
  organisations,
  payments,
  refunds,
} from '#src/db/schema.ts';

/** One order as the back office opens it: a few small reads by the order's id. */
export function createOrderDetailRepository(db: Executor) {
  return {
    async findByReference(reference: string) {
      const [row] = await db
        .select({ order: orders, organisation: organisations })
        .from(orders)
        .leftJoin(organisations, eq(organisations.id, orders.organisationId))
        .where(eq(orders.reference, reference))
        .limit(1);
      return row;
    },

    lines: (orderId: string) =>
      db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId))
        .orderBy(asc(orderLines.lineNo)),

    payments: (orderId: string) =>
      db
        .select()
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .orderBy(asc(payments.createdAt), asc(payments.updatedAt)),

    async invoice(orderId: string) {
      const [row] = await db
        .select({ id: invoices.id, number: invoices.number, issuedAt: invoices.issuedAt })
        .from(invoices)
        .where(eq(invoices.orderId, orderId))
        .limit(1);
      return row;
    },

    /** Its refunds, oldest first, each with the credit note issued for it if any. */
    refunds: (orderId: string) =>
      db
        .select({ refund: refunds, creditNote: creditNotes })
        .from(refunds)
        .leftJoin(creditNotes, eq(creditNotes.refundId, refunds.id))
        .where(eq(refunds.orderId, orderId))
        .orderBy(asc(refunds.createdAt)),

    async markInvoiceForMail(invoiceId: string): Promise<void> {
      await db.update(invoices).set({ mailPending: true }).where(eq(invoices.id, invoiceId));
    },
  };
}

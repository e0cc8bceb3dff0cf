import { eq, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { invoiceSequences, invoices, orders } from '#src/db/schema.ts';

export function createInvoicesRepository(db: Executor) {
  return {
    /**
     * The next number of a financial year's series. The counter row stays locked until the
     * paying transaction ends, so concurrent payments take turns, and a rolled-back payment
     * gives its number back: the series has no gaps.
     */
    async nextSequence(financialYear: string): Promise<number> {
      const [row] = await db
        .insert(invoiceSequences)
        .values({ financialYear, lastNumber: 1 })
        .onConflictDoUpdate({
          target: invoiceSequences.financialYear,
          set: { lastNumber: sql`${invoiceSequences.lastNumber} + 1` },
        })
        .returning({ lastNumber: invoiceSequences.lastNumber });
      if (!row) throw new Error('The invoice counter returned no row.');
      return row.lastNumber;
    },

    async insert(values: typeof invoices.$inferInsert) {
      const [row] = await db
        .insert(invoices)
        .values(values)
        .returning({ id: invoices.id, number: invoices.number });
      if (!row) throw new Error('Inserting an invoice returned no row.');
      return row;
    },

    /** The invoice with the organisation of its order, for the scope check of a download. */
    async findWithOrder(invoiceId: string) {
      const [row] = await db
        .select({
          number: invoices.number,
          pdf: invoices.pdf,
          organisationId: orders.organisationId,
        })
        .from(invoices)
        .innerJoin(orders, eq(orders.id, invoices.orderId))
        .where(eq(invoices.id, invoiceId))
        .limit(1);
      return row;
    },

    async findByOrder(orderId: string) {
      const [row] = await db
        .select({ number: invoices.number, pdf: invoices.pdf })
        .from(invoices)
        .where(eq(invoices.orderId, orderId))
        .limit(1);
      return row;
    },
  };
}

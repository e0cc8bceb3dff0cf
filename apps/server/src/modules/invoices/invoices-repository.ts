import { and, asc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { invoiceSequences, invoices, orders } from '#src/db/schema.ts';

/** What a download needs of an invoice: its number, and its PDF or the document to render. */
const stored = {
  id: invoices.id,
  number: invoices.number,
  document: invoices.document,
  pdf: invoices.pdf,
};

export function createInvoicesRepository(db: Executor) {
  return {
    /**
     * The next number of a financial year's series. The counter row stays locked until the
     * paying transaction ends, so concurrent payments take turns, and a rolled-back payment
     * gives its number back: the series has no gaps. Take it last, just before the commit.
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
        .select({ ...stored, organisationId: orders.organisationId })
        .from(invoices)
        .innerJoin(orders, eq(orders.id, invoices.orderId))
        .where(eq(invoices.id, invoiceId))
        .limit(1);
      return row;
    },

    async findByOrder(orderId: string) {
      const [row] = await db
        .select(stored)
        .from(invoices)
        .where(eq(invoices.orderId, orderId))
        .limit(1);
      return row;
    },

    /**
     * Stores a rendering unless one is stored already, and returns the stored one: whoever
     * renders first (a download or the invoice worker) decides the PDF every later reader gets.
     */
    async storePdf(invoiceId: string, pdf: Buffer): Promise<Buffer> {
      const [saved] = await db
        .update(invoices)
        .set({ pdf })
        .where(and(eq(invoices.id, invoiceId), isNull(invoices.pdf)))
        .returning({ pdf: invoices.pdf });
      if (saved?.pdf) return saved.pdf;
      const [existing] = await db
        .select({ pdf: invoices.pdf })
        .from(invoices)
        .where(eq(invoices.id, invoiceId));
      if (!existing?.pdf) throw new Error(`The invoice ${invoiceId} has no PDF stored.`);
      return existing.pdf;
    },

    /**
     * Takes the oldest invoice whose mail is still to be queued, `skipping` the given ones, and
     * keeps its row locked until the caller's transaction ends: other workers skip it, so each
     * invoice is rendered and mailed once.
     */
    async takeMailPending(skipping: readonly string[]) {
      const [row] = await db
        .select({ ...stored, orderId: invoices.orderId })
        .from(invoices)
        .where(
          and(
            eq(invoices.mailPending, true),
            skipping.length > 0 ? notInArray(invoices.id, [...skipping]) : undefined,
          ),
        )
        .orderBy(asc(invoices.issuedAt))
        .limit(1)
        .for('update', { skipLocked: true });
      return row;
    },

    async markMailed(invoiceId: string, pdf: Buffer): Promise<void> {
      await db.update(invoices).set({ pdf, mailPending: false }).where(eq(invoices.id, invoiceId));
    },
  };
}

type Repository = ReturnType<typeof createInvoicesRepository>;
export type StoredInvoice = NonNullable<Awaited<ReturnType<Repository['findByOrder']>>>;
export type MailPendingInvoice = NonNullable<Awaited<ReturnType<Repository['takeMailPending']>>>;

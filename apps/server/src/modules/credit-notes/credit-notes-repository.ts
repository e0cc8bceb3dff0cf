import { and, asc, count, eq, isNull, min, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { creditNoteSequences, creditNotes, invoices, orders, refunds } from '#src/db/schema.ts';
import type { Backlog } from '#src/modules/metrics/state-metrics.ts';
import { creditNoteNumber } from './credit-note-rules.ts';

const stored = {
  id: creditNotes.id,
  number: creditNotes.number,
  document: creditNotes.document,
  pdf: creditNotes.pdf,
};

export function createCreditNotesRepository(db: Executor) {
  return {
    /**
     * The next number of the year's credit-note series. The counter row stays locked until the
     * issuing transaction ends, so credit notes take turns and a rollback gives the number back:
     * the series has no gaps.
     */
    async takeNumber(financialYear: string): Promise<{ sequence: number; number: string }> {
      const [row] = await db
        .insert(creditNoteSequences)
        .values({ financialYear, lastNumber: 1 })
        .onConflictDoUpdate({
          target: creditNoteSequences.financialYear,
          set: { lastNumber: sql`${creditNoteSequences.lastNumber} + 1` },
        })
        .returning({ sequence: creditNoteSequences.lastNumber });
      if (!row) throw new Error('The credit-note counter returned no row.');
      return { sequence: row.sequence, number: creditNoteNumber(financialYear, row.sequence) };
    },

    async insert(values: typeof creditNotes.$inferInsert) {
      const [row] = await db.insert(creditNotes).values(values).returning();
      if (!row) throw new Error('Inserting a credit note returned no row.');
      return row;
    },

    /**
     * Paise credited so far against an invoice by refunds of the whole order: a line's refunds
     * are credited against the line (ADR 0072).
     */
    async creditedAgainst(invoiceId: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${creditNotes.totalPaise}), 0)` })
        .from(creditNotes)
        .innerJoin(refunds, eq(refunds.id, creditNotes.refundId))
        .where(and(eq(creditNotes.invoiceId, invoiceId), isNull(refunds.orderLineNo)));
      return Number(row?.total ?? 0);
    },

    /** The credit note with the organisation of its order, for the scope check of a download. */
    async findWithOrder(creditNoteId: string) {
      const [row] = await db
        .select({ ...stored, organisationId: orders.organisationId })
        .from(creditNotes)
        .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
        .innerJoin(orders, eq(orders.id, invoices.orderId))
        .where(eq(creditNotes.id, creditNoteId))
        .limit(1);
      return row;
    },

    async storePdf(creditNoteId: string, pdf: Buffer): Promise<void> {
      await db
        .update(creditNotes)
        .set({ pdf })
        .where(and(eq(creditNotes.id, creditNoteId), sql`${creditNotes.pdf} is null`));
    },

    /** The oldest credit note whose mail is still to be queued, locked for this worker. */
    async takeMailPending(skipping: readonly string[]) {
      const [row] = await db
        .select({ ...stored, orderId: refunds.orderId })
        .from(creditNotes)
        .innerJoin(refunds, eq(refunds.id, creditNotes.refundId))
        .where(
          and(
            eq(creditNotes.mailPending, true),
            skipping.length > 0 ? notInArray(creditNotes.id, [...skipping]) : undefined,
          ),
        )
        .orderBy(asc(creditNotes.issuedAt))
        .limit(1)
        .for('update', { of: creditNotes, skipLocked: true });
      return row;
    },

    async mailBacklog(): Promise<Backlog> {
      const [row] = await db
        .select({ pending: count(), oldestCreatedAt: min(creditNotes.issuedAt) })
        .from(creditNotes)
        .where(eq(creditNotes.mailPending, true));
      return { pending: row?.pending ?? 0, oldestCreatedAt: row?.oldestCreatedAt ?? null };
    },

    async markMailed(creditNoteId: string, pdf: Buffer): Promise<void> {
      await db
        .update(creditNotes)
        .set({ pdf, mailPending: false })
        .where(eq(creditNotes.id, creditNoteId));
    },
  };
}

type Repository = ReturnType<typeof createCreditNotesRepository>;
export type StoredCreditNote = NonNullable<Awaited<ReturnType<Repository['findWithOrder']>>>;
export type MailPendingCreditNote = NonNullable<Awaited<ReturnType<Repository['takeMailPending']>>>;

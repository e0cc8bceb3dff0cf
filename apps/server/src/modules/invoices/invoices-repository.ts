import { and, asc, count, eq, isNull, min, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { invoiceSequences, invoices, orders } from '#src/db/schema.ts';
import { rowsOf } from '#src/db/text-sql.ts';
import type { StoredInvoiceDocument } from '#src/modules/billing-documents/invoice-document.ts';
import type { Backlog } from '#src/modules/metrics/state-metrics.ts';
import { invoiceNumberPrefix, SEQUENCE_DIGITS } from './financial-year.ts';

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
     * Takes the next number of the invoice's financial year and inserts the invoice under it, in
     * one statement; the number is also written into the stored document. The counter row stays
     * locked until the paying transaction ends, so concurrent payments take turns and a
     * rolled-back payment gives its number back: the series has no gaps. Every payment of the
     * year waits for that row, so the turn is kept to this statement and the commit: call it
     * last. The number is the prefix and the sequence padded to `SEQUENCE_DIGITS`, as
     * `invoiceNumber` writes it.
     */
    async insertNumbered(invoice: {
      financialYear: string;
      orderId: string;
      issuedAt: Date;
      document: StoredInvoiceDocument;
    }): Promise<{ id: string; number: string }> {
      const { financialYear, orderId, issuedAt, document } = invoice;
      const prefix = invoiceNumberPrefix(financialYear);
      const [row] = await rowsOf<{ id: string; number: string }>(
        db,
        sql`
        with counter as (
          insert into ${invoiceSequences} (financial_year, last_number) values (${financialYear}, 1)
          on conflict (financial_year) do update
            set last_number = ${invoiceSequences.lastNumber} + 1
          returning last_number
        ), numbered as (
          select last_number as sequence,
            ${prefix} || lpad(last_number::text, greatest(${SEQUENCE_DIGITS}, length(last_number::text)), '0') as number
          from counter
        )
        insert into ${invoices} (number, financial_year, sequence, order_id, issued_at, document, mail_pending)
        select number, ${financialYear}, sequence, ${orderId}::uuid, ${issuedAt.toISOString()}::timestamptz,
          jsonb_set(${JSON.stringify(document)}::jsonb, '{number}', to_jsonb(number)), true
        from numbered
        returning id, number`,
      );
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

    /** How many invoices wait for their PDF and mail, and when the oldest was issued. */
    async mailBacklog(): Promise<Backlog> {
      const [row] = await db
        .select({ pending: count(), oldestCreatedAt: min(invoices.issuedAt) })
        .from(invoices)
        .where(eq(invoices.mailPending, true));
      return { pending: row?.pending ?? 0, oldestCreatedAt: row?.oldestCreatedAt ?? null };
    },

    async markMailed(invoiceId: string, pdf: Buffer): Promise<void> {
      await db.update(invoices).set({ pdf, mailPending: false }).where(eq(invoices.id, invoiceId));
    },
  };
}

type Repository = ReturnType<typeof createInvoicesRepository>;
export type StoredInvoice = NonNullable<Awaited<ReturnType<Repository['findByOrder']>>>;
export type MailPendingInvoice = NonNullable<Awaited<ReturnType<Repository['takeMailPending']>>>;

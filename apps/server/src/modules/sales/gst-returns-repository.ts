import { GST_RATE_PERCENT } from '@prakar/shared/gst';
import { and, asc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { creditNotes, invoices, orderLines, orders } from '#src/db/schema.ts';
import { groupedBy } from '#src/grouped-by.ts';
import type { SaleCreditNote, SaleInvoice, SaleLine } from './gstr1-return.ts';

const invoiceColumns = {
  id: invoices.id,
  number: invoices.number,
  issuedAt: invoices.issuedAt,
  document: invoices.document,
  orderId: orders.id,
  buyerName: orders.buyerName,
  buyerGstin: orders.buyerGstin,
  buyerStateCode: orders.buyerStateCode,
  subtotalPaise: orders.subtotalPaise,
  cgstPaise: orders.cgstPaise,
  sgstPaise: orders.sgstPaise,
  igstPaise: orders.igstPaise,
  totalPaise: orders.totalPaise,
};

const selectInvoices = (db: Executor, condition: SQL | undefined) =>
  db
    .select(invoiceColumns)
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(condition)
    .orderBy(asc(invoices.issuedAt), asc(invoices.number));

type InvoiceRow = Awaited<ReturnType<typeof selectInvoices>>[number];

/**
 * An invoice as the return reads it: from the document it was issued as; an invoice from before
 * documents were kept is read from its order, which the document was made from.
 */
function saleInvoice(row: InvoiceRow, orderLinesOf: Map<string, SaleLine[]>): SaleInvoice {
  const document = row.document;
  const figures = document
    ? {
        recipientGstin: document.buyer.gstin,
        recipientName: document.buyer.name,
        placeOfSupply: document.placeOfSupply.stateCode,
        lines: document.lines.map(({ sac, amountPaise }) => ({ sac, amountPaise })),
        taxablePaise: document.subtotalPaise,
        cgstPaise: document.cgstPaise,
        sgstPaise: document.sgstPaise,
        igstPaise: document.igstPaise,
        totalPaise: document.totalPaise,
      }
    : {
        recipientGstin: row.buyerGstin,
        recipientName: row.buyerName,
        placeOfSupply: row.buyerStateCode,
        lines: orderLinesOf.get(row.orderId) ?? [],
        taxablePaise: row.subtotalPaise,
        cgstPaise: row.cgstPaise,
        sgstPaise: row.sgstPaise,
        igstPaise: row.igstPaise,
        totalPaise: row.totalPaise,
      };
  // Every supply the firm makes carries GST at one rate (see `GST_RATE_PERCENT`).
  return { number: row.number, issuedAt: row.issuedAt, ratePercent: GST_RATE_PERCENT, ...figures };
}

export function createGstReturnsRepository(db: Executor) {
  async function linesOf(rows: readonly InvoiceRow[]): Promise<Map<string, SaleLine[]>> {
    const orderIds = rows.filter((row) => !row.document).map((row) => row.orderId);
    if (orderIds.length === 0) return new Map<string, SaleLine[]>();
    const found = await db
      .select({
        orderId: orderLines.orderId,
        sac: orderLines.sac,
        amountPaise: orderLines.amountPaise,
      })
      .from(orderLines)
      .where(inArray(orderLines.orderId, orderIds))
      .orderBy(asc(orderLines.orderId), asc(orderLines.lineNo));
    return groupedBy(
      found,
      (line) => line.orderId,
      ({ orderId: _orderId, ...line }) => line,
    );
  }

  async function invoicesWhere(condition: SQL | undefined) {
    const rows = await selectInvoices(db, condition);
    const lines = await linesOf(rows);
    return new Map(rows.map((row) => [row.id, saleInvoice(row, lines)]));
  }

  return {
    /** The invoices and credit notes issued in [from, to), each note with the invoice it reduces. */
    async issuedBetween(from: Date, to: Date) {
      const sold = await invoicesWhere(
        and(gte(invoices.issuedAt, from), lt(invoices.issuedAt, to)),
      );
      // Not the stored PDF or document: a month's notes would carry them all for nothing.
      const notes = await db
        .select({
          number: creditNotes.number,
          issuedAt: creditNotes.issuedAt,
          invoiceId: creditNotes.invoiceId,
          taxablePaise: creditNotes.taxablePaise,
          cgstPaise: creditNotes.cgstPaise,
          sgstPaise: creditNotes.sgstPaise,
          igstPaise: creditNotes.igstPaise,
          totalPaise: creditNotes.totalPaise,
        })
        .from(creditNotes)
        .where(and(gte(creditNotes.issuedAt, from), lt(creditNotes.issuedAt, to)))
        .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.number));
      const earlier = notes.map((note) => note.invoiceId).filter((id) => !sold.has(id));
      const reduced =
        earlier.length > 0
          ? await invoicesWhere(inArray(invoices.id, earlier))
          : new Map<string, SaleInvoice>();
      const creditNotesIssued: SaleCreditNote[] = notes.map((note) => {
        const invoice = sold.get(note.invoiceId) ?? reduced.get(note.invoiceId);
        if (!invoice) throw new Error(`Credit note ${note.number} has no invoice.`);
        return {
          number: note.number,
          issuedAt: note.issuedAt,
          invoice,
          taxablePaise: note.taxablePaise,
          cgstPaise: note.cgstPaise,
          sgstPaise: note.sgstPaise,
          igstPaise: note.igstPaise,
          totalPaise: note.totalPaise,
        };
      });
      return { invoices: [...sold.values()], creditNotes: creditNotesIssued };
    },
  };
}

import { financialYearOf } from '@prakar/shared/ist-calendar';
import { eq } from 'drizzle-orm';
import type { Transaction } from '#src/db/client.ts';
import { invoices } from '#src/db/schema.ts';
import { NO_REQUEST, recordAudit } from '#src/modules/audit/audit-log.ts';
import { storedCreditNote } from '#src/modules/billing-documents/credit-note-document.ts';
import {
  documentOf,
  type InvoiceDocument,
} from '#src/modules/billing-documents/invoice-document.ts';
import { invoicedLines } from '#src/modules/billing-documents/invoiced-lines.ts';
import { creditNoteRefusal } from './credit-note-rules.ts';
import { createCreditNotesRepository } from './credit-notes-repository.ts';
import { creditedFigures } from './credited-figures.ts';

/** The invoice a refund of the order would be credited against. */
export async function invoiceToCredit(tx: Transaction, orderId: string) {
  const [invoice] = await tx
    .select({
      id: invoices.id,
      number: invoices.number,
      financialYear: invoices.financialYear,
      issuedAt: invoices.issuedAt,
      document: invoices.document,
    })
    .from(invoices)
    .where(eq(invoices.orderId, orderId))
    .limit(1);
  return invoice;
}

/** A line's refund: the line's place on the invoice, and what refunds took of it before. */
export interface CreditedLine {
  index: number;
  creditedBeforePaise: number;
}

/**
 * What a refund is credited against: the whole invoice, or one of its lines with its part of each
 * tax head as invoiced (ADR 0072), so a line's credit note names only that line.
 */
function creditedPart(original: InvoiceDocument, index: number) {
  const line = original.lines[index];
  const figures = invoicedLines(original)[index];
  if (!line || !figures)
    throw new Error(`The invoice ${original.number} has no line ${index + 1}.`);
  return {
    lines: [line],
    cgstPaise: figures.cgstPaise,
    sgstPaise: figures.sgstPaise,
    igstPaise: figures.igstPaise,
    totalPaise: figures.totalPaise,
  };
}

export type IssuedCreditNote =
  | { issued: true; id: string; number: string; totalPaise: number }
  | { issued: false; reason: string };

/**
 * Issues the GST credit note of a processed refund (Section 34 of the CGST Act), inside the
 * transaction that records the refund as processed: the next number of this financial year's
 * credit-note series and the document, to be rendered and mailed by the credit-note worker after
 * the commit. The order's row is locked by the caller, so two refunds of it are credited in turn.
 */
export async function issueCreditNote(
  tx: Transaction,
  refund: {
    id: string;
    orderId: string;
    organisationId: string | null;
    amountPaise: number;
    reason: string;
    gatewayRefundId: string;
  },
  at: Date,
  line?: CreditedLine,
): Promise<IssuedCreditNote> {
  const invoice = await invoiceToCredit(tx, refund.orderId);
  if (!invoice?.document) return { issued: false, reason: 'The order has no issued invoice.' };
  const refusal = creditNoteRefusal(invoice, at);
  if (refusal) return { issued: false, reason: refusal };
  const original = documentOf(invoice.document);
  const repository = createCreditNotesRepository(tx);
  const figures = line
    ? creditedFigures(
        creditedPart(original, line.index),
        line.creditedBeforePaise,
        refund.amountPaise,
      )
    : creditedFigures(original, await repository.creditedAgainst(invoice.id), refund.amountPaise);
  const financialYear = financialYearOf(at);
  const { sequence, number } = await repository.takeNumber(financialYear);
  const note = await repository.insert({
    number,
    financialYear,
    sequence,
    invoiceId: invoice.id,
    refundId: refund.id,
    issuedAt: at,
    taxablePaise: figures.subtotalPaise,
    cgstPaise: figures.cgstPaise,
    sgstPaise: figures.sgstPaise,
    igstPaise: figures.igstPaise,
    totalPaise: figures.totalPaise,
    document: storedCreditNote({
      number,
      issuedAt: at,
      invoice: { number: invoice.number, issuedAt: invoice.issuedAt },
      orderNumber: original.orderNumber,
      refundReference: refund.gatewayRefundId,
      reason: refund.reason,
      seller: original.seller,
      buyer: original.buyer,
      placeOfSupply: original.placeOfSupply,
      ...figures,
    }),
    mailPending: true,
  });
  await recordAudit(tx, at, NO_REQUEST, {
    action: 'credit_note_issued',
    organisationId: refund.organisationId,
    targetType: 'order',
    targetId: refund.orderId,
    after: { number, invoiceNumber: invoice.number, totalPaise: figures.totalPaise },
  });
  return { issued: true, id: note.id, number, totalPaise: note.totalPaise };
}

import type {
  InvoiceDocument,
  InvoiceLine,
  InvoiceParty,
} from '#src/modules/invoices/invoice-document.ts';
import { stepShare } from '#src/modules/refunds/refund-share.ts';

/**
 * What a GST credit note shows (Rule 53(1A)): the supplier, "Credit Note", its number and date,
 * the recipient (GSTIN, or name, address and state when unregistered), the invoice it reduces,
 * and the taxable value, rate and tax credited. Amounts in paise, in the invoice's own tax split.
 */
export interface CreditNoteDocument {
  /** 'CN/26-27/00001' */
  number: string;
  issuedAt: Date;
  invoice: { number: string; issuedAt: Date };
  orderNumber: string;
  /** The gateway's refund, 'rfnd_…'. */
  refundReference: string;
  reason: string;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  placeOfSupply: { stateCode: string; stateName: string };
  lines: InvoiceLine[];
  subtotalPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

export type StoredCreditNoteDocument = Omit<CreditNoteDocument, 'issuedAt' | 'invoice'> & {
  issuedAt: string;
  invoice: { number: string; issuedAt: string };
};

export function storedCreditNote(document: CreditNoteDocument): StoredCreditNoteDocument {
  return {
    ...document,
    issuedAt: document.issuedAt.toISOString(),
    invoice: { ...document.invoice, issuedAt: document.invoice.issuedAt.toISOString() },
  };
}

export function creditNoteOf(stored: StoredCreditNoteDocument): CreditNoteDocument {
  return {
    ...stored,
    issuedAt: new Date(stored.issuedAt),
    invoice: { ...stored.invoice, issuedAt: new Date(stored.invoice.issuedAt) },
  };
}

/**
 * The figures a refund of `amountPaise` credits, when `creditedBeforePaise` of the invoice was
 * credited already: each tax head and each line takes its step share of the invoice's (so the
 * credit notes of an invoice never add up to more than it, and a full refund gives exactly it),
 * and the taxable value is what is left, so the credit note's total is the refund to the paisa.
 */
export function creditedFigures(
  invoice: Pick<InvoiceDocument, 'lines' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise'>,
  creditedBeforePaise: number,
  amountPaise: number,
) {
  const step = (whole: number) =>
    stepShare(whole, creditedBeforePaise, amountPaise, invoice.totalPaise);
  const cgstPaise = step(invoice.cgstPaise);
  const sgstPaise = step(invoice.sgstPaise);
  const igstPaise = step(invoice.igstPaise);
  const subtotalPaise = amountPaise - cgstPaise - sgstPaise - igstPaise;
  const amounts = invoice.lines.map((line) => step(line.amountPaise));
  // Each line's share is rounded on its own; the largest line takes up the paisa or two left over.
  const largest = amounts.indexOf(Math.max(...amounts));
  amounts[largest] = (amounts[largest] ?? 0) + subtotalPaise - amounts.reduce((a, b) => a + b, 0);
  const lines: InvoiceLine[] = invoice.lines
    .map((line, index) => ({
      description: line.description,
      sac: line.sac,
      quantity: 1,
      unitPricePaise: amounts[index] ?? 0,
      amountPaise: amounts[index] ?? 0,
    }))
    .filter((line) => line.amountPaise > 0);
  return { lines, subtotalPaise, cgstPaise, sgstPaise, igstPaise, totalPaise: amountPaise };
}

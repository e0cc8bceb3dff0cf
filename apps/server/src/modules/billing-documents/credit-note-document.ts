import type { BillingDocument } from './invoice-document.ts';

/**
 * What a GST credit note shows (Rule 53(1A)): the supplier, "Credit Note", its number and date,
 * the recipient (GSTIN, or name, address and state when unregistered), the invoice it reduces,
 * and the taxable value, rate and tax credited. Amounts in paise, in the invoice's own tax split.
 */
export interface CreditNoteDocument extends BillingDocument {
  invoice: { number: string; issuedAt: Date };
  /** The gateway's refund, 'rfnd_…'. */
  refundReference: string;
  reason: string;
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

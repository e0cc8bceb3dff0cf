import type { CreditNoteDocument } from './credit-note-document.ts';
import { renderCreditNotePdf } from './credit-note-pdf.ts';
import type { InvoiceDocument } from './invoice-document.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

/** What a thread of the document renderer runs (document-renderer.ts): an invoice by default. */
export default function render(invoice: InvoiceDocument): Promise<Buffer> {
  return renderInvoicePdf(invoice);
}

/** The same threads render credit notes, which are drawn with the invoice's parts. */
export function renderCreditNote(note: CreditNoteDocument): Promise<Buffer> {
  return renderCreditNotePdf(note);
}

import type { CreditNoteDocument } from '#src/modules/credit-notes/credit-note-document.ts';
import { renderCreditNotePdf } from '#src/modules/credit-notes/credit-note-pdf.ts';
import type { InvoiceDocument } from './invoice-document.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

/** What a thread of the invoice renderer runs (invoice-renderer.ts). */
export default function render(invoice: InvoiceDocument): Promise<Buffer> {
  return renderInvoicePdf(invoice);
}

/** The same threads render credit notes, which are drawn with the invoice's parts. */
export function renderCreditNote(note: CreditNoteDocument): Promise<Buffer> {
  return renderCreditNotePdf(note);
}

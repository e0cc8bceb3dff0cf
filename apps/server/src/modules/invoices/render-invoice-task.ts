import type { InvoiceDocument } from './invoice-document.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

/** What a thread of the invoice renderer runs (invoice-renderer.ts). */
export default function render(invoice: InvoiceDocument): Promise<Buffer> {
  return renderInvoicePdf(invoice);
}

import type { Executor } from '#src/db/client.ts';
import { renderInvoice } from '#src/modules/billing-documents/document-renderer.ts';
import { documentOf } from '#src/modules/billing-documents/invoice-document.ts';
import { createInvoicesRepository, type StoredInvoice } from './invoices-repository.ts';

/** An invoice's PDF: the stored one, else its issued document rendered now. */
export async function pdfOf(invoice: Pick<StoredInvoice, 'id' | 'document' | 'pdf'>) {
  if (invoice.pdf) return invoice.pdf;
  if (!invoice.document) throw new Error(`The invoice ${invoice.id} has neither PDF nor document.`);
  return renderInvoice(documentOf(invoice.document));
}

/** The issued invoices other modules hand out: transactions' download, a payment link's payer's. */
export function invoiceRecords(db: Executor) {
  const repository = createInvoicesRepository(db);
  return {
    findWithOrder: repository.findWithOrder,
    findByOrder: repository.findByOrder,
    /**
     * The invoice ready to download. One the invoice worker has not rendered yet is rendered from
     * its document now and stored, so the customer never waits for the worker.
     */
    async withPdf(invoice: StoredInvoice): Promise<{ number: string; pdf: Buffer }> {
      const pdf = invoice.pdf ?? (await repository.storePdf(invoice.id, await pdfOf(invoice)));
      return { number: invoice.number, pdf };
    },
  };
}

import { startTaggedPdf, tag } from '#src/pdf/tagged-pdf.ts';

let made: Promise<Buffer> | undefined;

/**
 * What an older demo invoice holds instead of its own PDF: one page saying so. Made once and
 * shared, as the demo data set renders only its newest invoices in full.
 */
export function unrenderedInvoicePdf(): Promise<Buffer> {
  made ??= (() => {
    const { doc, root, finish } = startTaggedPdf({
      title: 'Demo invoice',
      author: 'Demo data',
      createdAt: new Date(0),
      margin: 56,
    });
    // A standard font, so nothing is embedded: thousands of invoices share these bytes.
    doc.font('Helvetica');
    tag(doc, root, 'H1', () => doc.fontSize(16).text('Demo invoice'));
    tag(doc, root, 'P', () =>
      doc
        .fontSize(11)
        .text(
          'This invoice belongs to a demo data set, which renders the PDF of its newest invoices only. Its number, amounts and payment are in the transaction history.',
        ),
    );
    return finish();
  })();
  return made;
}

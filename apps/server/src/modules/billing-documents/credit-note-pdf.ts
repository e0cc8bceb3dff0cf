import { formatIndianDate } from '@prakar/shared/dates';
import { type Pdf, type StructElement, tag } from '#src/pdf/tagged-pdf.ts';
import { amountInWords } from './amount-in-words.ts';
import type { CreditNoteDocument } from './credit-note-document.ts';
import { CONTENT_WIDTH, MARGIN, MUTED, rule, write } from './invoice-layout.ts';
import { CLOSING_HEIGHT, renderBillingPdf } from './invoice-pdf.ts';

const SIGNATURE_WIDTH = 200;

/**
 * The GST credit note as an A4 tagged PDF, drawn with the invoice's parts: the particulars of
 * Rule 53(1A) in reading order, the credited lines and tax in the invoice's split, the amount in
 * words and a signature line for the supplier.
 */
export function renderCreditNotePdf(note: CreditNoteDocument): Promise<Buffer> {
  return renderBillingPdf(note, {
    pdfTitle: `Credit note ${note.number}`,
    heading: {
      title: 'Credit Note',
      details: [
        ['Credit note No.', note.number],
        ['Date', formatIndianDate(note.issuedAt.toISOString())],
        ['Against invoice', note.invoice.number],
        ['Invoice date', formatIndianDate(note.invoice.issuedAt.toISOString())],
        ['Order No.', note.orderNumber],
        ['Refund reference', note.refundReference],
      ],
    },
    recipient: {
      heading: 'Recipient',
      notes: [`Reason: ${note.reason}`, 'Issued under Section 34 of the CGST Act, 2017.'],
    },
    // The signature line needs room of its own.
    closingHeight: CLOSING_HEIGHT + 40,
    drawClosing: (doc, root, top) => drawClosing(doc, root, note, top),
  });
}

/** The amount credited in words and a signature line for the supplier. */
function drawClosing(doc: Pdf, root: StructElement, note: CreditNoteDocument, top: number): void {
  let y = top;
  y += tag(doc, root, 'P', () =>
    write(doc, `Amount credited in words: ${amountInWords(note.totalPaise)}`, MARGIN, y, {
      width: CONTENT_WIDTH,
    }),
  );
  y += 40;
  const signatureX = MARGIN + CONTENT_WIDTH - SIGNATURE_WIDTH;
  rule(doc, signatureX, MARGIN + CONTENT_WIDTH, y);
  y += 4;
  y += tag(doc, root, 'P', () =>
    write(doc, `For ${note.seller.name}`, signatureX, y, { width: SIGNATURE_WIDTH, bold: true }),
  );
  tag(doc, root, 'P', () =>
    write(doc, 'Authorised signatory', signatureX, y, {
      width: SIGNATURE_WIDTH,
      color: MUTED,
    }),
  );
}

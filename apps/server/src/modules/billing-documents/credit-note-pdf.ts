import { formatIndianDate } from '@prakar/shared/dates';
import { startTaggedPdf, tag } from '#src/pdf/tagged-pdf.ts';
import { amountInWords } from './amount-in-words.ts';
import type { CreditNoteDocument } from './credit-note-document.ts';
import { checkFigures } from './invoice-figures.ts';
import { CONTENT_WIDTH, MARGIN, MUTED, rule, write } from './invoice-layout.ts';
import {
  CLOSING_HEIGHT,
  drawBuyer,
  drawHeader,
  keepTogether,
  stateWithCode,
} from './invoice-pdf.ts';
import { drawLineItems, drawTotals } from './invoice-tables.ts';

const SIGNATURE_WIDTH = 200;

/**
 * The GST credit note as an A4 tagged PDF, drawn with the invoice's parts: the particulars of
 * Rule 53(1A) in reading order, the credited lines and tax in the invoice's split, the amount in
 * words and a signature line for the supplier.
 */
export async function renderCreditNotePdf(note: CreditNoteDocument): Promise<Buffer> {
  checkFigures(note);
  const { doc, root, finish } = startTaggedPdf({
    title: `Credit note ${note.number}`,
    author: note.seller.name,
    createdAt: note.issuedAt,
    margin: MARGIN,
  });
  const details: [string, string][] = [
    ['Credit note No.', note.number],
    ['Date', formatIndianDate(note.issuedAt.toISOString())],
    ['Against invoice', note.invoice.number],
    ['Invoice date', formatIndianDate(note.invoice.issuedAt.toISOString())],
    ['Order No.', note.orderNumber],
    ['Refund reference', note.refundReference],
  ];
  let y = drawHeader(doc, root, { title: 'Credit Note', seller: note.seller, details }, MARGIN);
  y = drawBuyer(
    doc,
    root,
    {
      heading: 'Recipient',
      party: note.buyer,
      notes: [
        `Place of supply: ${stateWithCode(note.placeOfSupply)}`,
        `Reason: ${note.reason}`,
        'Issued under Section 34 of the CGST Act, 2017.',
      ],
    },
    y,
  );
  y = drawLineItems(doc, root, note, y);
  y = keepTogether(doc, y, CLOSING_HEIGHT + 40);
  y = drawTotals(doc, root, note, y);
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
  return finish();
}

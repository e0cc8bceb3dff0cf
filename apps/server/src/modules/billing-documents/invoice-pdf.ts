import { formatIndianDate } from '@prakar/shared/dates';
import { group, type Pdf, type StructElement, startTaggedPdf, tag } from '#src/pdf/tagged-pdf.ts';
import { amountInWords } from './amount-in-words.ts';
import type { InvoiceDocument, InvoiceParty } from './invoice-document.ts';
import { checkFigures } from './invoice-figures.ts';
import {
  BOTTOM,
  CONTENT_WIDTH,
  MARGIN,
  MUTED,
  rule,
  write,
  writeParagraphs,
} from './invoice-layout.ts';
import { drawLineItems, drawTotals } from './invoice-tables.ts';

/**
 * CGST Rule 48: the copy for the buyer is marked as the original. The buyer downloads and is
 * e-mailed this very file; the firm keeps no printed copy of its own, so there is no duplicate.
 */
export const ORIGINAL_FOR_RECIPIENT = 'Original for recipient';

export function stateWithCode(place: { stateName: string; stateCode: string }): string {
  return `${place.stateName} (${place.stateCode})`;
}

export function partyLines(party: InvoiceParty): string[] {
  return [
    ...party.address,
    `GSTIN: ${party.gstin ?? 'Unregistered'}`,
    ...(party.pan ? [`PAN: ${party.pan}`] : []),
    `State: ${stateWithCode(party)}`,
    ...(party.email ? [`E-mail: ${party.email}`] : []),
  ];
}

const LEFT_WIDTH = 290;
const RIGHT_X = MARGIN + 305;
const RIGHT_WIDTH = CONTENT_WIDTH - 305;

const TITLE_SIZE = 18;
const MARK_SIZE = 9;
/** Puts the smaller marking on the title's baseline. */
const MARK_DROP = 8;

/** A GST document's heading: its title, the supplier, and its own particulars beside them. */
export interface DocumentHeading {
  title: string;
  seller: InvoiceParty;
  /** Label and value, read as one line: "Invoice No. PTA/…". */
  details: [string, string][];
}

export function drawHeader(
  doc: Pdf,
  root: StructElement,
  heading: DocumentHeading,
  top: number,
): number {
  let y = top;
  const titleHeight = tag(doc, root, 'H1', () =>
    write(doc, heading.title, MARGIN, y, { width: CONTENT_WIDTH, bold: true, size: TITLE_SIZE }),
  );
  tag(doc, root, 'P', () =>
    write(doc, ORIGINAL_FOR_RECIPIENT, MARGIN, y + MARK_DROP, {
      width: CONTENT_WIDTH,
      bold: true,
      size: MARK_SIZE,
      color: MUTED,
      align: 'right',
    }),
  );
  y += titleHeight + 10;

  const { seller } = heading;
  const supplier = group(doc, root, 'Sect');
  let left =
    y +
    tag(doc, supplier, 'H2', () =>
      write(doc, seller.name, MARGIN, y, { width: LEFT_WIDTH, bold: true, size: 11 }),
    );
  left = writeParagraphs(doc, supplier, partyLines(seller), MARGIN, left, { width: LEFT_WIDTH });
  supplier.end();

  const labelWidth = 92;
  let right = y;
  for (const [label, value] of heading.details) {
    // Label and value are one paragraph, read as "Invoice No. PTA/…".
    right += tag(doc, root, 'P', () => {
      const labelHeight = write(doc, label, RIGHT_X, right, { width: labelWidth, color: MUTED });
      const valueHeight = write(doc, value, RIGHT_X + labelWidth, right, {
        width: RIGHT_WIDTH - labelWidth,
        bold: true,
      });
      return Math.max(labelHeight, valueHeight);
    });
    right += 2;
  }

  y = Math.max(left, right) + 10;
  rule(doc, MARGIN, MARGIN + CONTENT_WIDTH, y);
  return y + 10;
}

/** The recipient under `heading`, and `notes` (place of supply…) beside them. */
export function drawBuyer(
  doc: Pdf,
  root: StructElement,
  recipient: { heading: string; party: InvoiceParty; notes: string[] },
  top: number,
): number {
  const buyer = group(doc, root, 'Sect');
  let left =
    top +
    tag(doc, buyer, 'H2', () =>
      write(doc, recipient.heading, MARGIN, top, { width: LEFT_WIDTH, bold: true }),
    );
  left += 2;
  left += tag(doc, buyer, 'P', () =>
    write(doc, recipient.party.name, MARGIN, left, { width: LEFT_WIDTH, bold: true, size: 10 }),
  );
  left = writeParagraphs(doc, buyer, partyLines(recipient.party), MARGIN, left, {
    width: LEFT_WIDTH,
  });
  const right = writeParagraphs(doc, buyer, recipient.notes, RIGHT_X, top, {
    width: RIGHT_WIDTH,
  });
  buyer.end();
  return Math.max(left, right) + 16;
}

function drawClosing(doc: Pdf, root: StructElement, invoice: InvoiceDocument, top: number): void {
  let y = top;
  y += tag(doc, root, 'P', () =>
    write(doc, `Amount in words: ${amountInWords(invoice.totalPaise)}`, MARGIN, y, {
      width: CONTENT_WIDTH,
    }),
  );
  y += 24;
  tag(doc, root, 'P', () =>
    write(doc, 'This is a computer-generated invoice and needs no signature.', MARGIN, y, {
      width: CONTENT_WIDTH,
      size: 8,
      color: MUTED,
      align: 'center',
    }),
  );
}

/** Starts a new page when a block that must stay together would run past the bottom margin. */
export function keepTogether(doc: Pdf, top: number, height: number): number {
  if (top + height <= BOTTOM) return top;
  doc.addPage();
  return MARGIN;
}

/**
 * Room for the totals (at most four rows), two lines of amount in words and the footer line, so
 * the total never sits on a page apart from its words.
 */
export const CLOSING_HEIGHT = 140;

/** Draws the invoice in reading order, which is the order of its structure tree. */
function draw(doc: Pdf, root: StructElement, invoice: InvoiceDocument): void {
  const details: [string, string][] = [
    ['Invoice No.', invoice.number],
    ['Invoice date', formatIndianDate(invoice.issuedAt.toISOString())],
    ['Order No.', invoice.orderNumber],
    ['Payment reference', invoice.paymentReference],
    ['Payment method', invoice.paymentMethod],
  ];
  let y = drawHeader(doc, root, { title: 'Tax Invoice', seller: invoice.seller, details }, MARGIN);
  y = drawBuyer(
    doc,
    root,
    {
      heading: 'Bill to',
      party: invoice.buyer,
      notes: [`Place of supply: ${stateWithCode(invoice.placeOfSupply)}`, 'Reverse charge: No'],
    },
    y,
  );
  y = drawLineItems(doc, root, invoice, y);
  y = keepTogether(doc, y, CLOSING_HEIGHT);
  y = drawTotals(doc, root, invoice, y);
  drawClosing(doc, root, invoice, y);
}

/**
 * The GST tax invoice as an A4 tagged PDF. It prints only what the invoice document holds, so a
 * copy rendered years later matches the one the customer received; the fixed creation date makes
 * the same document give the same file.
 */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  checkFigures(invoice);
  const { doc, root, finish } = startTaggedPdf({
    title: `Tax invoice ${invoice.number}`,
    author: invoice.seller.name,
    createdAt: invoice.issuedAt,
    margin: MARGIN,
  });
  draw(doc, root, invoice);
  return finish();
}

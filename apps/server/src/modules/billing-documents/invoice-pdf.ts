import { formatIndianDate } from '@prakar/shared/dates';
import { group, type Pdf, type StructElement, startTaggedPdf, tag } from '#src/pdf/tagged-pdf.ts';
import { amountInWords } from './amount-in-words.ts';
import type { BillingDocument, InvoiceDocument, InvoiceParty } from './invoice-document.ts';
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
interface DocumentHeading {
  title: string;
  seller: InvoiceParty;
  /** Label and value, read as one line: "Invoice No. PTA/…". */
  details: [string, string][];
}

function drawHeader(doc: Pdf, root: StructElement, heading: DocumentHeading, top: number): number {
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
function drawBuyer(
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
function keepTogether(doc: Pdf, top: number, height: number): number {
  if (top + height <= BOTTOM) return top;
  doc.addPage();
  return MARGIN;
}

/**
 * Room for the totals (at most four rows), two lines of amount in words and the footer line, so
 * the total never sits on a page apart from its words.
 */
export const CLOSING_HEIGHT = 140;

/** How one kind of billing document fills the parts that every one of them has. */
interface DocumentParts {
  /** The file's own title: "Tax invoice PTA/…". */
  pdfTitle: string;
  heading: Omit<DocumentHeading, 'seller'>;
  /** The recipient's heading, and what is said beside them after the place of supply. */
  recipient: { heading: string; notes: string[] };
  /** Room the totals and the closing need together, so they never part across pages. */
  closingHeight: number;
  drawClosing: (doc: Pdf, root: StructElement, top: number) => void;
}

/**
 * A billing document as an A4 tagged PDF, drawn in reading order, which is the order of its
 * structure tree: heading, recipient, lines, totals, closing. It prints only what the document
 * holds, so a copy rendered years later matches the one the customer received; the fixed
 * creation date makes the same document give the same file.
 */
export async function renderBillingPdf(
  document: BillingDocument,
  parts: DocumentParts,
): Promise<Buffer> {
  checkFigures(document);
  const { doc, root, finish } = startTaggedPdf({
    title: parts.pdfTitle,
    author: document.seller.name,
    createdAt: document.issuedAt,
    margin: MARGIN,
  });
  let y = drawHeader(doc, root, { ...parts.heading, seller: document.seller }, MARGIN);
  y = drawBuyer(
    doc,
    root,
    {
      heading: parts.recipient.heading,
      party: document.buyer,
      notes: [
        `Place of supply: ${stateWithCode(document.placeOfSupply)}`,
        ...parts.recipient.notes,
      ],
    },
    y,
  );
  y = drawLineItems(doc, root, document, y);
  y = keepTogether(doc, y, parts.closingHeight);
  y = drawTotals(doc, root, document, y);
  parts.drawClosing(doc, root, y);
  return finish();
}

/** The GST tax invoice (CGST Rule 46). */
export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  return renderBillingPdf(invoice, {
    pdfTitle: `Tax invoice ${invoice.number}`,
    heading: {
      title: 'Tax Invoice',
      details: [
        ['Invoice No.', invoice.number],
        ['Invoice date', formatIndianDate(invoice.issuedAt.toISOString())],
        ['Order No.', invoice.orderNumber],
        ['Payment reference', invoice.paymentReference],
        ['Payment method', invoice.paymentMethod],
      ],
    },
    recipient: { heading: 'Bill to', notes: ['Reverse charge: No'] },
    closingHeight: CLOSING_HEIGHT,
    drawClosing: (doc, root, top) => drawClosing(doc, root, invoice, top),
  });
}

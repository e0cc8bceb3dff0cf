import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { formatIndianDate } from '@prakar/shared/dates';
import { formatRupees } from '@prakar/shared/money';
import PDFDocument from 'pdfkit';
import { amountInWords } from './amount-in-words.ts';
import type { InvoiceDocument, InvoiceLine, InvoiceParty } from './invoice-document.ts';

type Pdf = PDFKit.PDFDocument;

/**
 * The firm's services all carry 18% GST; within the seller's state it is split evenly between
 * CGST and SGST. The document holds the amounts, so only the printed rate lives here.
 */
const GST_RATE_PERCENT = 18;

/**
 * CGST Rule 48: the copy for the buyer is marked as the original. The buyer downloads and is
 * e-mailed this very file; the firm keeps no printed copy of its own, so there is no duplicate.
 */
export const ORIGINAL_FOR_RECIPIENT = 'Original for recipient';

const REGULAR = 'DejaVuSans';
const BOLD = 'DejaVuSans-Bold';

const MARGIN = 40;
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const BOTTOM = PAGE_HEIGHT - MARGIN;

const TEXT = '#111111';
const MUTED = '#555555';
const RULE = '#bbbbbb';
const HEADER_FILL = '#eeeeee';

const BODY_SIZE = 9;
const CELL_PADDING_X = 4;
const CELL_PADDING_Y = 4;

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  cell: (line: InvoiceLine, index: number) => string;
}

const QTY_WIDTH = 36;
const RATE_WIDTH = 94;
/** Wide enough for a total of ₹99,99,99,999.00, in bold, on one line. */
const VALUE_WIDTH = 112;
const NUMBER_WIDTH = 28;
const SAC_WIDTH = 52;
const DESCRIPTION_WIDTH =
  CONTENT_WIDTH - NUMBER_WIDTH - SAC_WIDTH - QTY_WIDTH - RATE_WIDTH - VALUE_WIDTH;

const COLUMNS: Column[] = [
  { title: '#', width: NUMBER_WIDTH, align: 'left', cell: (_, index) => String(index + 1) },
  {
    title: 'Description',
    width: DESCRIPTION_WIDTH,
    align: 'left',
    cell: (line) => line.description,
  },
  { title: 'SAC', width: SAC_WIDTH, align: 'left', cell: (line) => line.sac },
  { title: 'Qty', width: QTY_WIDTH, align: 'right', cell: (line) => String(line.quantity) },
  {
    title: 'Rate',
    width: RATE_WIDTH,
    align: 'right',
    cell: (line) => formatRupees(line.unitPricePaise),
  },
  {
    title: 'Taxable value',
    width: VALUE_WIDTH,
    align: 'right',
    cell: (line) => formatRupees(line.amountPaise),
  },
];

interface Fonts {
  regular: Buffer;
  bold: Buffer;
}

let fonts: Fonts | undefined;

/**
 * DejaVu Sans has the rupee sign (₹), which the PDF standard fonts lack. Resolved through the
 * package rather than the working directory, and read once: the files are about 1 MB together.
 */
function loadFonts(): Fonts {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    const directory = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
    fonts = {
      regular: readFileSync(join(directory, 'DejaVuSans.ttf')),
      bold: readFileSync(join(directory, 'DejaVuSans-Bold.ttf')),
    };
  }
  return fonts;
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

function isIntraState(invoice: InvoiceDocument): boolean {
  return invoice.placeOfSupply.stateCode === invoice.seller.stateCode;
}

/**
 * A tax invoice whose figures disagree is worse than none: it goes to the customer's accounts and
 * to the GST return. Refuse to print one rather than print it wrong.
 */
function checkFigures(invoice: InvoiceDocument): void {
  const amounts = [
    invoice.subtotalPaise,
    invoice.cgstPaise,
    invoice.sgstPaise,
    invoice.igstPaise,
    invoice.totalPaise,
    ...invoice.lines.flatMap((line) => [line.unitPricePaise, line.amountPaise]),
  ];
  if (!amounts.every((amount) => Number.isSafeInteger(amount) && amount >= 0)) {
    throw new RangeError(`Invoice ${invoice.number}: amounts must be whole, non-negative paise`);
  }
  if (sum(invoice.lines.map((line) => line.amountPaise)) !== invoice.subtotalPaise) {
    throw new RangeError(`Invoice ${invoice.number}: the lines do not add up to the subtotal`);
  }
  const tax = invoice.cgstPaise + invoice.sgstPaise + invoice.igstPaise;
  if (invoice.subtotalPaise + tax !== invoice.totalPaise) {
    throw new RangeError(`Invoice ${invoice.number}: subtotal and tax do not add up to the total`);
  }
  const wrongTax = isIntraState(invoice)
    ? invoice.igstPaise !== 0
    : invoice.cgstPaise !== 0 || invoice.sgstPaise !== 0;
  if (wrongTax) {
    throw new RangeError(`Invoice ${invoice.number}: tax heads do not match the place of supply`);
  }
}

interface TextStyle {
  width: number;
  bold?: boolean;
  size?: number;
  color?: string;
  align?: 'left' | 'right' | 'center';
}

/** Writes text at a fixed spot and returns the height it took. */
function write(doc: Pdf, text: string, x: number, y: number, style: TextStyle): number {
  doc
    .font(style.bold ? BOLD : REGULAR)
    .fontSize(style.size ?? BODY_SIZE)
    .fillColor(style.color ?? TEXT)
    .text(text, x, y, { width: style.width, align: style.align ?? 'left', lineGap: 1.5 });
  return doc.y - y;
}

/** Writes lines one under another and returns the y below the last. */
function writeLines(doc: Pdf, lines: string[], x: number, y: number, style: TextStyle): number {
  let next = y;
  for (const line of lines) next += write(doc, line, x, next, style);
  return next;
}

function rule(doc: Pdf, y: number, color = RULE): void {
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + CONTENT_WIDTH, y)
    .lineWidth(0.5)
    .strokeColor(color)
    .stroke();
}

function stateWithCode(place: { stateName: string; stateCode: string }): string {
  return `${place.stateName} (${place.stateCode})`;
}

const LEFT_WIDTH = 290;
const RIGHT_X = MARGIN + 305;
const RIGHT_WIDTH = CONTENT_WIDTH - 305;

const TITLE_SIZE = 18;
const MARK_SIZE = 9;
/** Puts the smaller marking on the title's baseline. */
const MARK_DROP = 8;

function drawHeader(doc: Pdf, invoice: InvoiceDocument, top: number): number {
  let y = top;
  const titleHeight = write(doc, 'Tax Invoice', MARGIN, y, {
    width: CONTENT_WIDTH,
    bold: true,
    size: TITLE_SIZE,
  });
  write(doc, ORIGINAL_FOR_RECIPIENT, MARGIN, y + MARK_DROP, {
    width: CONTENT_WIDTH,
    bold: true,
    size: MARK_SIZE,
    color: MUTED,
    align: 'right',
  });
  y += titleHeight + 10;

  const { seller } = invoice;
  let left = y + write(doc, seller.name, MARGIN, y, { width: LEFT_WIDTH, bold: true, size: 11 });
  left = writeLines(
    doc,
    [
      ...seller.address,
      `GSTIN: ${seller.gstin ?? 'Unregistered'}`,
      ...(seller.pan ? [`PAN: ${seller.pan}`] : []),
      `State: ${stateWithCode(seller)}`,
      ...(seller.email ? [`E-mail: ${seller.email}`] : []),
    ],
    MARGIN,
    left,
    { width: LEFT_WIDTH },
  );

  const details: [string, string][] = [
    ['Invoice No.', invoice.number],
    ['Invoice date', formatIndianDate(invoice.issuedAt.toISOString())],
    ['Order No.', invoice.orderNumber],
    ['Payment reference', invoice.paymentReference],
    ['Payment method', invoice.paymentMethod],
  ];
  const labelWidth = 92;
  let right = y;
  for (const [label, value] of details) {
    const labelHeight = write(doc, label, RIGHT_X, right, { width: labelWidth, color: MUTED });
    const valueHeight = write(doc, value, RIGHT_X + labelWidth, right, {
      width: RIGHT_WIDTH - labelWidth,
      bold: true,
    });
    right += Math.max(labelHeight, valueHeight) + 2;
  }

  y = Math.max(left, right) + 10;
  rule(doc, y);
  return y + 10;
}

function partyLines(party: InvoiceParty): string[] {
  return [
    ...party.address,
    `GSTIN: ${party.gstin ?? 'Unregistered'}`,
    ...(party.pan ? [`PAN: ${party.pan}`] : []),
    `State: ${stateWithCode(party)}`,
    ...(party.email ? [`E-mail: ${party.email}`] : []),
  ];
}

function drawBuyer(doc: Pdf, invoice: InvoiceDocument, top: number): number {
  let left = top + write(doc, 'Bill to', MARGIN, top, { width: LEFT_WIDTH, bold: true });
  left += 2;
  left += write(doc, invoice.buyer.name, MARGIN, left, { width: LEFT_WIDTH, bold: true, size: 10 });
  left = writeLines(doc, partyLines(invoice.buyer), MARGIN, left, { width: LEFT_WIDTH });

  const right = writeLines(
    doc,
    [`Place of supply: ${stateWithCode(invoice.placeOfSupply)}`, 'Reverse charge: No'],
    RIGHT_X,
    top,
    { width: RIGHT_WIDTH },
  );
  return Math.max(left, right) + 16;
}

function columnX(index: number): number {
  return MARGIN + sum(COLUMNS.slice(0, index).map((column) => column.width));
}

function drawTableHeader(doc: Pdf, top: number): number {
  doc.font(BOLD).fontSize(BODY_SIZE);
  const height = doc.currentLineHeight() + 2 * CELL_PADDING_Y;
  doc.rect(MARGIN, top, CONTENT_WIDTH, height).fill(HEADER_FILL);
  COLUMNS.forEach((column, index) => {
    write(doc, column.title, columnX(index) + CELL_PADDING_X, top + CELL_PADDING_Y, {
      width: column.width - 2 * CELL_PADDING_X,
      bold: true,
      align: column.align,
    });
  });
  return top + height;
}

function rowHeight(doc: Pdf, cells: string[]): number {
  doc.font(REGULAR).fontSize(BODY_SIZE);
  const heights = COLUMNS.map((column, index) =>
    doc.heightOfString(cells[index] ?? '', {
      width: column.width - 2 * CELL_PADDING_X,
      lineGap: 1.5,
    }),
  );
  return Math.max(...heights) + 2 * CELL_PADDING_Y;
}

function drawLines(doc: Pdf, invoice: InvoiceDocument, top: number): number {
  let y = drawTableHeader(doc, top);
  invoice.lines.forEach((line, lineIndex) => {
    const cells = COLUMNS.map((column) => column.cell(line, lineIndex));
    const height = rowHeight(doc, cells);
    if (y + height > BOTTOM) {
      doc.addPage();
      y = drawTableHeader(doc, MARGIN);
    }
    COLUMNS.forEach((column, index) => {
      write(doc, cells[index] ?? '', columnX(index) + CELL_PADDING_X, y + CELL_PADDING_Y, {
        width: column.width - 2 * CELL_PADDING_X,
        align: column.align,
      });
    });
    y += height;
    rule(doc, y, HEADER_FILL);
  });
  return y + 8;
}

function drawTotals(doc: Pdf, invoice: InvoiceDocument, top: number): number {
  const half = GST_RATE_PERCENT / 2;
  const rows: [string, number][] = [
    ['Taxable value', invoice.subtotalPaise],
    ...(isIntraState(invoice)
      ? ([
          [`CGST @ ${half}%`, invoice.cgstPaise],
          [`SGST @ ${half}%`, invoice.sgstPaise],
        ] as [string, number][])
      : ([[`IGST @ ${GST_RATE_PERCENT}%`, invoice.igstPaise]] as [string, number][])),
  ];
  // The labels sit under the Qty and Rate columns and the figures under the taxable values, so the
  // money stays in one right-aligned column from the first line to the total.
  const valueX = MARGIN + CONTENT_WIDTH - VALUE_WIDTH;
  const labelX = valueX - RATE_WIDTH - QTY_WIDTH + CELL_PADDING_X;
  const labelWidth = RATE_WIDTH + QTY_WIDTH - 2 * CELL_PADDING_X;
  const valueWidth = VALUE_WIDTH - 2 * CELL_PADDING_X;

  let y = top;
  for (const [label, paise] of rows) {
    write(doc, label, labelX, y, { width: labelWidth });
    y += write(doc, formatRupees(paise), valueX + CELL_PADDING_X, y, {
      width: valueWidth,
      align: 'right',
    });
    y += 3;
  }
  doc
    .moveTo(labelX, y)
    .lineTo(MARGIN + CONTENT_WIDTH, y)
    .lineWidth(0.5)
    .strokeColor(TEXT)
    .stroke();
  y += 5;
  write(doc, 'Total', labelX, y, { width: labelWidth, bold: true, size: 10 });
  y += write(doc, formatRupees(invoice.totalPaise), valueX + CELL_PADDING_X, y, {
    width: valueWidth,
    bold: true,
    size: 10,
    align: 'right',
  });
  return y + 14;
}

function drawClosing(doc: Pdf, invoice: InvoiceDocument, top: number): number {
  let y = top;
  y += write(doc, `Amount in words: ${amountInWords(invoice.totalPaise)}`, MARGIN, y, {
    width: CONTENT_WIDTH,
  });
  y += 24;
  y += write(doc, 'This is a computer-generated invoice and needs no signature.', MARGIN, y, {
    width: CONTENT_WIDTH,
    size: 8,
    color: MUTED,
    align: 'center',
  });
  return y;
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
const CLOSING_HEIGHT = 140;

function draw(doc: Pdf, invoice: InvoiceDocument): void {
  let y = drawHeader(doc, invoice, MARGIN);
  y = drawBuyer(doc, invoice, y);
  y = drawLines(doc, invoice, y);
  y = keepTogether(doc, y, CLOSING_HEIGHT);
  y = drawTotals(doc, invoice, y);
  drawClosing(doc, invoice, y);
}

/**
 * The GST tax invoice as an A4 PDF. It prints only what the invoice document holds, so a copy
 * rendered years later matches the one the customer received; the fixed creation date makes the
 * same document give the same file.
 */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  checkFigures(invoice);
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: 'en-IN',
    displayTitle: true,
    info: {
      Title: `Tax invoice ${invoice.number}`,
      Author: invoice.seller.name,
      CreationDate: invoice.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont(REGULAR, regular);
  doc.registerFont(BOLD, bold);
  draw(doc, invoice);
  doc.end();
  return finished;
}

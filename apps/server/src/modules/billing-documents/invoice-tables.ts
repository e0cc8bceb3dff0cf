import { formatRupees } from '@prakar/shared/money';
import {
  artifact,
  FONT_BOLD,
  FONT_REGULAR,
  group,
  type Pdf,
  type StructElement,
  tag,
} from '#src/pdf/tagged-pdf.ts';
import type { InvoiceLine, TaxedDocument } from './invoice-document.ts';
import { isIntraState, sum } from './invoice-figures.ts';
import {
  BODY_SIZE,
  BOTTOM,
  CONTENT_WIDTH,
  HEADER_FILL,
  LINE_GAP,
  MARGIN,
  rule,
  TEXT,
  type TextStyle,
  write,
} from './invoice-layout.ts';

/**
 * The firm's services all carry 18% GST; within the seller's state it is split evenly between
 * CGST and SGST. The document holds the amounts, so only the printed rate lives here.
 */
const GST_RATE_PERCENT = 18;

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

function columnX(index: number): number {
  return MARGIN + sum(COLUMNS.slice(0, index).map((column) => column.width));
}

/** Writes the text of the cell in column `index` inside its padding. */
function writeCell(
  doc: Pdf,
  column: Column,
  index: number,
  text: string,
  top: number,
  bold = false,
): number {
  return write(doc, text, columnX(index) + CELL_PADDING_X, top + CELL_PADDING_Y, {
    width: column.width - 2 * CELL_PADDING_X,
    bold,
    align: column.align,
  });
}

/**
 * The column titles on a shaded band. On the table's first page they are its header cells; on a
 * following page they are repeated for the eye only, so a screen reader does not hear them again.
 */
function drawTableHeader(doc: Pdf, top: number, table: StructElement | null): number {
  doc.font(FONT_BOLD).fontSize(BODY_SIZE);
  const height = doc.currentLineHeight() + 2 * CELL_PADDING_Y;
  artifact(doc, () => {
    doc.rect(MARGIN, top, CONTENT_WIDTH, height).fill(HEADER_FILL);
  });
  if (table) {
    const row = group(doc, table, 'TR');
    COLUMNS.forEach((column, index) => {
      tag(doc, row, 'TH', () => writeCell(doc, column, index, column.title, top, true), {
        scope: 'Column',
      });
    });
    row.end();
  } else {
    artifact(
      doc,
      () => {
        COLUMNS.forEach((column, index) => {
          writeCell(doc, column, index, column.title, top, true);
        });
      },
      'Pagination',
    );
  }
  return top + height;
}

function rowHeight(doc: Pdf, cells: string[]): number {
  doc.font(FONT_REGULAR).fontSize(BODY_SIZE);
  const heights = COLUMNS.map((column, index) =>
    doc.heightOfString(cells[index] ?? '', {
      width: column.width - 2 * CELL_PADDING_X,
      lineGap: LINE_GAP,
    }),
  );
  return Math.max(...heights) + 2 * CELL_PADDING_Y;
}

/** The line items as a table, its header row repeated on each page it runs onto. */
export function drawLineItems(
  doc: Pdf,
  root: StructElement,
  invoice: TaxedDocument,
  top: number,
): number {
  const table = group(doc, root, 'Table');
  let y = drawTableHeader(doc, top, table);
  invoice.lines.forEach((line, lineIndex) => {
    const cells = COLUMNS.map((column) => column.cell(line, lineIndex));
    const height = rowHeight(doc, cells);
    if (y + height > BOTTOM) {
      doc.addPage();
      y = drawTableHeader(doc, MARGIN, null);
    }
    const row = group(doc, table, 'TR');
    COLUMNS.forEach((column, index) => {
      tag(doc, row, 'TD', () => writeCell(doc, column, index, cells[index] ?? '', y));
    });
    row.end();
    y += height;
    rule(doc, MARGIN, MARGIN + CONTENT_WIDTH, y, HEADER_FILL);
  });
  table.end();
  return y + 8;
}

/**
 * The tax summary as a table whose row headers name each amount: taxable value, the GST heads of
 * the supply, and the total.
 */
export function drawTotals(
  doc: Pdf,
  root: StructElement,
  invoice: TaxedDocument,
  top: number,
): number {
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

  const table = group(doc, root, 'Table');
  /** A row of the summary; returns the height of its figure. */
  const summaryRow = (label: string, paise: number, y: number, style: Partial<TextStyle> = {}) => {
    const row = group(doc, table, 'TR');
    tag(doc, row, 'TH', () => write(doc, label, labelX, y, { ...style, width: labelWidth }), {
      scope: 'Row',
    });
    const height = tag(doc, row, 'TD', () =>
      write(doc, formatRupees(paise), valueX + CELL_PADDING_X, y, {
        ...style,
        width: valueWidth,
        align: 'right',
      }),
    );
    row.end();
    return height;
  };

  let y = top;
  for (const [label, paise] of rows) {
    y += summaryRow(label, paise, y);
    y += 3;
  }
  rule(doc, labelX, MARGIN + CONTENT_WIDTH, y, TEXT);
  y += 5;
  y += summaryRow('Total', invoice.totalPaise, y, { bold: true, size: 10 });
  table.end();
  return y + 14;
}

import { istDay } from '@prakar/shared/ist-calendar';
import { rupeesDecimal } from '@prakar/shared/money';
import { SHOWN_ORDER_STATUS_LABELS, shownOrderStatus } from '@prakar/shared/orders';
import { PAYMENT_METHOD_LABELS, type Transaction } from '@prakar/shared/transactions';
import { csvChunks, csvFigure, formatIstTimestamp } from '#src/csv/csv.ts';
import type { TaxDocument } from './tax-documents.ts';

/** An export stops here, so one request can never hold the whole table in memory. */
export const TRANSACTION_EXPORT_LIMIT = 20_000;

/** An order as the export writes it: its own row, then one for each of its tax documents. */
export interface ExportedOrder {
  transaction: Transaction;
  documents: TaxDocument[];
}

/**
 * What the order was, then what a customer's accountant claims input tax credit from: each tax
 * invoice and credit note with the GSTIN billed, the place of supply and the tax heads apart, as
 * the document shows them.
 */
const HEADER = [
  'Order',
  'Placed (IST)',
  'Organisation',
  'Billed to',
  'For',
  'Order total (₹)',
  'Status',
  'Paid (IST)',
  'Payment method',
  'Payment id',
  'Document',
  'Document number',
  'Document date (IST)',
  'Invoice',
  'GSTIN billed to',
  'Place of supply',
  'Taxable value (₹)',
  'CGST (₹)',
  'SGST (₹)',
  'IGST (₹)',
  'Document total (₹)',
] as const;

export const transactionsFilename = (at: Date) => `transactions-${istDay(at)}.csv`;

function orderCells(transaction: Transaction) {
  return [
    transaction.number,
    formatIstTimestamp(new Date(transaction.createdAt)),
    transaction.organisationName ?? '',
    transaction.buyerName,
    transaction.description,
  ];
}

function paymentCells(transaction: Transaction) {
  const captured = transaction.payments.find((payment) => payment.status === 'captured');
  return [
    rupeesDecimal(transaction.totalPaise),
    SHOWN_ORDER_STATUS_LABELS[shownOrderStatus(transaction)],
    transaction.paidAt ? formatIstTimestamp(new Date(transaction.paidAt)) : '',
    captured ? (PAYMENT_METHOD_LABELS[captured.method] ?? captured.method) : '',
    captured?.id ?? '',
  ];
}

const DOCUMENT_COLUMNS = HEADER.slice(HEADER.indexOf('Document'));

/** Rupees as a figure, so a credit note's "-90.00" stays a number in the spreadsheet. */
const money = (paise: number) => csvFigure(rupeesDecimal(paise));

function documentCells(document: TaxDocument | undefined) {
  if (!document) return DOCUMENT_COLUMNS.map(() => '');
  const { stateCode, stateName } = document.placeOfSupply;
  return [
    document.kind,
    document.number,
    istDay(document.issuedAt),
    document.invoiceNumber,
    document.buyerGstin ?? '',
    `${stateCode}-${stateName}`,
    money(document.taxablePaise),
    money(document.cgstPaise),
    money(document.sgstPaise),
    money(document.igstPaise),
    money(document.totalPaise),
  ];
}

/**
 * The order's row, with its invoice when it has one; then a row for each credit note, naming the
 * order but not its payment again, so the order and document totals each add up once.
 */
function rowsOf({ transaction, documents }: ExportedOrder) {
  const [invoice, ...notes] = documents;
  const payment = paymentCells(transaction);
  const noPayment = payment.map(() => '');
  return [
    [...orderCells(transaction), ...payment, ...documentCells(invoice)],
    ...notes.map((note) => [...orderCells(transaction), ...noPayment, ...documentCells(note)]),
  ];
}

async function* rowsOfBatches(batches: AsyncIterable<readonly ExportedOrder[]>) {
  for await (const orders of batches) yield orders.flatMap(rowsOf);
}

/** The orders as a spreadsheet, newest first, a batch at a time; amounts as printed on invoices. */
export function transactionsCsv(
  batches: AsyncIterable<readonly ExportedOrder[]>,
): AsyncGenerator<string> {
  return csvChunks(HEADER, rowsOfBatches(batches), (cells) => cells);
}

import { istDay } from '@prakar/shared/dates';
import { rupeesDecimal } from '@prakar/shared/money';
import { ORDER_STATUS_LABELS } from '@prakar/shared/orders';
import { PAYMENT_METHOD_LABELS, type Transaction } from '@prakar/shared/transactions';
import { formatIstTimestamp } from '#src/modules/audit/audit-export.ts';
import { csvChunks } from '#src/modules/audit/csv.ts';

/** An export stops here, so one request can never hold the whole table in memory. */
export const TRANSACTION_EXPORT_LIMIT = 20_000;

const HEADER = [
  'Order',
  'Placed (IST)',
  'Organisation',
  'Billed to',
  'For',
  'Taxable value (₹)',
  'GST (₹)',
  'Total (₹)',
  'Status',
  'Paid (IST)',
  'Payment method',
  'Payment id',
  'Invoice',
] as const;

export const transactionsFilename = (at: Date) => `transactions-${istDay(at)}.csv`;

function cellsOf(transaction: Transaction) {
  const captured = transaction.payments.find((payment) => payment.status === 'captured');
  return [
    transaction.number,
    formatIstTimestamp(new Date(transaction.createdAt)),
    transaction.organisationName ?? '',
    transaction.buyerName,
    transaction.description,
    rupeesDecimal(transaction.subtotalPaise),
    rupeesDecimal(transaction.taxPaise),
    rupeesDecimal(transaction.totalPaise),
    ORDER_STATUS_LABELS[transaction.status],
    transaction.paidAt ? formatIstTimestamp(new Date(transaction.paidAt)) : '',
    captured ? (PAYMENT_METHOD_LABELS[captured.method] ?? captured.method) : '',
    captured?.id ?? '',
    transaction.invoice?.number ?? '',
  ];
}

/** The orders as a spreadsheet, newest first, a batch at a time; amounts as printed on invoices. */
export function transactionsCsv(
  batches: AsyncIterable<readonly Transaction[]>,
): AsyncGenerator<string> {
  return csvChunks(HEADER, batches, cellsOf);
}

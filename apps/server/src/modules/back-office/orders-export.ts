import { istDay } from '@prakar/shared/ist-calendar';
import { rupeesDecimal } from '@prakar/shared/money';
import { SHOWN_ORDER_STATUS_LABELS, shownOrderStatus } from '@prakar/shared/orders';
import type { Transaction } from '@prakar/shared/transactions';
import { csvChunks, csvFigure, formatIstTimestamp } from '#src/csv/csv.ts';

export const ordersExportFilename = (at: Date) => `orders-${istDay(at)}.csv`;

/** The list's columns, in its order; the total as a figure a spreadsheet can add up. */
const HEADER = [
  'Order',
  'Date (IST)',
  'Organisation or payer',
  'Description',
  'Total (₹)',
  'Status',
  'Invoice',
] as const;

function cellsOf(order: Transaction) {
  return [
    order.number,
    formatIstTimestamp(new Date(order.createdAt)),
    order.organisationName ?? `${order.buyerName}, payment link`,
    order.description,
    csvFigure(rupeesDecimal(order.totalPaise)),
    SHOWN_ORDER_STATUS_LABELS[shownOrderStatus(order)],
    order.invoice?.number ?? '',
  ];
}

/** The orders as the list shows them, a batch at a time. */
export function ordersCsv(batches: AsyncIterable<readonly Transaction[]>): AsyncGenerator<string> {
  return csvChunks(HEADER, batches, cellsOf);
}

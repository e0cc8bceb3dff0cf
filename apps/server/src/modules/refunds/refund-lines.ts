import type { Executor } from '#src/db/client.ts';
import { invoicedLines, type LineFigures } from '#src/modules/billing-documents/invoiced-lines.ts';
import { type OrderRow, orderRecords } from '#src/modules/orders/order-records.ts';
import type { RefundOfGrants } from '#src/modules/subscriptions/shorten-subscriptions.ts';
import { shareOf } from '#src/money/shares.ts';

/** A refund as it counts against lines: of one line, or of the whole order (`lineNo` null). */
export interface RefundPart {
  lineNo: number | null;
  amountPaise: number;
}

/** An order line with what it was invoiced for. */
export interface InvoicedLine {
  lineNo: number;
  /** Where the line is among the invoice's lines. */
  index: number;
  description: string;
  productCode: string | null;
  figures: LineFigures;
}

/** The order's lines with their invoiced figures, in the invoice's order. */
export async function invoicedOrderLines(db: Executor, order: OrderRow): Promise<InvoicedLine[]> {
  const lines = await orderRecords(db).linesOf(order.id);
  const figures = invoicedLines({ ...order, lines });
  return lines.map((line, index) => ({
    lineNo: line.lineNo,
    index,
    description: line.description,
    productCode: line.productCode,
    figures: figures[index] as LineFigures,
  }));
}

const sumOf = (parts: readonly RefundPart[]) =>
  parts.reduce((total, part) => total + part.amountPaise, 0);

/**
 * What `refunds` take of a line: its own refunds, and its share of the whole order's (a
 * whole-order refund is spread over the lines by their totals, as its credit note spreads it).
 */
export function refundedOfLine(
  line: InvoicedLine,
  orderTotalPaise: number,
  refunds: readonly RefundPart[],
): number {
  const whole = sumOf(refunds.filter((refund) => refund.lineNo === null));
  const own = sumOf(refunds.filter((refund) => refund.lineNo === line.lineNo));
  return shareOf(line.figures.totalPaise, whole, orderTotalPaise) + own;
}

/** What is left to refund of a line, given the refunds pending or processed. */
export function lineRefundable(
  line: InvoicedLine,
  orderTotalPaise: number,
  held: readonly RefundPart[],
): number {
  return Math.max(0, line.figures.totalPaise - refundedOfLine(line, orderTotalPaise, held));
}

/**
 * What one refund is a part of, and how much of that was refunded before it: the base of the
 * step shares its credit note and its subscriptions' shortening take. A whole-order refund is a
 * part of the order (only whole-order refunds come before it: none is made once a line has been
 * refunded); a line's is a part of the line, and every refund before it that took from the line.
 */
export interface RefundBase {
  line: InvoicedLine | null;
  totalPaise: number;
  refundedBeforePaise: number;
}

export function refundBase(
  order: OrderRow,
  lines: readonly InvoicedLine[],
  lineNo: number | null,
  processedBefore: readonly RefundPart[],
): RefundBase {
  const line = lineNo === null ? undefined : lines.find((each) => each.lineNo === lineNo);
  if (!line) {
    if (lineNo !== null) throw new Error(`The order ${order.id} has no line ${lineNo}.`);
    return {
      line: null,
      totalPaise: order.totalPaise,
      refundedBeforePaise: sumOf(processedBefore.filter((refund) => refund.lineNo === null)),
    };
  }
  return {
    line,
    totalPaise: line.figures.totalPaise,
    refundedBeforePaise: refundedOfLine(line, order.totalPaise, processedBefore),
  };
}

/** The grants a refund on `base` takes back from: all the order's, or its line's product's. */
export function grantsTakenBack(
  orderId: string,
  base: RefundBase,
  amountPaise: number,
): RefundOfGrants {
  const { line } = base;
  return {
    orderId,
    products: line ? (line.productCode ? [line.productCode] : []) : 'all',
    amountPaise,
    refundedBeforePaise: base.refundedBeforePaise,
    totalPaise: base.totalPaise,
  };
}

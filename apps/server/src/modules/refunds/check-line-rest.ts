import { ERROR_CODES } from '@prakar/shared/api-error';
import { formatRupees } from '@prakar/shared/money';
import { HttpError } from '#src/http-error.ts';
import type { OrderRow } from '#src/modules/orders/order-records.ts';
import { type InvoicedLine, lineRefundable } from './refund-lines.ts';
import type { RefundsRepository } from './refunds-repository.ts';

export const NOT_A_LINE = 'That is not a line of this order.';
export const WHOLE_ORDER_AFTER_LINE =
  'A line of this order has been refunded: refund the rest line by line.';

/** 400 for a line the order does not have, 409 for what its refunds no longer allow. */
const refused = (status: 400 | 409, field: 'lineNo' | 'amount', message: string) =>
  new HttpError(status, status === 400 ? ERROR_CODES.validation : ERROR_CODES.conflict, message, {
    [field]: message,
  });

/**
 * Refuses a refund its line cannot take (ADR 0072): a line that is not the order's, more than
 * the line still holds, or the whole order once a line has been refunded (the whole order's
 * refund is spread over all lines, and would take again from a line refunded on its own).
 * Each refusal names its field, so the dialog shows it there before anyone confirms.
 */
export async function checkLineRest(
  repository: RefundsRepository,
  order: OrderRow,
  lines: readonly InvoicedLine[],
  refund: { lineNo: number | null; amount: number },
): Promise<void> {
  const held = await repository.heldOf(order.id);
  if (refund.lineNo === null) {
    if (held.some((each) => each.lineNo !== null)) {
      throw refused(409, 'lineNo', WHOLE_ORDER_AFTER_LINE);
    }
    return;
  }
  const line = lines.find((each) => each.lineNo === refund.lineNo);
  if (!line) throw refused(400, 'lineNo', NOT_A_LINE);
  const rest = lineRefundable(line, order.totalPaise, held);
  if (refund.amount <= rest) return;
  throw refused(
    409,
    'amount',
    rest <= 0
      ? `${line.description} has been refunded in full, or is being refunded.`
      : `Only ${formatRupees(rest)} of ${line.description} can still be refunded: it came to ${formatRupees(line.figures.totalPaise)} with GST.`,
  );
}

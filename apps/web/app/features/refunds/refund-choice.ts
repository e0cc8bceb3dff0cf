import { formatIndianDate } from '@prakar/shared/dates';
import type { RefundableLine, RefundablePayment, SubscriptionEffect } from '@prakar/shared/refunds';

/** The dialog's choice of what to refund: '' for the whole order, or a line's number. */
export const WHOLE_ORDER = '';

/**
 * What can still be refunded of the choice from this payment: the line's rest or the payment's,
 * whichever is less, and what the limit is of, for the field's message.
 */
export function refundableOf(
  payment: RefundablePayment,
  lines: readonly RefundableLine[],
  choice: string,
): { paise: number; of: string } {
  const line = lines.find((each) => String(each.lineNo) === choice);
  if (!line || line.refundablePaise > payment.refundablePaise) {
    return { paise: payment.refundablePaise, of: 'this payment' };
  }
  return { paise: line.refundablePaise, of: 'this line' };
}

export const lineNoOf = (choice: string): number | null =>
  choice === WHOLE_ORDER ? null : Number(choice);

/** "E-Form16: ends 31 March 2027 instead of 30 June 2027", or "E-POI: unchanged". */
export function effectSentence(effect: SubscriptionEffect): string {
  if (effect.newEndsOn === effect.endsOn) return `${effect.productName}: unchanged`;
  return `${effect.productName}: ends ${formatIndianDate(effect.newEndsOn)} instead of ${formatIndianDate(effect.endsOn)}`;
}

import type { GatewayRefund, RefundEventName } from '@prakar/razorpay/protocol';
import type { GatewayState } from './gateway-state.ts';
import type { NewRefund, RefundChange } from './refund-state.ts';
import { type IdentifiedEvent, refundEvents } from './webhook-events.ts';

/**
 * Methods whose money cannot go back at once: an `optimum` refund to one is made at normal
 * speed, and the gateway says so with `refund.speed_changed`, as Razorpay does.
 */
const NO_INSTANT_REFUND = new Set(['wallet']);

/**
 * How the test gateway's refunds end. Every refund is answered `pending` and then processed at
 * once, instantly when `optimum` was asked and the method allows it, unless a test asked for
 * failures first (`POST /_control/refunds/fail-next`): the next that many refunds fail, or only
 * those of the payment it names, so tests running side by side do not take each other's failure.
 */
export function createRefunder(
  state: GatewayState,
  accountId: string,
  queue: (events: IdentifiedEvent[]) => void,
) {
  let failuresAsked = 0;
  const failuresAskedFor = new Map<string, number>();

  /** Whether this refund of the payment is one a test asked to fail, counting it off if so. */
  function takeFailure(paymentId: string): boolean {
    const forPayment = failuresAskedFor.get(paymentId) ?? 0;
    if (forPayment > 0) {
      failuresAskedFor.set(paymentId, forPayment - 1);
      return true;
    }
    if (failuresAsked === 0) return false;
    failuresAsked -= 1;
    return true;
  }

  return {
    failNext(count: number, paymentId?: string): number {
      if (paymentId === undefined) failuresAsked = count;
      else failuresAskedFor.set(paymentId, count);
      return count;
    },

    /** Makes the refund and queues its webhooks; answers it as made, still pending. */
    async refund(paymentId: string, input: NewRefund): Promise<GatewayRefund> {
      const created = await state.createRefund(paymentId, input);
      const steps: { event: RefundEventName; change: RefundChange }[] = [
        { event: 'refund.created', change: created },
      ];
      if (takeFailure(paymentId)) {
        const failed = await state.finishRefund(created.refund.id, { status: 'failed' });
        steps.push({ event: 'refund.failed', change: failed });
      } else {
        const slow = NO_INSTANT_REFUND.has(created.payment.method);
        if (input.speed === 'optimum' && slow) {
          const changed = { ...created.refund, speed_processed: 'normal' as const };
          steps.push({ event: 'refund.speed_changed', change: { ...created, refund: changed } });
        }
        const speed = input.speed === 'optimum' && !slow ? 'instant' : 'normal';
        const processed = await state.finishRefund(created.refund.id, {
          status: 'processed',
          speed,
        });
        steps.push({ event: 'refund.processed', change: processed });
      }
      queue(refundEvents(accountId, steps));
      return created.refund;
    },
  };
}

export type Refunder = ReturnType<typeof createRefunder>;

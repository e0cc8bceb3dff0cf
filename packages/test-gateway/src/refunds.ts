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
 * failures first (`POST /_control/refunds/fail-next`): the next that many refunds fail.
 */
export function createRefunder(
  state: GatewayState,
  accountId: string,
  queue: (events: IdentifiedEvent[]) => void,
) {
  let failuresAsked = 0;

  return {
    failNext(count: number): number {
      failuresAsked = count;
      return failuresAsked;
    },

    /** Makes the refund and queues its webhooks; answers it as made, still pending. */
    async refund(paymentId: string, input: NewRefund): Promise<GatewayRefund> {
      const created = await state.createRefund(paymentId, input);
      const steps: { event: RefundEventName; change: RefundChange }[] = [
        { event: 'refund.created', change: created },
      ];
      if (failuresAsked > 0) {
        failuresAsked -= 1;
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

import type {
  GatewayOrder,
  GatewayPayment,
  RefundEventName,
  WebhookEvent,
} from '@prakar/razorpay/protocol';
import { newId, unixSeconds } from './ids.ts';
import type { RefundChange } from './refund-state.ts';

/** An event as it is queued: its id travels in the `x-razorpay-event-id` header, not the body. */
export interface IdentifiedEvent {
  id: string;
  event: WebhookEvent;
}

/**
 * The events Razorpay sends after a payment: `payment.captured` then `order.paid` for a capture,
 * `payment.failed` for a failure.
 */
export function paymentEvents(
  accountId: string,
  payment: GatewayPayment,
  order: GatewayOrder,
): IdentifiedEvent[] {
  const createdAt = unixSeconds();
  const paymentEntity = { entity: payment };
  if (payment.status !== 'captured') {
    return [
      {
        id: newId('evt'),
        event: {
          entity: 'event',
          account_id: accountId,
          event: 'payment.failed',
          contains: ['payment'],
          payload: { payment: paymentEntity },
          created_at: createdAt,
        },
      },
    ];
  }
  return [
    {
      id: newId('evt'),
      event: {
        entity: 'event',
        account_id: accountId,
        event: 'payment.captured',
        contains: ['payment'],
        payload: { payment: paymentEntity },
        created_at: createdAt,
      },
    },
    {
      id: newId('evt'),
      event: {
        entity: 'event',
        account_id: accountId,
        event: 'order.paid',
        contains: ['payment', 'order'],
        payload: { payment: paymentEntity, order: { entity: order } },
        created_at: createdAt,
      },
    },
  ];
}

/**
 * A refund's events, each with the refund and its payment as they stood at that step:
 * `refund.created`, then `refund.speed_changed` when an instant refund could not be made, then
 * `refund.processed` or `refund.failed`.
 */
export function refundEvents(
  accountId: string,
  steps: { event: RefundEventName; change: RefundChange }[],
): IdentifiedEvent[] {
  const createdAt = unixSeconds();
  return steps.map(({ event, change }) => ({
    id: newId('evt'),
    event: {
      entity: 'event',
      account_id: accountId,
      event,
      contains: ['refund', 'payment'],
      payload: { refund: { entity: change.refund }, payment: { entity: change.payment } },
      created_at: createdAt,
    },
  }));
}

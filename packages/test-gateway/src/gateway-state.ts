import type { GatewayOrder, GatewayPayment } from '@prakar/razorpay/protocol';
import { badRequest, unknownId } from './gateway-errors.ts';
import { newId, unixSeconds } from './ids.ts';
import { failureOf, instrumentFields, type PaymentAttempt } from './test-instruments.ts';

/** What the hosted checkout was opened with; the pay forms refer to it by id, so none of it can be changed on the way. */
export interface CheckoutSession {
  id: string;
  orderId: string;
  merchantName: string;
  description: string;
  prefill: { name: string | null; email: string | null; contact: string | null };
  callbackUrl: string;
  cancelUrl: string | null;
  notes: Record<string, string>;
}

/** Who paid, from the checkout's prefill; the control route pays without any. */
export interface PayerDetails {
  email: string | null;
  contact: string | null;
  description: string | null;
  notes: Record<string, string>;
}

/** Enough for any test run; the oldest checkouts are forgotten first. */
const MAX_CHECKOUTS = 1_000;

/** Callers get copies, so nothing outside can change the gateway's records. */
const copy = <T>(value: T): T => structuredClone(value);

/**
 * The test gateway's records, in memory and per plugin instance: orders, their payments and
 * open hosted checkouts.
 */
export function createGatewayState() {
  const orders = new Map<string, GatewayOrder>();
  const payments = new Map<string, GatewayPayment>();
  const paymentsByOrder = new Map<string, string[]>();
  const checkouts = new Map<string, CheckoutSession>();

  function orderRecord(orderId: string): GatewayOrder {
    const order = orders.get(orderId);
    if (!order) throw unknownId();
    return order;
  }

  return {
    createOrder(input: {
      amount: number;
      currency: string;
      receipt: string | null;
      notes: Record<string, string>;
    }): GatewayOrder {
      const order: GatewayOrder = {
        id: newId('order'),
        entity: 'order',
        amount: input.amount,
        amount_paid: 0,
        amount_due: input.amount,
        currency: input.currency,
        receipt: input.receipt,
        status: 'created',
        attempts: 0,
        notes: { ...input.notes },
        created_at: unixSeconds(),
      };
      orders.set(order.id, order);
      paymentsByOrder.set(order.id, []);
      return copy(order);
    },

    /** Throws Razorpay's "id does not exist" error for an unknown id. */
    order(orderId: string): GatewayOrder {
      return copy(orderRecord(orderId));
    },

    /** Oldest first. */
    orderPayments(orderId: string): GatewayPayment[] {
      orderRecord(orderId);
      return (paymentsByOrder.get(orderId) ?? []).flatMap((id) => {
        const payment = payments.get(id);
        return payment ? [copy(payment)] : [];
      });
    },

    payment(paymentId: string): GatewayPayment {
      const payment = payments.get(paymentId);
      if (!payment) throw unknownId();
      return copy(payment);
    },

    /**
     * One payment attempt on an order: captured at once (auto-capture) or failed. The order moves
     * to `attempted` after a failure and to `paid` after a capture; a paid order takes no more.
     */
    pay(
      orderId: string,
      attempt: PaymentAttempt,
      payer: PayerDetails,
    ): { payment: GatewayPayment; order: GatewayOrder } {
      const order = orderRecord(orderId);
      if (order.status === 'paid')
        throw badRequest('This order has already been paid.', 'order_id');
      const failure = failureOf(attempt);
      const payment: GatewayPayment = {
        id: newId('pay'),
        entity: 'payment',
        amount: order.amount_due,
        currency: order.currency,
        status: failure ? 'failed' : 'captured',
        order_id: order.id,
        ...instrumentFields(attempt),
        captured: !failure,
        description: payer.description,
        email: payer.email,
        contact: payer.contact,
        error_code: failure?.code ?? null,
        error_description: failure?.description ?? null,
        error_source: failure?.source ?? null,
        error_step: failure?.step ?? null,
        error_reason: failure?.reason ?? null,
        notes: { ...payer.notes },
        created_at: unixSeconds(),
      };
      payments.set(payment.id, payment);
      paymentsByOrder.get(order.id)?.push(payment.id);
      order.attempts += 1;
      if (failure) {
        order.status = 'attempted';
      } else {
        order.amount_paid += payment.amount;
        order.amount_due = order.amount - order.amount_paid;
        order.status = 'paid';
      }
      return { payment: copy(payment), order: copy(order) };
    },

    openCheckout(session: Omit<CheckoutSession, 'id'>): CheckoutSession {
      const opened: CheckoutSession = { id: newId('chk'), ...session };
      checkouts.set(opened.id, opened);
      // Maps iterate in insertion order, so the first key is the oldest checkout.
      while (checkouts.size > MAX_CHECKOUTS) {
        const oldest = checkouts.keys().next().value;
        if (oldest === undefined) break;
        checkouts.delete(oldest);
      }
      return copy(opened);
    },

    checkout(checkoutId: string): CheckoutSession | null {
      const session = checkouts.get(checkoutId);
      return session ? copy(session) : null;
    },
  };
}

export type GatewayState = ReturnType<typeof createGatewayState>;

import type { GatewayOrder, GatewayPayment } from '@prakar/razorpay/protocol';
import { badRequest, unknownId } from './gateway-errors.ts';
import { type GatewayQuery, type GatewaySql, jsonText } from './gateway-sql.ts';
import { newId, unixSeconds } from './ids.ts';
import { createRefundState } from './refund-state.ts';
import {
  errorFields,
  failureOf,
  instrumentFields,
  type PaymentAttempt,
} from './test-instruments.ts';

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

/** The order, locked until the transaction ends when `forUpdate`; Razorpay's "id does not exist" error if unknown. */
async function orderRecord(
  query: GatewayQuery,
  orderId: string,
  forUpdate = false,
): Promise<GatewayOrder> {
  const [row] = await query(
    `SELECT body FROM test_gateway.orders WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [orderId],
  );
  if (!row) throw unknownId();
  return row.body as GatewayOrder;
}

/**
 * The test gateway's records, in the host's database so that every process on it, and a
 * restarted one, agree: orders, their payments and refunds, and open hosted checkouts.
 */
export function createGatewayState(sql: GatewaySql) {
  const { query } = sql;

  return {
    ...createRefundState(sql),

    async createOrder(input: {
      amount: number;
      currency: string;
      receipt: string | null;
      notes: Record<string, string>;
    }): Promise<GatewayOrder> {
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
      await query('INSERT INTO test_gateway.orders (id, body) VALUES ($1, $2::text::jsonb)', [
        order.id,
        jsonText(order),
      ]);
      return order;
    },

    /** Throws Razorpay's "id does not exist" error for an unknown id. */
    order(orderId: string): Promise<GatewayOrder> {
      return orderRecord(query, orderId);
    },

    /** Oldest first. */
    async orderPayments(orderId: string): Promise<GatewayPayment[]> {
      await orderRecord(query, orderId);
      const rows = await query(
        'SELECT body FROM test_gateway.payments WHERE order_id = $1 ORDER BY position',
        [orderId],
      );
      return rows.map((row) => row.body as GatewayPayment);
    },

    async payment(paymentId: string): Promise<GatewayPayment> {
      const [row] = await query('SELECT body FROM test_gateway.payments WHERE id = $1', [
        paymentId,
      ]);
      if (!row) throw unknownId();
      return row.body as GatewayPayment;
    },

    /**
     * One payment attempt on an order: captured at once (auto-capture) or failed. The order moves
     * to `attempted` after a failure and to `paid` after a capture; a paid order takes no more.
     * The order stays locked until the attempt is written, so two processes paying the same
     * order at once take turns, and the second finds it paid.
     */
    pay(
      orderId: string,
      attempt: PaymentAttempt,
      payer: PayerDetails,
    ): Promise<{ payment: GatewayPayment; order: GatewayOrder }> {
      return sql.transaction(async (locked) => {
        const order = await orderRecord(locked, orderId, true);
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
          amount_refunded: 0,
          refund_status: null,
          ...instrumentFields(attempt),
          captured: !failure,
          description: payer.description,
          email: payer.email,
          contact: payer.contact,
          ...errorFields(failure),
          notes: { ...payer.notes },
          created_at: unixSeconds(),
        };
        order.attempts += 1;
        if (failure) {
          order.status = 'attempted';
        } else {
          order.amount_paid += payment.amount;
          order.amount_due = order.amount - order.amount_paid;
          order.status = 'paid';
        }
        await locked(
          'INSERT INTO test_gateway.payments (id, order_id, body) VALUES ($1, $2, $3::text::jsonb)',
          [payment.id, order.id, jsonText(payment)],
        );
        await locked('UPDATE test_gateway.orders SET body = $2::text::jsonb WHERE id = $1', [
          order.id,
          jsonText(order),
        ]);
        return { payment, order };
      });
    },

    async openCheckout(session: Omit<CheckoutSession, 'id'>): Promise<CheckoutSession> {
      const opened: CheckoutSession = { id: newId('chk'), ...session };
      await query('INSERT INTO test_gateway.checkouts (id, body) VALUES ($1, $2::text::jsonb)', [
        opened.id,
        jsonText(opened),
      ]);
      await query(
        `DELETE FROM test_gateway.checkouts
         WHERE position <= (SELECT max(position) FROM test_gateway.checkouts) - $1`,
        [MAX_CHECKOUTS],
      );
      return opened;
    },

    async checkout(checkoutId: string): Promise<CheckoutSession | null> {
      const [row] = await query('SELECT body FROM test_gateway.checkouts WHERE id = $1', [
        checkoutId,
      ]);
      return row ? (row.body as CheckoutSession) : null;
    },
  };
}

export type GatewayState = ReturnType<typeof createGatewayState>;

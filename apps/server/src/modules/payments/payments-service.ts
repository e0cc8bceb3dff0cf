import { GatewayError, GatewayUnavailableError } from '@prakar/razorpay/client';
import type { GatewayRefund } from '@prakar/razorpay/protocol';
import { paymentSignature, signaturesMatch } from '@prakar/razorpay/protocol';
import { gatewayPaymentSchema, gatewayRefundSchema } from '@prakar/razorpay/schemas';
import { ERROR_CODES } from '@prakar/shared/api-error';
import type { CheckoutRedirect, PaymentState, PaymentStatus } from '@prakar/shared/payments';
import { site } from '@prakar/shared/site';
import { z } from 'zod';
import type { Transaction } from '#src/db/client.ts';
import { HttpError, notFound, serviceUnavailable } from '#src/http-error.ts';
import { invoiceRecords } from '#src/modules/invoices/invoice-records.ts';
import { type OrderRow, orderRecords } from '#src/modules/orders/order-records.ts';
import { describeLines, orderNumber } from '#src/modules/orders/order-view.ts';
import { ALREADY_PAID_MESSAGE, findOrderInScope } from '#src/modules/orders/orders-service.ts';
import type { CurrentUser } from '#src/modules/sessions/sessions-service.ts';
import { paidPeriods } from '#src/modules/subscriptions/subscription-records.ts';
import { CALLBACK_PATH, type PaymentGateway } from './payment-gateway.ts';
import { createPaymentsRepository } from './payments-repository.ts';
import { type SettleDeps, settleInTransaction, settlePayment } from './settle-payment.ts';

export const PAYMENT_REFERENCE_NOT_FOUND = 'We could not find that payment.';
const GATEWAY_DOWN_MESSAGE =
  'The payment service is not answering just now. Nothing has been charged: please try again in a minute.';

/** Refusals in a row after which reconciliation stops asking the gateway about an order. */
export const GATEWAY_REFUSAL_LIMIT = 5;

/** Reconciliation asks the gateway about unpaid orders up to this old. */
const RECONCILIATION_WINDOW_MS = 7 * 86_400_000;

/** The status page asks the gateway at most this often about one order. */
const STATUS_CHECK_INTERVAL_MS = 5_000;

export interface PaymentsDeps extends SettleDeps {
  gateway: PaymentGateway;
  publicUrl: string;
  /** A refund's webhook, applied in the transaction that claims its event id (modules/refunds). */
  refundReports: {
    apply(tx: Transaction, refund: GatewayRefund): Promise<'processed' | 'other'>;
    /** Called after the commit of a report that made a refund processed. */
    afterProcessed(): void;
  };
}

export const LINK_CANCELLED_MESSAGE =
  'This payment link has been cancelled and can no longer be paid. Please contact us if you still need to pay.';

/** What the gateway's checkout posts back to the callback, success or failure. */
export type CallbackFields = Record<string, string | undefined>;

function stateOf(order: OrderRow, latest: { status: string } | undefined): PaymentState {
  if (order.status === 'paid') return 'paid';
  if (order.status === 'cancelled') return 'cancelled';
  if (!latest) return 'unpaid';
  if (latest.status === 'failed') return 'failed';
  // Authorized, or captured for the wrong amount: the gateway holds money we have not settled.
  return 'pending';
}

/** Why an order can no longer be paid, or undefined while it can. */
function closedMessage(order: OrderRow, at: Date): string | undefined {
  if (order.kind === 'advisory' && order.status === 'cancelled') return LINK_CANCELLED_MESSAGE;
  const again = 'To buy these plans, place a new order from your cart.';
  if (order.status === 'cancelled') return `This order was cancelled. ${again}`;
  const expired = order.status === 'expired' || (order.expiresAt !== null && order.expiresAt <= at);
  return expired ? `This order has expired unpaid. ${again}` : undefined;
}

/**
 * Payments through the gateway: starting one, the buyer's return, webhooks and reconciliation.
 * Every path ends in `settlePayment`, which makes an order paid exactly once.
 */
export function createPaymentsService(deps: PaymentsDeps) {
  const { db, gateway, now, log } = deps;

  /** The gateway's order for ours, made on the first attempt and reused by every retry. */
  async function gatewayOrderOf(order: OrderRow): Promise<string> {
    if (order.gatewayOrderId) return order.gatewayOrderId;
    const created = await gateway.client.createOrder({
      amount: order.totalPaise,
      currency: 'INR',
      receipt: orderNumber(order.number),
      notes: { orderId: order.id },
    });
    const repository = orderRecords(db);
    const saved = await repository.setGatewayOrder(order.id, created.id);
    if (saved?.gatewayOrderId) return saved.gatewayOrderId;
    // A concurrent click made one first; the one just made is never paid and expires unused.
    const again = await repository.findById(order.id);
    if (!again?.gatewayOrderId) throw new Error('The order lost its gateway order.');
    return again.gatewayOrderId;
  }

  async function checkout(
    order: OrderRow,
    prefill: { name?: string; email?: string; contact?: string },
  ): Promise<CheckoutRedirect> {
    if (order.status === 'paid')
      throw new HttpError(409, ERROR_CODES.conflict, ALREADY_PAID_MESSAGE);
    const closed = closedMessage(order, now());
    if (closed) throw new HttpError(409, ERROR_CODES.conflict, closed);
    try {
      const gatewayOrderId = await gatewayOrderOf(order);
      await createPaymentsRepository(db).markAwaiting(order.id);
      const lines = await orderRecords(db).linesOf(order.id);
      return gateway.client.checkoutForm({
        orderId: gatewayOrderId,
        amount: order.totalPaise,
        currency: 'INR',
        name: site.name,
        description: `${orderNumber(order.number)}: ${describeLines(lines)}`.slice(0, 255),
        prefill,
        callbackUrl: `${deps.publicUrl}${CALLBACK_PATH}`,
        cancelUrl: `${deps.publicUrl}/payment-request?ref=${order.reference}&cancelled=1`,
        notes: { orderId: order.id },
      });
    } catch (error) {
      if (error instanceof GatewayUnavailableError || error instanceof GatewayError) {
        log.error({ err: error, orderId: order.id }, 'could not start a payment at the gateway');
        throw serviceUnavailable(GATEWAY_DOWN_MESSAGE);
      }
      throw error;
    }
  }

  /**
   * Asks the gateway for every payment of an order's gateway order and settles each. A refusal
   * (the gateway does not know the order) is counted, so that reconciliation gives up on it after
   * a few and a person looks at it instead.
   */
  async function reconcileOrder(order: OrderRow): Promise<void> {
    if (!order.gatewayOrderId || order.status === 'paid') return;
    const repository = createPaymentsRepository(db);
    let found: Awaited<ReturnType<typeof gateway.client.fetchOrderPayments>>;
    try {
      found = await gateway.client.fetchOrderPayments(order.gatewayOrderId);
    } catch (error) {
      if (error instanceof GatewayError) {
        const reason = `The payment gateway does not know order ${order.gatewayOrderId}: ${error.message}`;
        const row = await repository.recordRefusal(order.id, now(), GATEWAY_REFUSAL_LIMIT, reason);
        if (row?.gatewayRefusals === GATEWAY_REFUSAL_LIMIT) {
          log.error({ orderId: order.id, reason }, 'reconciliation gave up on an order');
        }
      }
      throw error;
    }
    for (const payment of found) await settlePayment(deps, payment);
    await repository.markChecked(order.id, now());
  }

  /** The order a return from the checkout proves to be about, having applied what it reports. */
  async function verifiedReturn(fields: CallbackFields): Promise<OrderRow | undefined> {
    const metadata = failureMetadata(fields['error[metadata]']);
    const signedPaymentId = fields.razorpay_payment_id;
    const gatewayOrderId = signedPaymentId ? fields.razorpay_order_id : metadata?.order_id;
    const order = gatewayOrderId
      ? await orderRecords(db).findByGatewayOrderId(gatewayOrderId)
      : undefined;
    if (!order?.gatewayOrderId) return undefined;
    if (signedPaymentId) {
      const expected = paymentSignature(gateway.keySecret, order.gatewayOrderId, signedPaymentId);
      if (!signaturesMatch(expected, fields.razorpay_signature)) {
        log.warn({ orderId: order.id }, 'payment return with a bad signature refused');
        return undefined;
      }
    }
    const paymentId = signedPaymentId ?? metadata?.payment_id;
    if (!paymentId) return undefined;
    try {
      const payment = await gateway.client.fetchPayment(paymentId);
      if (payment.order_id !== order.gatewayOrderId) {
        log.warn({ orderId: order.id }, 'payment return naming another order refused');
        return undefined;
      }
      await settlePayment(deps, payment);
    } catch (error) {
      // A signed success is genuine even when the gateway cannot be asked just now: the page
      // asks again, and reconciliation and the webhook settle it meanwhile. An unsigned failure
      // cannot be told from a forgery without the gateway.
      log.error({ err: error, orderId: order.id }, 'could not confirm a payment on return');
      return signedPaymentId ? order : undefined;
    }
    return order;
  }

  async function orderByReference(reference: string): Promise<OrderRow> {
    const order = await orderRecords(db).findByReference(reference);
    if (!order) throw notFound(PAYMENT_REFERENCE_NOT_FOUND);
    return order;
  }

  return {
    /** Pay a subscription order of the caller's organisation. */
    async start(current: CurrentUser, orderId: string): Promise<CheckoutRedirect> {
      const order = await findOrderInScope(db, current, orderId);
      return checkout(order, {
        name: current.account.name,
        email: current.account.email,
        contact: current.account.mobile ?? undefined,
      });
    },

    /** Pay an advisory fee from its payment link, signed in or not. */
    async startLink(reference: string): Promise<CheckoutRedirect> {
      const order = await orderByReference(reference);
      if (order.kind !== 'advisory') throw notFound(PAYMENT_REFERENCE_NOT_FOUND);
      return checkout(order, { name: order.buyerName, email: order.buyerEmail });
    },

    /**
     * The buyer's browser back from the checkout, which names the order's page only when the
     * return proves itself: a success by the gateway's signature over the order and payment ids,
     * a failure (which the gateway does not sign) by the gateway's own record of that payment for
     * that order. Either way the payment is then taken from the gateway, never from the browser.
     * Anything else, a known gateway order id with a wrong or no signature included, leads to no
     * order: the page it would name shows the payment and its invoice.
     */
    async handleCallback(fields: CallbackFields): Promise<string> {
      const order = await verifiedReturn(fields);
      return order ? `/payment-request?ref=${order.reference}` : '/payment-request';
    },

    /**
     * A webhook whose signature the route has checked: a payment's settles it, a refund's goes
     * to the refunds. Its event id is claimed in the same transaction that applies it: a redelivery finds the claim and does nothing, and a failure
     * rolls the claim back so the gateway's retry is applied.
     */
    async handleWebhook(eventId: string, body: unknown): Promise<'applied' | 'duplicate'> {
      const event = webhookEventSchema.safeParse(body);
      if (!event.success) {
        throw new HttpError(400, ERROR_CODES.badRequest, 'The event could not be read.');
      }
      const { event: name, payload } = event.data;
      const outcome = await db.transaction(async (tx) => {
        if (!(await createPaymentsRepository(tx).claimEvent(eventId, name, now()))) {
          return 'duplicate';
        }
        if (payload.refund) {
          const applied = await deps.refundReports.apply(tx, payload.refund.entity);
          return applied === 'processed' ? 'refunded' : 'applied';
        }
        if (!payload.payment) return 'applied';
        return (await settleInTransaction(tx, deps, payload.payment.entity)) === 'paid'
          ? 'paid'
          : 'applied';
      });
      if (outcome === 'paid') deps.wakeInvoices();
      if (outcome === 'refunded') deps.refundReports.afterProcessed();
      return outcome === 'duplicate' ? 'duplicate' : 'applied';
    },

    reconcileOrder,

    /** Finds payments nobody reported: unpaid orders at the gateway, asked about in turn. */
    async reconcileDue(): Promise<number> {
      const at = now();
      const due = await createPaymentsRepository(db).claimDueForCheck({
        createdAfter: new Date(at.getTime() - RECONCILIATION_WINDOW_MS),
        checkedBefore: new Date(at.getTime() - 2 * 60_000),
        limit: 50,
        at,
      });
      for (const order of due) {
        try {
          await reconcileOrder(order);
        } catch (error) {
          log.warn({ err: error, orderId: order.id }, 'reconciliation could not reach the gateway');
        }
      }
      return due.length;
    },

    /** Orders reconciliation still watches: unpaid at the gateway, from its window, not given up. */
    awaitingReconciliation(): Promise<number> {
      const createdAfter = new Date(now().getTime() - RECONCILIATION_WINDOW_MS);
      return createPaymentsRepository(db).countWatched(createdAfter);
    },

    /** The public status behind `/payment-request?ref=`, checked with the gateway when unsettled. */
    async status(reference: string): Promise<PaymentStatus> {
      let order = await orderByReference(reference);
      const stale =
        !order.checkedAt || now().getTime() - order.checkedAt.getTime() > STATUS_CHECK_INTERVAL_MS;
      if (order.status !== 'paid' && order.gatewayOrderId && stale) {
        try {
          await reconcileOrder(order);
          order = await orderByReference(reference);
        } catch (error) {
          log.warn({ err: error, orderId: order.id }, 'status check could not reach the gateway');
        }
      }
      const latest = await createPaymentsRepository(db).latestFor(order.id);
      const lines = await orderRecords(db).linesOf(order.id);
      const invoice = await orderRecords(db).invoiceOf(order.id);
      const state = stateOf(order, latest);
      return {
        reference: order.reference,
        kind: order.kind,
        state,
        orderNumber: orderNumber(order.number),
        description: describeLines(lines),
        totalPaise: order.totalPaise,
        payerName: order.buyerName,
        paidAt: order.paidAt?.toISOString() ?? null,
        invoiceNumber: invoice?.number ?? null,
        failureReason: state === 'failed' ? (latest?.failureReason ?? order.failureReason) : null,
        orderId: order.kind === 'subscription' ? order.id : null,
        subscriptions:
          order.kind === 'subscription' && order.status === 'paid'
            ? await paidPeriods(db, order.id)
            : [],
      };
    },

    /** The invoice of a paid order, for whoever holds its reference (the payer of a link). */
    async invoiceByReference(reference: string) {
      const order = await orderByReference(reference);
      const records = invoiceRecords(db);
      const invoice = await records.findByOrder(order.id);
      if (!invoice) throw notFound('This payment has no invoice yet.');
      return records.withPdf(invoice);
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

/** The gateway's order and payment ids inside a failed return's `error[metadata]` JSON. */
function failureMetadata(
  metadata: string | undefined,
): { order_id: string; payment_id: string } | undefined {
  if (!metadata) return undefined;
  try {
    const parsed = failureMetadataSchema.safeParse(JSON.parse(metadata));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const failureMetadataSchema = z.object({ order_id: z.string(), payment_id: z.string() });

const webhookEventSchema = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: gatewayPaymentSchema }).optional(),
    refund: z.object({ entity: gatewayRefundSchema }).optional(),
  }),
});

import type { GatewayPayment } from '@prakar/razorpay/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '#src/db/client.ts';
import { NO_REQUEST, recordAudit } from '#src/modules/audit/audit-log.ts';
import { removeBoughtPlans } from '#src/modules/cart/cart-records.ts';
import { issueInvoice } from '#src/modules/invoices/issue-invoice.ts';
import { recordAdvancePaid } from '#src/modules/matter-engagements/engagement-advance.ts';
import { orderRecords } from '#src/modules/orders/order-records.ts';
import { grantSubscriptions } from '#src/modules/subscriptions/grant-subscriptions.ts';
import { createPaymentsRepository, failureReasonOf } from './payments-repository.ts';

export interface SettleDeps {
  db: Database;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Asks the invoice worker to render and mail the new invoice; call it after the commit. */
  wakeInvoices: () => void;
}

/** What a gateway report did: made the order paid, only recorded an attempt, or nothing. */
export type SettleOutcome = 'paid' | 'recorded' | 'ignored';

/**
 * Applies one payment as the gateway reports it, inside the caller's transaction. This is the
 * only place an order becomes paid, and it does so once: the update to 'paid' is conditional, so
 * of the browser's return, the webhook and reconciliation, only the first gets a row back and
 * goes on to grant the subscriptions and issue the invoice, all in the same transaction. The rows
 * that other payments share are locked last, always in the same order: the organisation's
 * subscription to the product (its other payments for that product wait for it), then the
 * financial year's invoice counter (every payment of the year waits for it). Each stays locked
 * until the commit, so the fewer statements after it, the more payments settle per second.
 */
export async function settleInTransaction(
  tx: Transaction,
  deps: SettleDeps,
  payment: GatewayPayment,
): Promise<SettleOutcome> {
  const order = await orderRecords(tx).findByGatewayOrderId(payment.order_id);
  if (!order) {
    deps.log.warn(
      { paymentId: payment.id, gatewayOrderId: payment.order_id },
      'payment for an unknown order',
    );
    return 'ignored';
  }
  const at = deps.now();
  const repository = createPaymentsRepository(tx);
  await repository.record(order.id, payment, at);

  if (payment.status === 'failed') {
    await repository.markFailed(order.id, failureReasonOf(payment));
    return 'recorded';
  }
  if (payment.status !== 'captured') return 'recorded';
  if (payment.amount !== order.totalPaise || payment.currency !== 'INR') {
    // Never fulfil a payment that does not match the order: someone must look at it.
    deps.log.error(
      { orderId: order.id, paymentId: payment.id, paid: payment.amount, due: order.totalPaise },
      'captured payment does not match the order amount; not fulfilled',
    );
    return 'recorded';
  }
  const paid = await repository.markPaid(order.id, at);
  if (!paid) return 'recorded';

  const lines = await orderRecords(tx).linesOf(order.id);
  if (paid.kind === 'subscription' && paid.createdByUserId !== null) {
    const bought = lines.flatMap((line) => (line.planCode ? [line.planCode] : []));
    await removeBoughtPlans(tx, paid.createdByUserId, bought, at);
  }
  await recordAudit(tx, at, NO_REQUEST, {
    action: 'order_paid',
    organisationId: paid.organisationId,
    targetType: 'order',
    targetId: paid.id,
    after: { paymentId: payment.id, method: payment.method, totalPaise: paid.totalPaise },
  });
  await grantSubscriptions(tx, paid, lines, at);
  const paidWith = { id: payment.id, method: payment.method };
  const invoice = await issueInvoice(tx, { order: paid, lines }, paidWith, at);
  await recordAdvancePaid(tx, paid, invoice.number, at);
  deps.log.info({ orderId: paid.id, paymentId: payment.id }, 'order paid');
  return 'paid';
}

/** The same, in a transaction of its own; the invoice is rendered and mailed once it commits. */
export async function settlePayment(
  deps: SettleDeps,
  payment: GatewayPayment,
): Promise<SettleOutcome> {
  const outcome = await deps.db.transaction((tx) => settleInTransaction(tx, deps, payment));
  if (outcome === 'paid') deps.wakeInvoices();
  return outcome;
}

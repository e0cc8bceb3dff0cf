import { ERROR_CODES } from '@prakar/shared/api-error';
import { SAC } from '@prakar/shared/gst';
import { isOrderOpen } from '@prakar/shared/orders';
import type { CreatePaymentLink, PaymentLink, PaymentLinkChange } from '@prakar/shared/payments';
import type { Database, Executor } from '#src/db/client.ts';
import { HttpError, notFound } from '#src/http-error.ts';
import { type RequestOrigin, recordAudit } from '#src/modules/audit/audit-log.ts';
import type { MailOutbox } from '#src/modules/mail/outbox.ts';
import { breakdownOf } from '#src/modules/orders/order-pricing.ts';
import { type OrderRow, orderRecords } from '#src/modules/orders/order-records.ts';
import { describeLines, orderNumber } from '#src/modules/orders/order-view.ts';
import type { Limiter } from '#src/modules/rate-limit/limits.ts';
import { USER_LIMITS } from '#src/modules/rate-limit/limits.ts';
import { newSecretToken } from '#src/modules/sessions/secret-token.ts';
import type { CurrentUser } from '#src/modules/sessions/sessions-service.ts';
import { paymentLinkMail } from './payment-link-mail.ts';

export interface PaymentLinkDeps {
  db: Database;
  outbox: MailOutbox;
  now: () => Date;
  limiter: Limiter;
  publicUrl: string;
  /** Asks the gateway what became of an order, so a link paid a moment ago is not cancelled. */
  reconcile: (order: OrderRow) => Promise<unknown>;
}

export const LINK_NOT_FOUND = 'We could not find that payment link.';
export const LINK_CLOSED =
  'This payment link is no longer open: it has been paid, cancelled or has expired.';

const linkUrl = (deps: PaymentLinkDeps, reference: string) =>
  `${deps.publicUrl}/payment-request?ref=${reference}`;

/**
 * A platform administrator asks a client to pay an advisory fee: an order of its own kind, with
 * no organisation, payable at `/payment-request?ref=…` without signing in. The fee is before GST;
 * the payer's state decides the tax split as on any invoice.
 */
export async function createPaymentLink(
  deps: PaymentLinkDeps,
  current: CurrentUser,
  input: CreatePaymentLink,
  origin: RequestOrigin,
): Promise<PaymentLink> {
  // Counted outside the transaction: the limiter's store may be this same database.
  await deps.limiter.consume(USER_LIMITS.adminMail, String(current.account.id));
  const line = {
    planCode: null,
    productCode: null,
    description: input.description,
    sac: SAC.advisory,
    quantity: 1,
    unitPricePaise: input.amount,
    amountPaise: input.amount,
    limitUnit: null,
    limitValue: null,
  };
  const breakdown = breakdownOf([line], input.stateCode);
  const reference = newSecretToken();
  const url = linkUrl(deps, reference);
  const order = await deps.db.transaction(async (tx) => {
    const repository = orderRecords(tx);
    const row = await repository.insert({
      reference,
      kind: 'advisory',
      organisationId: null,
      createdByUserId: current.account.id,
      buyerName: input.payerName,
      buyerEmail: input.payerEmail,
      buyerGstin: input.gstin ?? null,
      buyerPan: input.gstin ? input.gstin.slice(2, 12) : null,
      buyerAddress: input.addressLine1
        ? {
            line1: input.addressLine1,
            line2: input.addressLine2 ?? '',
            city: input.city ?? '',
            pinCode: input.pinCode || null,
          }
        : null,
      buyerStateCode: input.stateCode,
      subtotalPaise: breakdown.subtotalPaise,
      cgstPaise: breakdown.cgstPaise,
      sgstPaise: breakdown.sgstPaise,
      igstPaise: breakdown.igstPaise,
      totalPaise: breakdown.totalPaise,
      createdAt: deps.now(),
    });
    if (!row) throw new Error('Inserting a payment link order returned no row.');
    await repository.insertLines(row.id, [line]);
    await recordAudit(tx, deps.now(), origin, {
      action: 'payment_link_created',
      actorUserId: current.account.id,
      targetType: 'order',
      targetId: row.id,
      after: { payerEmail: input.payerEmail, totalPaise: row.totalPaise },
    });
    await deps.outbox.enqueue(
      tx,
      paymentLinkMail({
        to: input.payerEmail,
        payerName: input.payerName,
        description: input.description,
        totalPaise: row.totalPaise,
        orderNumber: orderNumber(row.number),
        url,
      }),
    );
    return row;
  });
  deps.outbox.notify();
  return {
    orderId: order.id,
    reference,
    orderNumber: orderNumber(order.number),
    url,
    totalPaise: order.totalPaise,
  };
}

/** An open payment link by its reference; anything else is refused with why. */
async function openLink(db: Executor, reference: string): Promise<OrderRow> {
  const order = await orderRecords(db).findByReference(reference);
  if (order?.kind !== 'advisory') throw notFound(LINK_NOT_FOUND);
  if (!isOrderOpen(order.status)) throw new HttpError(409, ERROR_CODES.conflict, LINK_CLOSED);
  return order;
}

const changeOf = (order: OrderRow): PaymentLinkChange => ({
  reference: order.reference,
  orderNumber: orderNumber(order.number),
  payerEmail: order.buyerEmail,
  status: order.status,
});

/** E-mails an unpaid payment link to its payer again, as it was first sent. */
export async function resendPaymentLink(
  deps: PaymentLinkDeps,
  current: CurrentUser,
  reference: string,
  origin: RequestOrigin,
): Promise<PaymentLinkChange> {
  const order = await openLink(deps.db, reference);
  await deps.limiter.consume(USER_LIMITS.adminMail, String(current.account.id));
  const lines = await orderRecords(deps.db).linesOf(order.id);
  await deps.db.transaction(async (tx) => {
    await recordAudit(tx, deps.now(), origin, {
      action: 'payment_link_resent',
      actorUserId: current.account.id,
      targetType: 'order',
      targetId: order.id,
      after: { payerEmail: order.buyerEmail },
    });
    await deps.outbox.enqueue(
      tx,
      paymentLinkMail({
        to: order.buyerEmail,
        payerName: order.buyerName,
        description: describeLines(lines),
        totalPaise: order.totalPaise,
        orderNumber: orderNumber(order.number),
        url: linkUrl(deps, order.reference),
      }),
    );
  });
  deps.outbox.notify();
  return changeOf(order);
}

/**
 * Withdraws an unpaid payment link: its page then says so and it cannot be paid. The gateway is
 * asked first, so a payment taken a moment ago makes the link paid instead.
 */
export async function cancelPaymentLink(
  deps: PaymentLinkDeps,
  current: CurrentUser,
  reference: string,
  origin: RequestOrigin,
): Promise<PaymentLinkChange> {
  const order = await openLink(deps.db, reference);
  if (order.gatewayOrderId) await deps.reconcile(order);
  return deps.db.transaction(async (tx) => {
    const cancelled = await orderRecords(tx).close(order.id, 'cancelled');
    if (!cancelled) throw new HttpError(409, ERROR_CODES.conflict, LINK_CLOSED);
    await recordAudit(tx, deps.now(), origin, {
      action: 'payment_link_cancelled',
      actorUserId: current.account.id,
      targetType: 'order',
      targetId: order.id,
      before: { status: order.status },
      after: { status: 'cancelled' },
    });
    return changeOf(cancelled);
  });
}

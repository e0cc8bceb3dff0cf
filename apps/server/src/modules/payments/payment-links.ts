import { SAC } from '@prakar/shared/gst';
import type { CreatePaymentLink, PaymentLink } from '@prakar/shared/payments';
import type { Database } from '#src/db/client.ts';
import { type RequestOrigin, recordAudit } from '#src/modules/audit/audit-log.ts';
import type { MailOutbox } from '#src/modules/mail/outbox.ts';
import { breakdownOf } from '#src/modules/orders/order-pricing.ts';
import { orderRecords } from '#src/modules/orders/order-records.ts';
import { orderNumber } from '#src/modules/orders/order-view.ts';
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
}

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
  const url = `${deps.publicUrl}/payment-request?ref=${reference}`;
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
      buyerAddress: null,
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

import { SAC, SELLER_STATE_CODE } from '@prakar/shared/gst';
import type { Executor, Transaction } from '#src/db/client.ts';
import { NO_REQUEST, type RequestOrigin, recordAudit } from '#src/modules/audit/audit-log.ts';
import { breakdownOf } from '#src/modules/orders/order-pricing.ts';
import { type OrderRow, orderRecords } from '#src/modules/orders/order-records.ts';
import { orderNumber } from '#src/modules/orders/order-view.ts';
import { newSecretToken } from '#src/modules/sessions/secret-token.ts';
import { createEngagementsRepository } from './engagements-repository.ts';

/**
 * The advance of an accepted letter as an advisory order of the organisation, made out to it as
 * its profile stands and paid as a payment link is (`/payment-request?ref=`), so the invoice,
 * its series and its mail are every payment's. Answers the order's id.
 */
export async function placeAdvanceOrder(
  tx: Executor,
  advance: {
    matter: { number: string; organisationId: string };
    payer: { id: number; email: string };
    advancePaise: number;
    at: Date;
  },
  origin: RequestOrigin,
): Promise<string> {
  const buyer = await createEngagementsRepository(tx).buyer(advance.matter.organisationId);
  if (!buyer) throw new Error('The matter’s organisation is gone.');
  const line = {
    planCode: null,
    productCode: null,
    description: `Advance on ${advance.matter.number}`,
    sac: SAC.advisory,
    quantity: 1,
    unitPricePaise: advance.advancePaise,
    amountPaise: advance.advancePaise,
    limitUnit: null,
    limitValue: null,
  };
  const stateCode = buyer.stateCode ?? SELLER_STATE_CODE;
  const breakdown = breakdownOf([line], stateCode);
  const records = orderRecords(tx);
  const order = await records.insert({
    reference: newSecretToken(),
    kind: 'advisory',
    organisationId: buyer.id,
    createdByUserId: advance.payer.id,
    buyerName: buyer.legalName ?? buyer.name,
    buyerEmail: advance.payer.email,
    buyerGstin: buyer.gstin,
    buyerPan: buyer.pan,
    buyerAddress: buyer.addressLine1
      ? {
          line1: buyer.addressLine1,
          line2: buyer.addressLine2 ?? '',
          city: buyer.city ?? '',
          pinCode: buyer.pinCode,
        }
      : null,
    buyerStateCode: stateCode,
    subtotalPaise: breakdown.subtotalPaise,
    cgstPaise: breakdown.cgstPaise,
    sgstPaise: breakdown.sgstPaise,
    igstPaise: breakdown.igstPaise,
    totalPaise: breakdown.totalPaise,
    createdAt: advance.at,
  });
  if (!order) throw new Error('Inserting the advance’s order returned no row.');
  await records.insertLines(order.id, [line]);
  await recordAudit(tx, advance.at, origin, {
    action: 'order_placed',
    actorUserId: advance.payer.id,
    organisationId: buyer.id,
    targetType: 'order',
    targetId: order.id,
    after: { totalPaise: order.totalPaise },
  });
  return order.id;
}

/** A paid order that is a letter's advance goes into its matter's trail, invoice and all. */
export async function recordAdvancePaid(
  tx: Transaction,
  order: OrderRow,
  invoiceNumber: string,
  at: Date,
): Promise<void> {
  if (order.kind !== 'advisory') return;
  const engagement = await createEngagementsRepository(tx).byAdvanceOrder(order.id);
  if (!engagement) return;
  await recordAudit(tx, at, NO_REQUEST, {
    action: 'matter_advance_paid',
    organisationId: order.organisationId,
    targetType: 'matter',
    targetId: engagement.matterId,
    after: {
      number: engagement.number,
      orderNumber: orderNumber(order.number),
      totalPaise: order.totalPaise,
      invoiceNumber,
    },
  });
}

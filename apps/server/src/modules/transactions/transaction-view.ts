import type { ProductCode } from '@prakar/shared/catalogue';
import type { Transaction } from '@prakar/shared/transactions';
import { describeLines, orderNumber, payByOf } from '#src/modules/orders/order-view.ts';
import type { OrderRow } from './transactions-repository.ts';

/** Orders as the history shows them, each with its payments, invoice, refunds and credit notes. */
export function toTransactions(rows: readonly OrderRow[]): Transaction[] {
  return rows.map((order) => ({
    id: order.id,
    number: orderNumber(order.number),
    reference: order.reference,
    kind: order.kind,
    status: order.status,
    organisationId: order.organisationId,
    organisationName: order.organisationName,
    buyerName: order.buyerName,
    description: describeLines(order.lines),
    productCodes: order.lines.flatMap((line) =>
      line.productCode ? [line.productCode as ProductCode] : [],
    ),
    subtotalPaise: order.subtotalPaise,
    taxPaise: order.cgstPaise + order.sgstPaise + order.igstPaise,
    totalPaise: order.totalPaise,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    payBy: payByOf(order),
    payments: order.attempts.map(({ at, ...attempt }) => ({
      ...attempt,
      at: new Date(at).toISOString(),
    })),
    invoice: order.invoice,
    refunds: order.refunds.map((refund) => ({
      ...refund,
      at: new Date(refund.at).toISOString(),
      processedAt: refund.processedAt ? new Date(refund.processedAt).toISOString() : null,
    })),
  }));
}

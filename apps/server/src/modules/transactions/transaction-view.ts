import type { ProductCode } from '@prakar/shared/catalogue';
import type { Transaction } from '@prakar/shared/transactions';
import { describeLines, orderNumber } from '../orders/order-view.ts';
import type { TransactionPage } from './transactions-repository.ts';

/** A page of orders as the history shows them, each with its payments and invoice. */
export function toTransactions(page: TransactionPage): Transaction[] {
  return page.rows.map(({ order, organisationName }) => {
    const lines = page.lines.filter((line) => line.orderId === order.id);
    const invoice = page.issued.find((issued) => issued.orderId === order.id);
    return {
      id: order.id,
      number: orderNumber(order.number),
      reference: order.reference,
      kind: order.kind,
      status: order.status,
      organisationId: order.organisationId,
      organisationName,
      buyerName: order.buyerName,
      description: describeLines(lines),
      productCodes: lines.flatMap((line) =>
        line.productCode ? [line.productCode as ProductCode] : [],
      ),
      subtotalPaise: order.subtotalPaise,
      taxPaise: order.cgstPaise + order.sgstPaise + order.igstPaise,
      totalPaise: order.totalPaise,
      createdAt: order.createdAt.toISOString(),
      paidAt: order.paidAt?.toISOString() ?? null,
      payments: page.attempts
        .filter((attempt) => attempt.orderId === order.id)
        .map((attempt) => ({
          id: attempt.id,
          method: attempt.method,
          status: attempt.status,
          amountPaise: attempt.amountPaise,
          at: attempt.createdAt.toISOString(),
          failureReason: attempt.failureReason,
        })),
      invoice: invoice ? { id: invoice.id, number: invoice.number } : null,
    };
  });
}

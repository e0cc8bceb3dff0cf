import type { ProductCode } from '@prakar/shared/catalogue';
import type { Transaction } from '@prakar/shared/transactions';
import { describeLines, orderNumber, payByOf } from '#src/modules/orders/order-view.ts';
import type { TransactionPage } from './transactions-repository.ts';

/** Rows grouped by their order, in their order: one pass, however long the export. */
function byOrder<T extends { orderId: string }>(rows: readonly T[]): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const row of rows) {
    const group = grouped.get(row.orderId);
    if (group) group.push(row);
    else grouped.set(row.orderId, [row]);
  }
  return grouped;
}

/** A page of orders as the history shows them, each with its payments and invoice. */
export function toTransactions(page: TransactionPage): Transaction[] {
  const linesOf = byOrder(page.lines);
  const attemptsOf = byOrder(page.attempts);
  const invoiceOf = new Map(page.issued.map((issued) => [issued.orderId, issued]));
  return page.rows.map(({ order, organisationName }) => {
    const lines = linesOf.get(order.id) ?? [];
    const invoice = invoiceOf.get(order.id);
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
      payBy: payByOf(order),
      payments: (attemptsOf.get(order.id) ?? []).map((attempt) => ({
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

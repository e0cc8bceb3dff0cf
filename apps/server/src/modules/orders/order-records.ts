import type { Executor } from '#src/db/client.ts';
import { createOrdersRepository } from './orders-repository.ts';

export type { NewOrder, OrderLineRow, OrderRow } from './orders-repository.ts';

/**
 * What other modules do with orders, inside their own transaction: payments record payment links
 * and settle orders, invoices and subscriptions read what was bought. Checkout itself stays in
 * orders-service.ts.
 */
export function orderRecords(db: Executor) {
  const repository = createOrdersRepository(db);
  return {
    insert: repository.insert,
    insertLines: repository.insertLines,
    findById: repository.findById,
    findByReference: repository.findByReference,
    findByGatewayOrderId: repository.findByGatewayOrderId,
    linesOf: repository.linesOf,
    invoiceOf: repository.invoiceOf,
    setGatewayOrder: repository.setGatewayOrder,
    close: repository.close,
  };
}

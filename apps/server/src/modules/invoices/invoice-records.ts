import type { Executor } from '#src/db/client.ts';
import { createInvoicesRepository } from './invoices-repository.ts';

/** The issued invoices other modules hand out: transactions' download, a payment link's payer's. */
export function invoiceRecords(db: Executor) {
  const repository = createInvoicesRepository(db);
  return {
    findWithOrder: repository.findWithOrder,
    findByOrder: repository.findByOrder,
  };
}

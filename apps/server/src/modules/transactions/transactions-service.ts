import type {
  Transaction,
  TransactionExport,
  TransactionList,
  TransactionQuery,
} from '@prakar/shared/transactions';
import type { Database } from '#src/db/client.ts';
import type { KeysetCursor } from '#src/db/keyset.ts';
import { notFound } from '#src/http-error.ts';
import { organisationScope } from '#src/modules/access/access-rules.ts';
import { invoiceRecords } from '#src/modules/invoices/invoice-records.ts';
import type { CurrentUser } from '#src/modules/sessions/sessions-service.ts';
import { taxDocumentsOf } from './tax-documents.ts';
import { toTransactions } from './transaction-view.ts';
import { type ExportedOrder, TRANSACTION_EXPORT_LIMIT } from './transactions-export.ts';
import {
  createTransactionsRepository,
  type OrderSorting,
  type TransactionFilter,
} from './transactions-repository.ts';

export type { OrderSorting, TransactionFilter } from './transactions-repository.ts';

export const INVOICE_NOT_FOUND_MESSAGE = 'We could not find that invoice.';

/**
 * Transaction History: the orders of the caller's organisation with their payments and
 * invoices; platform administrators see every organisation's, and advisory fees too.
 */
export function createTransactionsService(deps: { db: Database }) {
  const { db } = deps;

  const filterOf = (current: CurrentUser, query: TransactionExport) => ({
    organisationId: organisationScope(current, query.organisationId),
    from: query.from,
    to: query.to,
    status: query.status,
    product: query.product,
  });

  return {
    async list(current: CurrentUser, query: TransactionQuery): Promise<TransactionList> {
      const page = await createTransactionsRepository(db).list(
        filterOf(current, query),
        query.cursor,
        query.pageSize,
      );
      return { transactions: toTransactions(page.rows), ...page.paging };
    },

    /**
     * The back office's search of orders, of every organisation or one: any filter, including
     * those the customers' history does not offer (search text, amounts, kinds, several statuses).
     */
    async search(
      filter: TransactionFilter,
      cursor: KeysetCursor | undefined,
      pageSize: number,
      sorting?: OrderSorting,
    ) {
      const page = await createTransactionsRepository(db).list(filter, cursor, pageSize, sorting);
      return { transactions: toTransactions(page.rows), paging: page.paging };
    },

    /** What the back office's search finds, in its order, up to `maxRows`: what its export writes. */
    async *searchAll(
      filter: TransactionFilter,
      maxRows: number,
      sorting: OrderSorting,
    ): AsyncGenerator<Transaction[]> {
      const batches = createTransactionsRepository(db).batches(filter, maxRows, sorting);
      for await (const batch of batches) yield toTransactions(batch);
    },

    /**
     * Every matching order, newest first, a batch at a time, with its tax invoice and credit
     * notes: what the export streams.
     */
    async *all(current: CurrentUser, query: TransactionExport): AsyncGenerator<ExportedOrder[]> {
      const batches = createTransactionsRepository(db).batches(
        filterOf(current, query),
        TRANSACTION_EXPORT_LIMIT,
      );
      for await (const batch of batches) {
        const views = toTransactions(batch);
        yield batch.flatMap((row, at) => {
          const transaction = views[at];
          return transaction ? [{ transaction, documents: taxDocumentsOf(row) }] : [];
        });
      }
    },

    /** An invoice of an order the caller may see; any other is "not found". */
    async invoice(current: CurrentUser, invoiceId: string) {
      const records = invoiceRecords(db);
      const invoice = await records.findWithOrder(invoiceId);
      const scope = organisationScope(current, undefined);
      if (!invoice || (scope !== undefined && invoice.organisationId !== scope)) {
        throw notFound(INVOICE_NOT_FOUND_MESSAGE);
      }
      return records.withPdf(invoice);
    },
  };
}

export type TransactionsService = ReturnType<typeof createTransactionsService>;

import type { OrderKind, OrderStatus, ShownOrderStatus } from '@prakar/shared/orders';
import { and, eq, exists, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '#src/db/client.ts';
import { withinIstDays } from '#src/db/ist-days.ts';
import {
  type KeyColumns,
  type KeysetCursor,
  type KeysetOrder,
  keyedRead,
  keysetBatches,
  keysetPage,
  pageInfo,
  type RowKey,
} from '#src/db/keyset.ts';
import {
  creditNotes,
  invoices,
  orderLines,
  orders,
  organisations,
  payments,
  refunds,
} from '#src/db/schema.ts';
import type { StoredInvoiceDocument } from '#src/modules/billing-documents/invoice-document.ts';
import { orderSearchOfList } from './order-search.ts';

/** What to list; `organisationId` undefined means every organisation (platform administrators). */
export interface TransactionFilter {
  organisationId: string | undefined;
  /** First and last day, `YYYY-MM-DD`, both included, as days in IST. */
  from?: string | undefined;
  to?: string | undefined;
  /** One status as the list shows it, or any of several (the back office's "unpaid"). */
  status?: ShownOrderStatus | readonly OrderStatus[] | undefined;
  product?: string | undefined;
  /** The back office's kind (its payment links), search and amount range (totals with GST). */
  kind?: OrderKind | undefined;
  search?: string | undefined;
  minTotalPaise?: number | undefined;
  maxTotalPaise?: number | undefined;
  /** Only orders with a failed refund waiting for staff (the back office's home links there). */
  refundFailed?: boolean | undefined;
}

/** What the order's processed refunds add up to: a paid order shows as refunded by them. */
const refundedPaise = sql<number>`(select coalesce(sum(${refunds.amountPaise}), 0) from ${refunds}
  where ${refunds.orderId} = ${orders.id} and ${refunds.status} = 'processed')`;

/** Orders a list shows with `status` (`shownOrderStatus`): paid ones split by their refunds. */
function shownStatusIs(status: ShownOrderStatus): SQL | undefined {
  if (status === 'paid') return and(eq(orders.status, 'paid'), sql`${refundedPaise} = 0`);
  if (status === 'partly_refunded') {
    return and(
      eq(orders.status, 'paid'),
      sql`${refundedPaise} between 1 and ${orders.totalPaise} - 1`,
    );
  }
  if (status === 'refunded') {
    return and(eq(orders.status, 'paid'), sql`${refundedPaise} >= ${orders.totalPaise}`);
  }
  return eq(orders.status, status);
}

async function conditions(db: Executor, filter: TransactionFilter): Promise<SQL | undefined> {
  const search = filter.search ? await orderSearchOfList(db, filter.search) : undefined;
  return and(
    filter.organisationId ? eq(orders.organisationId, filter.organisationId) : undefined,
    withinIstDays(orders.createdAt, filter.from, filter.to),
    typeof filter.status === 'string' ? shownStatusIs(filter.status) : undefined,
    typeof filter.status === 'object' ? inArray(orders.status, [...filter.status]) : undefined,
    filter.product
      ? exists(
          db
            .select({ one: orderLines.lineNo })
            .from(orderLines)
            .where(
              and(eq(orderLines.orderId, orders.id), eq(orderLines.productCode, filter.product)),
            ),
        )
      : undefined,
    filter.kind ? eq(orders.kind, filter.kind) : undefined,
    search,
    filter.minTotalPaise !== undefined ? gte(orders.totalPaise, filter.minTotalPaise) : undefined,
    filter.maxTotalPaise !== undefined ? lte(orders.totalPaise, filter.maxTotalPaise) : undefined,
    filter.refundFailed
      ? exists(
          db
            .select({ one: refunds.id })
            .from(refunds)
            .where(and(eq(refunds.orderId, orders.id), eq(refunds.status, 'failed'))),
        )
      : undefined,
  );
}

/** The columns the back office sorts its orders by, as its list names them. */
export const ORDER_SORT_COLUMNS = {
  placed: orders.createdAt,
  amount: orders.totalPaise,
  status: orders.status,
} satisfies Record<string, PgColumn>;

/** How a list of orders is sorted; the order's number, unique, breaks ties. */
export interface OrderSorting {
  sort: keyof typeof ORDER_SORT_COLUMNS;
  order: 'asc' | 'desc';
}

/** Newest first: the order history's only order, and the back office's first. */
const NEWEST_FIRST: OrderSorting = { sort: 'placed', order: 'desc' };

const keysetOrderOf = (sorting: OrderSorting): KeysetOrder => ({
  column: ORDER_SORT_COLUMNS[sorting.sort],
  tieBreaker: orders.number,
  descending: sorting.order === 'desc',
});

/** An order's lines, payments and invoice, as the page's query hands them over in JSON. */
interface OrderLineSummary {
  description: string;
  productCode: string | null;
}

interface PaymentAttemptSummary {
  id: string;
  method: string;
  status: (typeof payments.$inferSelect)['status'];
  amountPaise: number;
  /** ISO 8601, as PostgreSQL writes a timestamp in JSON. */
  at: string;
  failureReason: string | null;
}

interface RefundSummary {
  id: string;
  amountPaise: number;
  status: 'pending' | 'processed' | 'failed';
  at: string;
  processedAt: string | null;
  creditNote: { id: string; number: string } | null;
}

/**
 * What the history shows of each order. Its lines, payments and invoice come in the same query,
 * as JSON from subqueries on `order_id`, so a page is one round trip and one query to build,
 * instead of one for the orders and one for each of their details.
 */
const columns = {
  id: orders.id,
  number: orders.number,
  reference: orders.reference,
  kind: orders.kind,
  status: orders.status,
  organisationId: orders.organisationId,
  organisationName: organisations.name,
  buyerName: orders.buyerName,
  subtotalPaise: orders.subtotalPaise,
  cgstPaise: orders.cgstPaise,
  sgstPaise: orders.sgstPaise,
  igstPaise: orders.igstPaise,
  totalPaise: orders.totalPaise,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
  expiresAt: orders.expiresAt,
  lines: sql<OrderLineSummary[]>`(select coalesce(json_agg(json_build_object(
      'description', ${orderLines.description}, 'productCode', ${orderLines.productCode}
    ) order by ${orderLines.lineNo}), '[]') from ${orderLines} where ${orderLines.orderId} = ${orders.id})`,
  // The gateway stamps payments to the second: a failure and its retry can share one.
  attempts: sql<PaymentAttemptSummary[]>`(select coalesce(json_agg(json_build_object(
      'id', ${payments.id}, 'method', ${payments.method}, 'status', ${payments.status},
      'amountPaise', ${payments.amountPaise}, 'at', ${payments.createdAt},
      'failureReason', ${payments.failureReason}
    ) order by ${payments.createdAt}, ${payments.updatedAt}), '[]')
    from ${payments} where ${payments.orderId} = ${orders.id})`,
  invoice: sql<{ id: string; number: string } | null>`(select json_build_object(
      'id', ${invoices.id}, 'number', ${invoices.number}
    ) from ${invoices} where ${invoices.orderId} = ${orders.id})`,
  refunds: sql<RefundSummary[]>`(select coalesce(json_agg(json_build_object(
      'id', ${refunds.id}, 'amountPaise', ${refunds.amountPaise}, 'status', ${refunds.status},
      'at', ${refunds.createdAt}, 'processedAt', ${refunds.processedAt},
      'creditNote', case when ${creditNotes.id} is null then null
        else json_build_object('id', ${creditNotes.id}, 'number', ${creditNotes.number}) end
    ) order by ${refunds.createdAt}), '[]')
    from ${refunds} left join ${creditNotes} on ${creditNotes.refundId} = ${refunds.id}
    where ${refunds.orderId} = ${orders.id})`,
};

/** A credit note's own figures, in paise, positive as it is stored. */
export interface CreditNoteFigures {
  number: string;
  issuedAt: string;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/**
 * What the export adds for the customer's accountant: the tax invoice as issued (its stored
 * document, or for an invoice from before documents were kept, the order it was made from) and
 * the credit notes against it.
 */
const taxDocumentColumns = {
  buyerGstin: orders.buyerGstin,
  buyerStateCode: orders.buyerStateCode,
  issuedInvoice: sql<{
    number: string;
    issuedAt: string;
    document: StoredInvoiceDocument | null;
  } | null>`(select json_build_object(
      'number', ${invoices.number}, 'issuedAt', ${invoices.issuedAt}, 'document', ${invoices.document}
    ) from ${invoices} where ${invoices.orderId} = ${orders.id})`,
  creditNotes: sql<CreditNoteFigures[]>`(select coalesce(json_agg(json_build_object(
      'number', ${creditNotes.number}, 'issuedAt', ${creditNotes.issuedAt},
      'taxablePaise', ${creditNotes.taxablePaise}, 'cgstPaise', ${creditNotes.cgstPaise},
      'sgstPaise', ${creditNotes.sgstPaise}, 'igstPaise', ${creditNotes.igstPaise},
      'totalPaise', ${creditNotes.totalPaise}
    ) order by ${creditNotes.issuedAt}, ${creditNotes.number}), '[]')
    from ${creditNotes} join ${refunds} on ${refunds.id} = ${creditNotes.refundId}
    where ${refunds.orderId} = ${orders.id})`,
};

const withOrganisation = eq(organisations.id, orders.organisationId);

const ordersWithDetails = (db: Executor, keyed: KeyColumns) =>
  db
    .select({ ...columns, ...keyed })
    .from(orders)
    .leftJoin(organisations, withOrganisation)
    .$dynamic();

const ordersWithTaxDocuments = (db: Executor, keyed: KeyColumns) =>
  db
    .select({ ...columns, ...taxDocumentColumns, ...keyed })
    .from(orders)
    .leftJoin(organisations, withOrganisation)
    .$dynamic();

export type OrderRow = Awaited<ReturnType<typeof ordersWithDetails>>[number];
export type ExportedOrderRow = Awaited<ReturnType<typeof ordersWithTaxDocuments>>[number];

const keyOfOrder = (row: OrderRow): RowKey => ({ value: row.key, id: row.number });

export function createTransactionsRepository(db: Executor) {
  return {
    /**
     * One page in the sorting's order (newest first when none is given), from the cursor. Within an
     * organisation newest first walks `orders_organisation_created_number_idx`, and every
     * organisation's orders each sorting's own index; the lines, payments and invoices are read
     * for the page's orders only, by their `order_id` indexes.
     */
    async list(
      filter: TransactionFilter,
      cursor: KeysetCursor | undefined,
      pageSize: number,
      sorting?: OrderSorting,
    ) {
      const where = await conditions(db, filter);
      const order = keysetOrderOf(sorting ?? NEWEST_FIRST);
      const matching = db.select({ id: orders.id }).from(orders).where(where).$dynamic();
      const read = keyedRead(order, where, (keyed) => ordersWithDetails(db, keyed));
      const page = await keysetPage(order, cursor, pageSize, read, keyOfOrder, matching);
      // A sorted list's cursors say how it was sorted; the history's, always newest first, do not.
      return { rows: page.rows, paging: pageInfo(page, pageSize, sorting) };
    },

    /**
     * Every matching order up to `maxRows`, in the sorting's order, a batch at a time, with its
     * tax invoice and credit notes.
     */
    async *batches(filter: TransactionFilter, maxRows: number, sorting = NEWEST_FIRST) {
      const where = await conditions(db, filter);
      const order = keysetOrderOf(sorting);
      const read = keyedRead(order, where, (keyed) => ordersWithTaxDocuments(db, keyed));
      yield* keysetBatches(order, maxRows, read, keyOfOrder);
    },
  };
}

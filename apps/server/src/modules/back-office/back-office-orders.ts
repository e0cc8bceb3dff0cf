import { ERROR_CODES } from '@prakar/shared/api-error';
import {
  type BackOfficeOrder,
  type BackOfficeOrderExport,
  type BackOfficeOrderList,
  type BackOfficeOrderQuery,
  type InvoiceResent,
  ORDER_EXPORT_ROW_LIMIT,
} from '@prakar/shared/back-office-orders';
import { formatRupees } from '@prakar/shared/money';
import { OPEN_ORDER_STATUSES } from '@prakar/shared/orders';
import type { Timeline, TimelineEntry } from '@prakar/shared/timeline';
import { PAYMENT_METHOD_LABELS } from '@prakar/shared/transactions';
import type { Database } from '#src/db/client.ts';
import { HttpError, notFound } from '#src/http-error.ts';
import { type RequestOrigin, recordAudit } from '#src/modules/audit/audit-log.ts';
import type { AuditService } from '#src/modules/audit/audit-service.ts';
import { newestEntries } from '#src/modules/audit/audit-timeline.ts';
import {
  amountsOf,
  buyerOf,
  orderNumber,
  payByOf,
  priceLineOf,
} from '#src/modules/orders/order-view.ts';
import type { Limiter } from '#src/modules/rate-limit/limits.ts';
import { USER_LIMITS } from '#src/modules/rate-limit/limits.ts';
import type { CurrentUser } from '#src/modules/sessions/sessions-service.ts';
import type {
  OrderSorting,
  TransactionFilter,
  TransactionsService,
} from '#src/modules/transactions/transactions-service.ts';
import { countedThenAudited } from './counted-then-audited.ts';
import { createOrderDetailRepository } from './order-detail-repository.ts';
import { ordersCsv, ordersExportFilename } from './orders-export.ts';

export const ORDER_NOT_FOUND = 'We could not find that order.';
export const NO_INVOICE_YET = 'This order has no invoice yet: one is issued when it is paid.';

export interface BackOfficeOrdersDeps {
  db: Database;
  now: () => Date;
  limiter: Limiter;
  transactions: TransactionsService;
  audit: AuditService;
  /** Tells the invoice worker there is an invoice to mail. */
  wakeInvoices: () => void;
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

function filterOf(query: BackOfficeOrderExport): TransactionFilter {
  return {
    organisationId: query.organisationId,
    from: query.from,
    to: query.to,
    status: query.status === 'unpaid' ? OPEN_ORDER_STATUSES : query.status,
    kind: query.kind,
    refundFailed: query.refund === 'failed',
    search: query.search || undefined,
    minTotalPaise: query.minAmount,
    maxTotalPaise: query.maxAmount,
  };
}

const sortingOf = ({ sort, order }: BackOfficeOrderExport): OrderSorting => ({ sort, order });

/** Every organisation's orders for the firm's staff: search, one order in full, its invoice again. */
export function createBackOfficeOrders(deps: BackOfficeOrdersDeps) {
  const { db } = deps;

  async function find(reference: string) {
    const found = await createOrderDetailRepository(db).findByReference(reference);
    if (!found) throw notFound(ORDER_NOT_FOUND);
    return found;
  }

  return {
    async list(query: BackOfficeOrderQuery): Promise<BackOfficeOrderList> {
      const page = await deps.transactions.search(
        filterOf(query),
        query.cursor,
        query.pageSize,
        sortingOf(query),
      );
      return { orders: page.transactions, ...page.paging };
    },

    /**
     * The orders the list's filters find, in its order, as CSV; once the last row is written,
     * the download is audited with how many orders it held.
     */
    exportCsv(current: CurrentUser, query: BackOfficeOrderExport, origin: RequestOrigin) {
      const batches = deps.transactions.searchAll(
        filterOf(query),
        ORDER_EXPORT_ROW_LIMIT,
        sortingOf(query),
      );
      const audited = countedThenAudited(batches, (rows) =>
        recordAudit(db, deps.now(), origin, {
          action: 'orders_exported',
          actorUserId: current.account.id,
          targetType: 'order',
          after: { rows, ...query },
        }),
      );
      return { filename: ordersExportFilename(deps.now()), chunks: ordersCsv(audited) };
    },

    async get(reference: string): Promise<BackOfficeOrder> {
      const { order, organisation } = await find(reference);
      const repository = createOrderDetailRepository(db);
      const [lines, attempts, invoice, refunds] = await Promise.all([
        repository.lines(order.id),
        repository.payments(order.id),
        repository.invoice(order.id),
        repository.refunds(order.id),
      ]);
      return {
        id: order.id,
        number: orderNumber(order.number),
        reference: order.reference,
        kind: order.kind,
        status: order.status,
        createdAt: order.createdAt.toISOString(),
        paidAt: iso(order.paidAt),
        payBy: payByOf(order),
        failureReason: order.failureReason,
        needsAttention: order.needsAttention,
        buyer: { ...buyerOf(order), address: order.buyerAddress },
        lines: lines.map(priceLineOf),
        ...amountsOf(order),
        payments: attempts.map((payment) => ({
          id: payment.id,
          method: payment.method,
          status: payment.status,
          amountPaise: payment.amountPaise,
          at: payment.createdAt.toISOString(),
          failureReason: payment.failureReason,
        })),
        invoice: invoice ? { ...invoice, issuedAt: invoice.issuedAt.toISOString() } : null,
        refunds: refunds.map(({ refund, creditNote }) => ({
          id: refund.id,
          paymentId: refund.paymentId,
          amountPaise: refund.amountPaise,
          reason: refund.reason,
          status: refund.status,
          failureReason: refund.failureReason,
          createdAt: refund.createdAt.toISOString(),
          processedAt: iso(refund.processedAt),
          creditNote: creditNote
            ? {
                id: creditNote.id,
                number: creditNote.number,
                issuedAt: creditNote.issuedAt.toISOString(),
                totalPaise: creditNote.totalPaise,
              }
            : null,
        })),
        organisation: organisation
          ? {
              id: organisation.id,
              name: organisation.name,
              legalName: organisation.legalName,
              gstin: organisation.gstin,
              pan: organisation.pan,
              addressLine1: organisation.addressLine1,
              addressLine2: organisation.addressLine2,
              city: organisation.city,
              stateCode: organisation.stateCode,
              pinCode: organisation.pinCode,
            }
          : null,
      };
    },

    /**
     * What happened to the order, newest first: its audit trail (placed, paid, refunds, credit
     * notes, mails sent again), with the invoice's issue and the failed payments, never audited.
     */
    async timeline(reference: string, limit: number): Promise<Timeline> {
      const { order } = await find(reference);
      const repository = createOrderDetailRepository(db);
      const [trail, invoice, attempts] = await Promise.all([
        deps.audit.timeline({ targetType: 'order', targetId: order.id }, limit + 1),
        repository.invoice(order.id),
        repository.payments(order.id),
      ]);
      const issued: TimelineEntry[] = invoice
        ? [
            {
              id: `invoice:${invoice.id}`,
              at: invoice.issuedAt.toISOString(),
              actor: { kind: 'system', name: null },
              sentence: `Tax invoice ${invoice.number} was issued`,
              link: null,
            },
          ]
        : [];
      const failed = attempts
        .filter((payment) => payment.status === 'failed')
        .map(
          (payment): TimelineEntry => ({
            id: `payment:${payment.id}`,
            at: payment.createdAt.toISOString(),
            actor: { kind: 'customer', name: order.buyerName },
            sentence: `A payment of ${formatRupees(payment.amountPaise)} by ${PAYMENT_METHOD_LABELS[payment.method] ?? payment.method} failed${payment.failureReason ? `: ${payment.failureReason}` : ''}`,
            link: null,
          }),
        );
      return newestEntries(limit, trail, issued, failed);
    },

    /**
     * Marks the invoice for the invoice worker, which mails it with the receipt buyers get when
     * they pay: the same mail, the same PDF (the stored one, never a new rendering).
     */
    async resendInvoice(
      current: CurrentUser,
      reference: string,
      origin: RequestOrigin,
    ): Promise<InvoiceResent> {
      const { order } = await find(reference);
      const repository = createOrderDetailRepository(db);
      const invoice = await repository.invoice(order.id);
      if (!invoice) throw new HttpError(409, ERROR_CODES.conflict, NO_INVOICE_YET);
      // Counted outside the transaction: the limiter's store may be this same database.
      await deps.limiter.consume(USER_LIMITS.adminMail, String(current.account.id));
      await db.transaction(async (tx) => {
        await createOrderDetailRepository(tx).markInvoiceForMail(invoice.id);
        await recordAudit(tx, deps.now(), origin, {
          action: 'invoice_resent',
          actorUserId: current.account.id,
          organisationId: order.organisationId,
          targetType: 'order',
          targetId: order.id,
          after: { invoiceNumber: invoice.number, to: order.buyerEmail },
        });
      });
      deps.wakeInvoices();
      return { sentTo: order.buyerEmail, invoiceNumber: invoice.number };
    },
  };
}

export type BackOfficeOrders = ReturnType<typeof createBackOfficeOrders>;

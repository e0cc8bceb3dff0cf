import { z } from 'zod';
import { productCodeSchema } from './catalogue.ts';
import { cursorTimestamp, isoDate, pageDirection, pageFields, pageSchema } from './list-query.ts';
import { ORDER_KINDS, ORDER_STATUSES, SHOWN_ORDER_STATUSES } from './orders.ts';
import { REFUND_STATUSES } from './refunds.ts';

const filterFields = {
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** As the list shows it: `paid` is paid with nothing refunded; `refunded` and `partly_refunded` by processed refunds. */
  status: z.enum(SHOWN_ORDER_STATUSES).optional(),
  product: productCodeSchema.optional(),
  /** Platform administrators only: one organisation instead of every one. */
  organisationId: z.uuid().optional(),
};

export const fromNotAfterTo = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || query.from <= query.to;
export const rangeIssue = { path: ['to'], message: 'The end date is before the start date.' };

/** Where a page of orders starts: an order's time and number. */
const orderCursorSchema = z.strictObject({
  direction: pageDirection,
  value: cursorTimestamp,
  id: z.number().int().positive(),
});

/** `GET /api/Transactions/Orders`: one page of orders, newest first. */
export const transactionQuerySchema = z
  .strictObject({ ...filterFields, ...pageFields(orderCursorSchema) })
  .refine(fromNotAfterTo, rangeIssue);
export type TransactionQuery = z.output<typeof transactionQuerySchema>;

/** `POST /api/Transactions/Orders/Export`: the same filters, every matching order, as CSV. */
export const transactionExportSchema = z
  .strictObject(filterFields)
  .refine(fromNotAfterTo, rangeIssue);
export type TransactionExport = z.output<typeof transactionExportSchema>;

export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  card: 'Card',
  upi: 'UPI',
  wallet: 'Wallet',
  netbanking: 'Net banking',
};

export const paymentAttemptSchema = z.object({
  /** The gateway's payment id, `pay_…`. */
  id: z.string(),
  method: z.string(),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  amountPaise: z.number().int(),
  at: z.string(),
  failureReason: z.string().nullable(),
});
export type PaymentAttempt = z.infer<typeof paymentAttemptSchema>;

/** A refund of the order as its customer sees it, with its GST credit note once issued. */
export const transactionRefundSchema = z.object({
  id: z.string(),
  amountPaise: z.number().int(),
  status: z.enum(REFUND_STATUSES),
  at: z.string(),
  processedAt: z.string().nullable(),
  creditNote: z.object({ id: z.string(), number: z.string() }).nullable(),
});
export type TransactionRefund = z.infer<typeof transactionRefundSchema>;

export const transactionSchema = z.object({
  id: z.string(),
  number: z.string(),
  reference: z.string(),
  kind: z.enum(ORDER_KINDS),
  status: z.enum(ORDER_STATUSES),
  organisationId: z.string().nullable(),
  organisationName: z.string().nullable(),
  buyerName: z.string(),
  description: z.string(),
  productCodes: z.array(productCodeSchema),
  subtotalPaise: z.number().int(),
  taxPaise: z.number().int(),
  totalPaise: z.number().int(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** When an open order from the cart expires unpaid; null otherwise. */
  payBy: z.string().nullable(),
  payments: z.array(paymentAttemptSchema),
  invoice: z.object({ id: z.string(), number: z.string() }).nullable(),
  refunds: z.array(transactionRefundSchema),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionListSchema = pageSchema({ transactions: z.array(transactionSchema) });
export type TransactionList = z.infer<typeof transactionListSchema>;

export const invoiceParamsSchema = z.strictObject({ invoiceId: z.uuid('That is not an invoice.') });

import { z } from 'zod';
import {
  cursorFitsSorting,
  cursorSortingIssue,
  cursorTimestamp,
  isoDate,
  pageFields,
  pageSchema,
  sortedCursorSchema,
  sortFields,
} from './list-query.ts';
import { MAX_LINK_PAISE } from './money.ts';
import {
  buyerSchema,
  ORDER_KINDS,
  ORDER_STATUSES,
  priceBreakdownSchema,
  SHOWN_ORDER_STATUSES,
} from './orders.ts';
import { REFUND_STATUSES } from './refunds.ts';
import { rupeesInputSchema } from './rupees-input.ts';
import {
  fromNotAfterTo,
  paymentAttemptSchema,
  rangeIssue,
  transactionSchema,
} from './transactions.ts';

const amountField = rupeesInputSchema({
  min: 0,
  max: MAX_LINK_PAISE * 10,
  maxMessage: 'Enter at most ₹10 crore.',
}).optional();

/** The columns the orders list sorts by: when placed, the total with GST, the status. */
export const ORDER_SORT_FIELDS = ['placed', 'amount', 'status'] as const;
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];
export const ORDER_DEFAULT_SORTING = { sort: 'placed', order: 'desc' } as const;

/** The sort value as the database writes it: a timestamp, a number of paise, a status. */
const orderSortValue: Record<OrderSortField, z.ZodType> = {
  placed: cursorTimestamp,
  amount: z.string().regex(/^\d{1,15}$/),
  status: z.enum(ORDER_STATUSES),
};

const backOfficeOrderCursorSchema = sortedCursorSchema(
  ORDER_SORT_FIELDS,
  z.number().int().positive(),
).refine((key) => orderSortValue[key.sort].safeParse(key.value).success);

/**
 * Every organisation's orders as the list and its export choose them. `search` is an order number
 * (`ORD-000042` or `42`), a payment reference, a GSTIN, or part of an organisation's or payer's
 * name; the amounts are totals with GST, in rupees as typed.
 */
const orderFilterFields = {
  search: z.string().trim().max(100, 'Keep the search under 100 characters.').optional(),
  /** `unpaid`: waiting for a payment, or for another try after one failed. */
  status: z.enum([...SHOWN_ORDER_STATUSES, 'unpaid']).optional(),
  /** `advisory`: the payment links; `subscription`: orders from the cart. */
  kind: z.enum(ORDER_KINDS).optional(),
  /** One organisation's orders (from its page). */
  organisationId: z.uuid().optional(),
  /** `failed`: orders with a failed refund waiting for staff (from the home's count). */
  refund: z.enum(['failed']).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  minAmount: amountField,
  maxAmount: amountField,
  ...sortFields(ORDER_SORT_FIELDS, ORDER_DEFAULT_SORTING),
};

const amountsInOrder = (query: {
  minAmount?: number | undefined;
  maxAmount?: number | undefined;
}) =>
  query.minAmount === undefined ||
  query.maxAmount === undefined ||
  query.minAmount <= query.maxAmount;
const amountsIssue = { path: ['maxAmount'], message: 'The highest amount is below the lowest.' };

/** `GET /api/BackOffice/Orders`: one page of every organisation's orders. */
export const backOfficeOrderQuerySchema = z
  .strictObject({ ...orderFilterFields, ...pageFields(backOfficeOrderCursorSchema) })
  .refine(fromNotAfterTo, rangeIssue)
  .refine(amountsInOrder, amountsIssue)
  .refine(cursorFitsSorting, cursorSortingIssue);
export type BackOfficeOrderQueryInput = z.input<typeof backOfficeOrderQuerySchema>;
export type BackOfficeOrderQuery = z.output<typeof backOfficeOrderQuerySchema>;

/** `GET /api/BackOffice/Orders/Export`: every order the same filters find, in the same order. */
export const backOfficeOrderExportSchema = z
  .strictObject(orderFilterFields)
  .refine(fromNotAfterTo, rangeIssue)
  .refine(amountsInOrder, amountsIssue);
export type BackOfficeOrderExportInput = z.input<typeof backOfficeOrderExportSchema>;
export type BackOfficeOrderExport = z.output<typeof backOfficeOrderExportSchema>;

/** An export stops here, so one request can never hold the whole table in memory. */
export const ORDER_EXPORT_ROW_LIMIT = 20_000;

export const backOfficeOrderListSchema = pageSchema({ orders: z.array(transactionSchema) });
export type BackOfficeOrderList = z.infer<typeof backOfficeOrderListSchema>;

/** An order's reference in a back-office address: `/back-office/orders/:reference`. */
export const orderReferenceParamsSchema = z.strictObject({
  reference: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'That order reference is not valid.'),
});

const addressSchema = z.object({
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  pinCode: z.string().nullable(),
});

export const creditNoteSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  issuedAt: z.string(),
  totalPaise: z.number().int(),
});

/** A refund as the order's page lists it (refunds are made on their own panel). */
export const refundSummarySchema = z.object({
  id: z.string(),
  paymentId: z.string(),
  amountPaise: z.number().int(),
  reason: z.string(),
  status: z.enum(REFUND_STATUSES),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
  creditNote: creditNoteSummarySchema.nullable(),
});
export type RefundSummary = z.infer<typeof refundSummarySchema>;

export const orderOrganisationSchema = z.object({
  id: z.string(),
  name: z.string(),
  legalName: z.string().nullable(),
  gstin: z.string().nullable(),
  pan: z.string().nullable(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  city: z.string().nullable(),
  stateCode: z.string().nullable(),
  pinCode: z.string().nullable(),
});
export type OrderOrganisation = z.infer<typeof orderOrganisationSchema>;

/** `GET /api/BackOffice/Orders/:reference`: everything the firm knows of one order. */
export const backOfficeOrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  reference: z.string(),
  kind: transactionSchema.shape.kind,
  status: transactionSchema.shape.status,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  payBy: z.string().nullable(),
  failureReason: z.string().nullable(),
  needsAttention: z.string().nullable(),
  buyer: buyerSchema.extend({ address: addressSchema.nullable() }),
  ...priceBreakdownSchema.omit({ supply: true, placeOfSupply: true }).shape,
  payments: z.array(paymentAttemptSchema),
  invoice: z.object({ id: z.string(), number: z.string(), issuedAt: z.string() }).nullable(),
  refunds: z.array(refundSummarySchema),
  organisation: orderOrganisationSchema.nullable(),
});
export type BackOfficeOrder = z.infer<typeof backOfficeOrderSchema>;

/** `POST /api/BackOffice/Orders/:reference/Invoice/Resend`: who the invoice mail goes to. */
export const invoiceResentSchema = z.object({ sentTo: z.string(), invoiceNumber: z.string() });
export type InvoiceResent = z.infer<typeof invoiceResentSchema>;

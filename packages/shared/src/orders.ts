import { z } from 'zod';
import { cartItemsSchema } from './cart.ts';
import { productCodeSchema } from './catalogue.ts';
import { stateCodeSchema } from './indian-states.ts';
import {
  checkGstinAgrees,
  checkPinCodeAgrees,
  profileOrganisationSchema,
  whenGstinFieldsValid,
  whenPinCodeFieldsValid,
} from './profile.ts';

/**
 * The organisation an invoice is made out to: the profile's details, checked the same way, with
 * the address required because a tax invoice must carry one.
 */
export const billingSchema = profileOrganisationSchema
  .omit({ tan: true })
  .extend({
    addressLine1: z.string().trim().min(1, 'Please enter the address.').max(200),
    city: z.string().trim().min(1, 'Please enter the city.').max(100),
  })
  .superRefine((billing, context) => checkGstinAgrees(billing, context), {
    when: whenGstinFieldsValid(),
  })
  .superRefine((billing, context) => checkPinCodeAgrees(billing, context), {
    when: whenPinCodeFieldsValid(),
  });
export type BillingInput = z.input<typeof billingSchema>;
export type Billing = z.output<typeof billingSchema>;

const nonEmptyItems = cartItemsSchema.min(1, 'Your cart is empty.');

/** `POST /api/Transactions/Order/quote`: the checkout's price breakdown for a billing state. */
export const quoteRequestSchema = z.strictObject({
  items: nonEmptyItems,
  stateCode: stateCodeSchema,
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/**
 * `POST /api/Transactions/Order/createOrder`. The browser makes one idempotency key per checkout
 * and sends it with every attempt, so a double click or a retried request makes one order.
 */
export const createOrderSchema = z.strictObject({
  idempotencyKey: z.uuid('The checkout lost its reference: please reload the page.'),
  items: nonEmptyItems,
  billing: billingSchema,
});
export type CreateOrderInput = z.input<typeof createOrderSchema>;
export type CreateOrder = z.output<typeof createOrderSchema>;

export const priceLineSchema = z.object({
  /** Null for an advisory fee, which is not a plan. */
  planCode: z.string().nullable(),
  productCode: productCodeSchema.nullable(),
  description: z.string(),
  sac: z.string(),
  /** Years of a plan; 1 for a fee. */
  quantity: z.number().int(),
  unitPricePaise: z.number().int(),
  amountPaise: z.number().int(),
});
export type PriceLine = z.infer<typeof priceLineSchema>;

export const priceBreakdownSchema = z.object({
  lines: z.array(priceLineSchema),
  subtotalPaise: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
  totalPaise: z.number().int(),
  supply: z.enum(['intra-state', 'inter-state']),
  /** The buyer's GST state code. */
  placeOfSupply: z.string(),
});
export type PriceBreakdown = z.infer<typeof priceBreakdownSchema>;

/**
 * An order waits for payment until one succeeds; a failed attempt leaves it open for another.
 * An open order can be cancelled by its buyer, and expires unpaid after a set time. `paid` is
 * final; so are `cancelled` and `expired`, unless a payment already under way is captured after
 * all, which makes the order paid (money taken is never left undelivered).
 */
export const ORDER_STATUSES = [
  'awaiting_payment',
  'payment_failed',
  'paid',
  'cancelled',
  'expired',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  payment_failed: 'Payment failed',
  paid: 'Paid',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** How a list shows an order, and filters by it: a paid one whose money went back says so. */
export const SHOWN_ORDER_STATUSES = [...ORDER_STATUSES, 'partly_refunded', 'refunded'] as const;
export type ShownOrderStatus = (typeof SHOWN_ORDER_STATUSES)[number];
export const SHOWN_ORDER_STATUS_LABELS: Record<ShownOrderStatus, string> = {
  ...ORDER_STATUS_LABELS,
  partly_refunded: 'Partly refunded',
  refunded: 'Refunded',
};

/**
 * A paid order refunded in full or in part, counting processed refunds only: a pending one may
 * still fail, and then the order is as paid as it was.
 */
export function shownOrderStatus(order: {
  status: OrderStatus;
  totalPaise: number;
  refunds: readonly { amountPaise: number; status: string }[];
}): ShownOrderStatus {
  if (order.status !== 'paid') return order.status;
  const refunded = order.refunds
    .filter((refund) => refund.status === 'processed')
    .reduce((total, refund) => total + refund.amountPaise, 0);
  if (refunded <= 0) return 'paid';
  return refunded >= order.totalPaise ? 'refunded' : 'partly_refunded';
}

/** The statuses in which an order can still be paid or cancelled. */
export const OPEN_ORDER_STATUSES = ['awaiting_payment', 'payment_failed'] as const;
export const isOrderOpen = (status: OrderStatus): boolean =>
  (OPEN_ORDER_STATUSES as readonly OrderStatus[]).includes(status);

/** Subscriptions bought through the cart, or an advisory fee asked for by a payment link. */
export const ORDER_KINDS = ['subscription', 'advisory'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** Who an order is billed to, as its invoice names them. */
export const buyerSchema = z.object({
  name: z.string(),
  email: z.string(),
  gstin: z.string().nullable(),
  pan: z.string().nullable(),
  stateCode: z.string(),
});

export const orderSchema = priceBreakdownSchema.extend({
  id: z.string(),
  /** `ORD-000042`: what people quote on the phone. */
  number: z.string(),
  /** The order's public reference: `/payment-request?ref=…` shows its payment status. */
  reference: z.string(),
  kind: z.enum(ORDER_KINDS),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** When an open order from the cart expires unpaid; null once closed, and for payment links. */
  payBy: z.string().nullable(),
  buyer: buyerSchema,
  invoice: z.object({ id: z.string(), number: z.string() }).nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderIdParamsSchema = z.strictObject({ orderId: z.uuid('That is not an order.') });

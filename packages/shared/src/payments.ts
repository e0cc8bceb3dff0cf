import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { productCodeSchema } from './catalogue.ts';
import { formatIndianDate } from './dates.ts';
import { gstinSchema, PIN_CODE_MESSAGE } from './indian-formats.ts';
import { stateCodeSchema } from './indian-states.ts';
import { MAX_LINK_PAISE } from './money.ts';
import { ORDER_KINDS } from './orders.ts';
import { checkGstinAgrees } from './profile.ts';
import { rupeesInputSchema } from './rupees-input.ts';

const optionalText = (max: number) => z.string().trim().max(max).optional();

/** `POST /api/Transactions/Payment/start`: pay a subscription order of the caller's organisation. */
export const startPaymentSchema = z.strictObject({ orderId: z.uuid('That is not an order.') });

/** An order's public reference: 32 random bytes, base64url. */
export const referenceSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'That payment reference is not valid.');

/** `POST /api/Transactions/Payment/link/start`: pay a payment link, signed in or not. */
export const startLinkPaymentSchema = z.strictObject({ reference: referenceSchema });

export const referenceParamsSchema = z.strictObject({ reference: referenceSchema });

/**
 * The gateway's hosted checkout, which the browser reaches by POSTing these fields to `action`
 * (Razorpay's embedded checkout), and which sends it back to `/payment-request`.
 */
export const checkoutRedirectSchema = z.object({
  action: z.string(),
  fields: z.record(z.string(), z.string()),
});
export type CheckoutRedirect = z.infer<typeof checkoutRedirectSchema>;

/**
 * What `/payment-request` shows: `paid`; `failed` (the last attempt failed: try again); `pending`
 * (the gateway has a payment it has not settled yet); `unpaid` (nothing tried, or abandoned);
 * `cancelled` (the firm withdrew the payment link, or the buyer cancelled the order: it cannot
 * be paid).
 */
export const PAYMENT_STATES = ['paid', 'failed', 'pending', 'unpaid', 'cancelled'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** What a paid order from the cart bought: the product, its plan, and the days paid for. */
export const paidPeriodSchema = z.object({
  productCode: productCodeSchema,
  productName: z.string(),
  planName: z.string(),
  /** `YYYY-MM-DD`, India Standard Time days, both included. */
  startsOn: z.string(),
  endsOn: z.string(),
});
export type PaidPeriod = z.infer<typeof paidPeriodSchema>;

/** "E-POI, Starter plan: 26 November 2026 to 25 November 2027", for mail and plain text. */
export function paidPeriodText(period: PaidPeriod): string {
  const days = `${formatIndianDate(period.startsOn)} to ${formatIndianDate(period.endsOn)}`;
  return `${period.productName}, ${period.planName} plan: ${days}`;
}

/** `GET /api/Transactions/Payment/status/{reference}`: public, so it says no more than the page. */
export const paymentStatusSchema = z.object({
  reference: z.string(),
  kind: z.enum(ORDER_KINDS),
  state: z.enum(PAYMENT_STATES),
  orderNumber: z.string(),
  description: z.string(),
  totalPaise: z.number().int(),
  payerName: z.string(),
  paidAt: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  /** The gateway's reason for the last failed attempt. */
  failureReason: z.string().nullable(),
  /** For subscription orders, paid again through `/paynow?order=…` after signing in. */
  orderId: z.string().nullable(),
  /** Once a subscription order is paid: each subscription it started or extended. */
  subscriptions: z.array(paidPeriodSchema),
});
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/**
 * `POST /api/Transactions/PaymentLinks` (platform administrators): an advisory fee before GST.
 * The payer's state decides the tax split, as on any invoice.
 */
export const createPaymentLinkSchema = z
  .strictObject({
    payerName: z.string().trim().min(1, 'Please enter the payer’s name.').max(200),
    payerEmail: emailSchema,
    description: z
      .string()
      .trim()
      .min(3, 'Please describe what the fee is for.')
      .max(200, 'Keep the description under 200 characters.'),
    amount: rupeesInputSchema({
      min: 100,
      max: MAX_LINK_PAISE,
      maxMessage: 'A payment link can ask for at most ₹1 crore.',
    }),
    stateCode: stateCodeSchema,
    gstin: z
      .union([z.literal('').transform(() => null), gstinSchema])
      .nullable()
      .optional(),
    /** The payer's address, printed on the tax invoice; required when they have no GSTIN. */
    addressLine1: optionalText(200),
    addressLine2: optionalText(200),
    city: optionalText(100),
    pinCode: z
      .union([
        z.literal(''),
        z
          .string()
          .trim()
          .regex(/^[1-9]\d{5}$/, PIN_CODE_MESSAGE),
      ])
      .optional(),
  })
  .superRefine((link, context) => {
    if (link.gstin) checkGstinAgrees({ ...link, pan: link.gstin.slice(2, 12) }, context);
    // An invoice to an unregistered payer carries their name, address and state (Rule 46).
    if (!link.gstin && !link.addressLine1) {
      context.addIssue({ code: 'custom', path: ['addressLine1'], message: ADDRESS_NEEDED });
    }
    if (!link.gstin && !link.city) {
      context.addIssue({ code: 'custom', path: ['city'], message: CITY_NEEDED });
    }
  });

/** What the invoice to a payer without a GSTIN must say: where they are. */
export const ADDRESS_NEEDED = 'Without a GSTIN, the invoice needs the payer’s address.';
export const CITY_NEEDED = 'Without a GSTIN, the invoice needs the payer’s city.';
export type CreatePaymentLinkInput = z.input<typeof createPaymentLinkSchema>;
export type CreatePaymentLink = z.output<typeof createPaymentLinkSchema>;

export const paymentLinkSchema = z.object({
  orderId: z.string(),
  reference: z.string(),
  orderNumber: z.string(),
  /** The address the payer was sent. */
  url: z.string(),
  totalPaise: z.number().int(),
});
export type PaymentLink = z.infer<typeof paymentLinkSchema>;

/** The buyer's browser back from the gateway's checkout: the form fields it posts. */
export const gatewayReturnSchema = z.record(z.string(), z.string());

/** A webhook proves itself with these headers; its body is read as the exact bytes signed. */
export const webhookHeadersSchema = z.object({
  'x-razorpay-signature': z.string().min(1, 'The event is not signed.'),
  'x-razorpay-event-id': z.string().regex(/^[A-Za-z0-9_]{1,64}$/, 'The event has no valid id.'),
});

export const webhookAnswerSchema = z.object({ status: z.enum(['applied', 'duplicate']) });

/** `POST /api/Transactions/PaymentLinks/{reference}/Resend` and `/Cancel`: what became of it. */
export const paymentLinkChangeSchema = z.object({
  reference: z.string(),
  orderNumber: z.string(),
  payerEmail: z.string(),
  status: z.enum(['awaiting_payment', 'payment_failed', 'paid', 'cancelled', 'expired']),
});
export type PaymentLinkChange = z.infer<typeof paymentLinkChangeSchema>;

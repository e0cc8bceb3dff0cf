import { z } from 'zod';
import { formatRupees } from './money.ts';
import { referenceSchema } from './payments.ts';
import { rupeesInputSchema } from './rupees-input.ts';

export const REFUND_SPEEDS = ['normal', 'optimum'] as const;
export type RefundSpeed = (typeof REFUND_SPEEDS)[number];
/** `withdrawn`: a failed refund staff closed instead of trying again; nothing was refunded. */
export const REFUND_STATUSES = ['pending', 'processed', 'failed', 'withdrawn'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_SPEED_LABELS: Record<RefundSpeed, string> = {
  normal: 'Normal (5–7 working days)',
  optimum: 'Instant where the payment method allows it',
};

export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  pending: 'Pending',
  processed: 'Refunded',
  failed: 'Failed',
  withdrawn: 'Withdrawn',
};

/**
 * What the customer is told of a refund that did not go through, in place of the gateway's own
 * words (which can name its internals): what it means for their money, and what happens next.
 */
export const REFUND_NOTES_FOR_CUSTOMERS: Record<RefundStatus, string | null> = {
  pending: null,
  processed: null,
  failed:
    'The payment gateway could not return this money, so nothing has been refunded yet. We will try again or write to you.',
  withdrawn: 'This refund failed and was withdrawn: no money was returned by it.',
};

/** Razorpay refunds at least ₹1. */
export const MIN_REFUND_PAISE = 100;

export const refundOrderParamsSchema = z.strictObject({ reference: referenceSchema });
export const refundParamsSchema = z.strictObject({ refundId: z.uuid('That is not a refund.') });
export const creditNoteParamsSchema = z.strictObject({
  creditNoteId: z.uuid('That is not a credit note.'),
});

const lineNoSchema = z
  .number('Choose a line of the order, or the whole order.')
  .int()
  .min(1, 'Choose a line of the order, or the whole order.')
  .nullable()
  .default(null);

/**
 * `POST /api/BackOffice/Orders/:reference/Refunds`: refund (part of) a captured payment. The
 * browser's `idempotencyKey` names the attempt, so a retried request finds its refund.
 */
export const createRefundSchema = z.strictObject({
  idempotencyKey: z.uuid(),
  paymentId: z.string().regex(/^pay_[A-Za-z0-9]{1,60}$/, 'Choose the payment to refund.'),
  /** The order line refunded; absent or null refunds the whole order (docs/decisions/0072). */
  lineNo: lineNoSchema,
  amount: rupeesInputSchema({
    min: MIN_REFUND_PAISE,
    max: 1_000_000_000,
    maxMessage: 'A refund cannot be more than the payment.',
  }),
  reason: z
    .string()
    .trim()
    .min(3, 'Say why the payment is refunded.')
    .max(200, 'Keep the reason under 200 characters.'),
  speed: z.enum(REFUND_SPEEDS),
});
export type CreateRefundInput = z.input<typeof createRefundSchema>;

/**
 * The refund dialog's fields, its amount bounded by what the payment (or the line chosen) still
 * holds, so that too much is refused at the field before anyone is asked to confirm. The server
 * checks it again under the order's lock (others may have refunded meanwhile).
 */
export function refundFormSchema(refundablePaise: number, of = 'this payment') {
  return createRefundSchema.pick({ reason: true, speed: true }).extend({
    /** '' for the whole order, or a line's number. */
    lineNo: z.string(),
    amount: rupeesInputSchema({
      min: MIN_REFUND_PAISE,
      max: refundablePaise,
      maxMessage: `At most ${formatRupees(refundablePaise)} of ${of} can still be refunded.`,
    }),
  });
}
export type CreateRefund = z.output<typeof createRefundSchema>;

/**
 * `POST /api/BackOffice/Orders/:reference/Refunds/preview`: what a refund would do, checked as
 * the refund itself is, before anyone confirms it.
 */
export const refundPreviewRequestSchema = createRefundSchema.pick({
  paymentId: true,
  lineNo: true,
  amount: true,
});
export type RefundPreviewRequest = z.output<typeof refundPreviewRequestSchema>;

export const subscriptionEffectSchema = z.object({
  productCode: z.string(),
  productName: z.string(),
  /** Its end now, a day in IST (yyyy-mm-dd). */
  endsOn: z.string(),
  /** Its end once this refund is processed: the same day when the refund leaves it alone. */
  newEndsOn: z.string(),
});
export type SubscriptionEffect = z.infer<typeof subscriptionEffectSchema>;

export const refundPreviewSchema = z.object({
  /** Every subscription the order granted, changed or not. */
  subscriptions: z.array(subscriptionEffectSchema),
});
export type RefundPreview = z.infer<typeof refundPreviewSchema>;

/** `POST /api/BackOffice/Refunds/:refundId/retry`: a failed refund tried again. */
export const retryRefundSchema = z.strictObject({ idempotencyKey: z.uuid() });

export const creditNoteSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  issuedAt: z.string(),
  taxablePaise: z.number().int(),
  taxPaise: z.number().int(),
  totalPaise: z.number().int(),
});
export type CreditNoteSummary = z.infer<typeof creditNoteSummarySchema>;

export const refundSchema = z.object({
  id: z.string(),
  paymentId: z.string(),
  /** The order line refunded and its description, or null for the whole order. */
  lineNo: z.number().int().nullable(),
  lineDescription: z.string().nullable(),
  amountPaise: z.number().int(),
  reason: z.string(),
  speedRequested: z.enum(REFUND_SPEEDS),
  /** What the gateway did: `instant` or `normal`. */
  speedProcessed: z.enum(['normal', 'instant']).nullable(),
  status: z.enum(REFUND_STATUSES),
  failureReason: z.string().nullable(),
  gatewayRefundId: z.string().nullable(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
  creditNote: creditNoteSummarySchema.nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

export const refundablePaymentSchema = z.object({
  id: z.string(),
  method: z.string(),
  status: z.string(),
  amountPaise: z.number().int(),
  createdAt: z.string(),
  /** What is still refundable: captured, less refunds pending or processed. */
  refundablePaise: z.number().int(),
});
export type RefundablePayment = z.infer<typeof refundablePaymentSchema>;

export const refundableLineSchema = z.object({
  lineNo: z.number().int(),
  description: z.string(),
  /** The line with its GST as invoiced. */
  totalPaise: z.number().int(),
  /** The line's total less what refunds pending or processed take of it. */
  refundablePaise: z.number().int(),
});
export type RefundableLine = z.infer<typeof refundableLineSchema>;

/** An order's payments, refunds and credit notes, for the staff's refund panel. */
export const orderRefundsSchema = z.object({
  reference: z.string(),
  orderNumber: z.string(),
  buyerName: z.string(),
  totalPaise: z.number().int(),
  invoiceNumber: z.string().nullable(),
  payments: z.array(refundablePaymentSchema),
  lines: z.array(refundableLineSchema),
  /** False once a line has been refunded: the rest is then refunded line by line. */
  wholeOrderRefundable: z.boolean(),
  refunds: z.array(refundSchema),
});
export type OrderRefunds = z.infer<typeof orderRefundsSchema>;

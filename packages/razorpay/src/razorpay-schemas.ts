import { z } from 'zod';
import type { GatewayOrder, GatewayPayment, GatewayRefund } from './razorpay-protocol.ts';

/**
 * What the adapter accepts from the gateway. Unknown fields are stripped and fields Razorpay
 * sometimes leaves out (a payment's `card` unless expanded) become null, so a new field in
 * Razorpay's answers never breaks us, while a missing or mistyped one fails here, at the edge,
 * with a message naming it.
 */

/** Razorpay sends `"notes": []` when there are none, and values that are not always strings. */
const notesSchema = z
  .union([
    z.array(z.unknown()).max(0),
    z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  ])
  .transform((notes): Record<string, string> => {
    if (Array.isArray(notes)) return {};
    const result: Record<string, string> = {};
    for (const [key, value] of Object.entries(notes))
      result[key] = value === null ? '' : String(value);
    return result;
  });

const nullableText = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

const paise = z.number().int().nonnegative();
const unixSeconds = z.number().int().nonnegative();

export const gatewayOrderSchema = z.object({
  id: z.string().min(1),
  entity: z.literal('order'),
  amount: paise,
  amount_paid: paise,
  amount_due: paise,
  currency: z.string().min(1),
  receipt: nullableText,
  status: z.enum(['created', 'attempted', 'paid']),
  attempts: z.number().int().nonnegative(),
  notes: notesSchema,
  created_at: unixSeconds,
}) satisfies z.ZodType<GatewayOrder, unknown>;

export const gatewayPaymentSchema = z.object({
  id: z.string().min(1),
  entity: z.literal('payment'),
  amount: paise,
  currency: z.string().min(1),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  order_id: z.string().min(1),
  amount_refunded: paise.default(0),
  refund_status: z
    .enum(['partial', 'full'])
    .nullish()
    .transform((status) => status ?? null),
  method: z.string().min(1),
  captured: z.boolean(),
  description: nullableText,
  email: nullableText,
  contact: nullableText,
  wallet: nullableText,
  vpa: nullableText,
  card: z
    .object({ last4: z.string(), network: z.string() })
    .nullish()
    .transform((card) => card ?? null),
  error_code: nullableText,
  error_description: nullableText,
  error_source: nullableText,
  error_step: nullableText,
  error_reason: nullableText,
  notes: notesSchema,
  created_at: unixSeconds,
}) satisfies z.ZodType<GatewayPayment, unknown>;

export const paymentCollectionSchema = z.object({
  entity: z.literal('collection'),
  count: z.number().int().nonnegative(),
  items: z.array(gatewayPaymentSchema),
});

export const gatewayRefundSchema = z.object({
  id: z.string().min(1),
  entity: z.literal('refund'),
  amount: paise,
  currency: z.string().min(1),
  payment_id: z.string().min(1),
  notes: notesSchema,
  receipt: nullableText,
  acquirer_data: z
    .object({ arn: nullableText })
    .nullish()
    .transform((data) => ({ arn: data?.arn ?? null })),
  batch_id: nullableText,
  status: z.enum(['pending', 'processed', 'failed']),
  speed_requested: z.enum(['normal', 'optimum']),
  speed_processed: z
    .enum(['normal', 'instant'])
    .nullish()
    .transform((speed) => speed ?? null),
  created_at: unixSeconds,
}) satisfies z.ZodType<GatewayRefund, unknown>;

export const refundCollectionSchema = z.object({
  entity: z.literal('collection'),
  count: z.number().int().nonnegative(),
  items: z.array(gatewayRefundSchema),
});

/** Razorpay's error body: `{ error: { code, description, … } }`. */
export const gatewayErrorBodySchema = z.object({
  error: z.object({ code: z.string(), description: z.string() }),
});

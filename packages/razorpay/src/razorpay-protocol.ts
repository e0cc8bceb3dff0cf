import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The parts of Razorpay's HTTP protocol the product uses: orders, payments, refunds, webhook events and
 * the two signatures. The adapter and the built-in test gateway both import these, so the test
 * gateway cannot drift from what the adapter expects. Amounts are integers in paise.
 */

export interface GatewayOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  /** Unix seconds. */
  created_at: number;
}

/**
 * How a payment was made. Razorpay adds methods over time (emi, paylater, cardless_emi…); a
 * payment by one we do not list is still a payment, so any name is taken.
 */
export type PaymentMethod = 'card' | 'wallet' | 'upi' | 'netbanking' | (string & {});

export interface GatewayPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  /** Paise refunded so far, failed refunds not counted; the status turns 'refunded' at the full amount. */
  amount_refunded: number;
  refund_status: 'partial' | 'full' | null;
  method: PaymentMethod;
  captured: boolean;
  description: string | null;
  email: string | null;
  contact: string | null;
  wallet: string | null;
  vpa: string | null;
  card: { last4: string; network: string } | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  notes: Record<string, string>;
  /** Unix seconds. */
  created_at: number;
}

/** What the merchant asks for: `optimum` is instant where the payment method allows it. */
export type RefundSpeed = 'normal' | 'optimum';
/** What the gateway did: `instant`, or `normal` (5-7 working days). */
export type RefundSpeedProcessed = 'normal' | 'instant';
export type RefundStatus = 'pending' | 'processed' | 'failed';

/** A refund of (part of) a captured payment, as `POST /v1/payments/:id/refund` answers it. */
export interface GatewayRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string>;
  receipt: string | null;
  /** The bank's reference (ARN/RRN) once the refund reaches it. */
  acquirer_data: { arn: string | null };
  batch_id: string | null;
  status: RefundStatus;
  speed_requested: RefundSpeed;
  speed_processed: RefundSpeedProcessed | null;
  /** Unix seconds. */
  created_at: number;
}

export interface RefundInput {
  /** Paise; the rest of the captured amount when left out. */
  amount?: number;
  speed?: RefundSpeed;
  receipt?: string;
  notes?: Record<string, string>;
}

export type PaymentEventName = 'payment.captured' | 'payment.failed' | 'order.paid';
export type RefundEventName =
  | 'refund.created'
  | 'refund.processed'
  | 'refund.failed'
  | 'refund.speed_changed';
export type WebhookEventName = PaymentEventName | RefundEventName;

export interface WebhookEvent {
  entity: 'event';
  account_id: string;
  event: WebhookEventName;
  /** `['refund', 'payment']` for a refund event. */
  contains: ('payment' | 'order' | 'refund')[];
  payload: {
    payment: { entity: GatewayPayment };
    order?: { entity: GatewayOrder };
    refund?: { entity: GatewayRefund };
  };
  /** Unix seconds. */
  created_at: number;
}

/** hex(HMAC_SHA256(key_secret, order_id + "|" + payment_id)): what checkout returns as razorpay_signature. */
export function paymentSignature(keySecret: string, orderId: string, paymentId: string): string {
  return createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');
}

/**
 * hex(HMAC_SHA256(webhook_secret, raw_body)): the X-Razorpay-Signature header. It covers the exact
 * bytes received, so it must be checked before the body is parsed, never over a re-serialised copy.
 */
export function webhookSignature(webhookSecret: string, rawBody: Buffer | string): string {
  return createHmac('sha256', webhookSecret).update(rawBody).digest('hex');
}

const HEX = /^(?:[0-9a-f]{2})+$/i;

/**
 * Timing-safe comparison of two hex signatures. Returns false (never throws) when either is
 * missing, not hex, or of another length, so callers can pass a header straight in.
 */
export function signaturesMatch(expected: string, received: string | undefined): boolean {
  if (typeof received !== 'string' || !HEX.test(expected) || !HEX.test(received)) return false;
  if (expected.length !== received.length) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(received, 'hex'));
}

import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The parts of Razorpay's HTTP protocol the product uses: orders, payments, webhook events and
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

export type WebhookEventName = 'payment.captured' | 'payment.failed' | 'order.paid';

export interface WebhookEvent {
  entity: 'event';
  account_id: string;
  event: WebhookEventName;
  contains: ('payment' | 'order')[];
  payload: { payment: { entity: GatewayPayment }; order?: { entity: GatewayOrder } };
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

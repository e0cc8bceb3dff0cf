import { createHash, timingSafeEqual } from 'node:crypto';
import type { GatewayPayment } from '@prakar/razorpay/protocol';
import type { GatewayState, PayerDetails } from './gateway-state.ts';
import type { GatewayStore } from './gateway-store.ts';
import type { Refunder } from './refunds.ts';
import type { PaymentAttempt } from './test-instruments.ts';
import type { WebhookSender } from './webhook-sender.ts';

export interface TestGatewayOptions {
  /** The records and keys, opened on the host's database with `openGatewayStore`. */
  store: GatewayStore;
  /**
   * Where events are POSTed, e.g. 'http://127.0.0.1:3000/api/Transactions/Payment/webhook', or a
   * function asked at each delivery, for a host that knows its address only once it listens.
   */
  webhookUrl: string | (() => string);
  /**
   * Public base URL of the gateway itself (e.g. 'http://localhost:3000/test-gateway'), for
   * links/forms in its pages. A path ('/test-gateway') means whatever host served the page.
   */
  publicBase: string;
  /** Waits between webhook retries (default 1 s, 5 s, 15 s); tests pass short ones. */
  webhookRetryDelaysMs?: readonly number[];
}

export interface PaymentResult {
  payment: GatewayPayment;
  /** What the browser POSTs to callback_url afterwards. */
  callbackFields: Record<string, string>;
}

/** What the gateway's route groups share. */
export interface GatewayContext {
  keyId: string;
  keySecret: string;
  /** Without a trailing slash. */
  publicBase: string;
  state: GatewayState;
  webhooks: WebhookSender;
  refunder: Refunder;
  /** Records a payment, queues its webhooks and gives the fields for the merchant's callback. */
  settle(orderId: string, attempt: PaymentAttempt, payer: PayerDetails): Promise<PaymentResult>;
}

/**
 * Every gateway route: left out of the product's OpenAPI document, and outside the product's
 * rate limits, since it stands in for an outside service that has its own.
 */
export function gatewayRoute() {
  return { schema: { hide: true }, config: { rateLimit: false as const } };
}

/** Compares secrets in constant time whatever their lengths (hashing evens them out). */
export function sameSecret(received: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(received), digest(expected));
}

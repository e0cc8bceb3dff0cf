import type { z } from 'zod';
import type {
  GatewayOrder,
  GatewayPayment,
  GatewayRefund,
  RefundInput,
} from './razorpay-protocol.ts';
import {
  gatewayErrorBodySchema,
  gatewayOrderSchema,
  gatewayPaymentSchema,
  gatewayRefundSchema,
  paymentCollectionSchema,
  refundCollectionSchema,
} from './razorpay-schemas.ts';

export interface RazorpayClientOptions {
  /** Server-to-server REST base, e.g. 'https://api.razorpay.com' or 'http://127.0.0.1:3000/test-gateway'. */
  apiBase: string;
  /** Where the browser is sent for the hosted checkout; defaults to apiBase. */
  checkoutBase?: string;
  keyId: string;
  keySecret: string;
  /** Per REST call, including reading the body (default 10 s). */
  timeoutMs?: number;
}

export interface CreateOrderInput {
  amount: number;
  currency: 'INR';
  receipt: string;
  notes?: Record<string, string>;
}

export interface CheckoutFormInput {
  orderId: string;
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  prefill: { name?: string; email?: string; contact?: string };
  callbackUrl: string;
  cancelUrl: string;
  notes?: Record<string, string>;
}

export interface CheckoutForm {
  action: string;
  fields: Record<string, string>;
}

export interface RazorpayClient {
  createOrder(input: CreateOrderInput): Promise<GatewayOrder>;
  fetchOrder(orderId: string): Promise<GatewayOrder>;
  fetchOrderPayments(orderId: string): Promise<GatewayPayment[]>;
  fetchPayment(paymentId: string): Promise<GatewayPayment>;
  /** Refunds a captured payment, whole or in part; the refund is usually `pending` at first. */
  refundPayment(paymentId: string, input: RefundInput): Promise<GatewayRefund>;
  fetchRefund(refundId: string): Promise<GatewayRefund>;
  /** Every refund of a payment: how a retry finds the one an interrupted call made, by its receipt. */
  fetchPaymentRefunds(paymentId: string): Promise<GatewayRefund[]>;
  /** The hosted ("embedded") checkout: a form the browser POSTs to {checkoutBase}/v1/checkout/embedded. */
  checkoutForm(input: CheckoutFormInput): CheckoutForm;
}

/** The gateway refused the call (4xx): its status and Razorpay's `{ error: { code, description } }`. */
export class GatewayError extends Error {
  override name = 'GatewayError';
  constructor(
    readonly status: number,
    readonly code: string,
    description: string,
  ) {
    super(description);
  }
}

/** The gateway could not be reached, took too long, failed (5xx) or answered with nonsense. */
export class GatewayUnavailableError extends Error {
  override name = 'GatewayUnavailableError';
}

export const DEFAULT_TIMEOUT_MS = 10_000;

/** Ids reach URL paths; anything else (a slash, a dot, `?`) could point the call elsewhere. */
const ID_PATTERN = /^[A-Za-z0-9_]{1,64}$/;

/**
 * Ids often come from the browser (the callback form), so a malformed one is answered the way
 * the gateway answers an unknown id, and no request is made.
 */
function checkId(id: string): string {
  if (typeof id !== 'string' || !ID_PATTERN.test(id)) {
    throw new GatewayError(400, 'BAD_REQUEST_ERROR', 'The id provided is not valid');
  }
  return id;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`)
    .join('; ');
}

export function createRazorpayClient(options: RazorpayClientOptions): RazorpayClient {
  const apiBase = withoutTrailingSlash(options.apiBase);
  const checkoutBase = withoutTrailingSlash(options.checkoutBase ?? options.apiBase);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodType<T, unknown>,
    body?: unknown,
  ): Promise<T> {
    const what = `${method} ${path}`;
    const headers: Record<string, string> = { authorization, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let status: number;
    let text: string;
    try {
      // One signal covers connecting, the headers and the body, so a trickling answer times out too.
      const response = await fetch(`${apiBase}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? `no answer within ${timeoutMs} ms`
          : error instanceof Error
            ? error.message
            : String(error);
      throw new GatewayUnavailableError(`Payment gateway unreachable (${what}): ${reason}`, {
        cause: error,
      });
    }

    if (status >= 500) {
      throw new GatewayUnavailableError(`Payment gateway failed (${what}): HTTP ${status}`);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (status >= 400) {
      const parsed = gatewayErrorBodySchema.safeParse(json);
      if (parsed.success) {
        throw new GatewayError(status, parsed.data.error.code, parsed.data.error.description);
      }
      throw new GatewayError(
        status,
        'UNKNOWN_ERROR',
        `Payment gateway refused ${what}: HTTP ${status}`,
      );
    }
    if (status < 200 || status >= 300) {
      throw new GatewayUnavailableError(`Payment gateway answered ${what} with HTTP ${status}`);
    }
    if (json === undefined) {
      throw new GatewayUnavailableError(
        `Payment gateway answered ${what} with a body that is not JSON`,
      );
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new GatewayUnavailableError(
        `Payment gateway answered ${what} with an unexpected body: ${describeIssues(parsed.error)}`,
      );
    }
    return parsed.data;
  }

  // Async throughout, so a bad id is a rejected promise like every other failure, never a throw.
  return {
    async createOrder(input) {
      const body: Record<string, unknown> = {
        amount: input.amount,
        currency: input.currency,
        receipt: input.receipt,
      };
      if (input.notes) body.notes = input.notes;
      return call('POST', '/v1/orders', gatewayOrderSchema, body);
    },

    async fetchOrder(orderId) {
      return call('GET', `/v1/orders/${checkId(orderId)}`, gatewayOrderSchema);
    },

    async fetchOrderPayments(orderId) {
      const path = `/v1/orders/${checkId(orderId)}/payments`;
      const collection = await call('GET', path, paymentCollectionSchema);
      return collection.items;
    },

    async fetchPayment(paymentId) {
      return call('GET', `/v1/payments/${checkId(paymentId)}`, gatewayPaymentSchema);
    },

    async refundPayment(paymentId, input) {
      const body: Record<string, unknown> = {};
      if (input.amount !== undefined) body.amount = input.amount;
      if (input.speed) body.speed = input.speed;
      if (input.receipt) body.receipt = input.receipt;
      if (input.notes) body.notes = input.notes;
      const path = `/v1/payments/${checkId(paymentId)}/refund`;
      return call('POST', path, gatewayRefundSchema, body);
    },

    async fetchRefund(refundId) {
      return call('GET', `/v1/refunds/${checkId(refundId)}`, gatewayRefundSchema);
    },

    async fetchPaymentRefunds(paymentId) {
      const path = `/v1/payments/${checkId(paymentId)}/refunds`;
      const collection = await call('GET', path, refundCollectionSchema);
      return collection.items;
    },

    checkoutForm(input) {
      const fields: Record<string, string> = {
        key_id: options.keyId,
        order_id: checkId(input.orderId),
        amount: String(input.amount),
        currency: input.currency,
        name: input.name,
        description: input.description,
      };
      for (const key of ['name', 'email', 'contact'] as const) {
        const value = input.prefill[key];
        if (value) fields[`prefill[${key}]`] = value;
      }
      for (const [key, value] of Object.entries(input.notes ?? {})) fields[`notes[${key}]`] = value;
      fields.callback_url = input.callbackUrl;
      fields.cancel_url = input.cancelUrl;
      return { action: `${checkoutBase}/v1/checkout/embedded`, fields };
    },
  };
}

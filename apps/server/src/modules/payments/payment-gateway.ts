import {
  createRazorpayClient,
  GatewayUnavailableError,
  type RazorpayClient,
} from '@prakar/razorpay/client';
import type { AppConfig } from '#src/config.ts';

/** Where the gateway sends its webhooks on this server. */
export const WEBHOOK_PATH = '/api/Transactions/Payment/webhook';
/** Where the buyer's browser comes back from the gateway's checkout. */
export const CALLBACK_PATH = '/api/Transactions/Payment/callback';
/** Where the built-in test gateway is mounted. */
export const TEST_GATEWAY_PREFIX = '/test-gateway';

export interface PaymentGateway {
  client: RazorpayClient;
  /** Where the browser posts the checkout form: the site's pages must allow it in CSP. */
  checkoutOrigin: string;
  keySecret: string;
  webhookSecret: string;
  /** Set when payments go to the built-in test gateway, which this server must then host. */
  builtIn?: {
    /** This server, at whatever address it listens on. */
    webhookUrl: () => string;
    publicBase: string;
  };
}

/** The keys the built-in test gateway keeps in the database, the same for every instance. */
export interface BuiltInGatewayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/**
 * The same client for a base address known only once the server listens: made on first use,
 * and again if the address changes.
 */
function clientAt(
  base: () => string,
  options: Omit<Parameters<typeof createRazorpayClient>[0], 'apiBase'>,
): RazorpayClient {
  let cached: { apiBase: string; client: RazorpayClient } | undefined;
  const current = () => {
    let apiBase: string;
    try {
      apiBase = base();
    } catch (error) {
      throw new GatewayUnavailableError(`The built-in test gateway cannot be reached: ${error}`);
    }
    if (cached?.apiBase !== apiBase)
      cached = { apiBase, client: createRazorpayClient({ ...options, apiBase }) };
    return cached.client;
  };
  return {
    createOrder: (input) => current().createOrder(input),
    fetchOrder: (id) => current().fetchOrder(id),
    fetchOrderPayments: (id) => current().fetchOrderPayments(id),
    fetchPayment: (id) => current().fetchPayment(id),
    refundPayment: (id, input) => current().refundPayment(id, input),
    fetchRefund: (id) => current().fetchRefund(id),
    fetchPaymentRefunds: (id) => current().fetchPaymentRefunds(id),
    checkoutForm: (input) => current().checkoutForm(input),
  };
}

/**
 * Razorpay with the configured keys, or the built-in test gateway on this very server with the
 * keys it stored (`builtInKeys`, see built-in-gateway.ts). Either way the same client speaks the
 * same protocol: the server calls the test gateway at its own address, and the browser is sent to
 * it at the public one.
 */
export function createPaymentGateway(
  config: Pick<AppConfig, 'publicUrl' | 'payments'>,
  selfOrigin: () => string,
  builtInKeys?: BuiltInGatewayKeys,
): PaymentGateway {
  const { payments } = config;
  if (payments.gateway === 'razorpay') {
    return {
      client: createRazorpayClient({
        apiBase: payments.apiBase,
        keyId: payments.keyId,
        keySecret: payments.keySecret,
      }),
      checkoutOrigin: new URL(payments.apiBase).origin,
      keySecret: payments.keySecret,
      webhookSecret: payments.webhookSecret,
    };
  }
  if (!builtInKeys) {
    throw new Error('The built-in test gateway needs the keys it stored (openBuiltInGateway).');
  }
  const builtIn = {
    webhookUrl: () => `${selfOrigin()}${WEBHOOK_PATH}`,
    publicBase: `${config.publicUrl}${TEST_GATEWAY_PREFIX}`,
  };
  return {
    client: clientAt(() => `${selfOrigin()}${TEST_GATEWAY_PREFIX}`, {
      checkoutBase: builtIn.publicBase,
      keyId: builtInKeys.keyId,
      keySecret: builtInKeys.keySecret,
    }),
    checkoutOrigin: new URL(builtIn.publicBase).origin,
    keySecret: builtInKeys.keySecret,
    webhookSecret: builtInKeys.webhookSecret,
    builtIn,
  };
}

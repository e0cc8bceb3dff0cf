import { createRazorpayClient, type RazorpayClient } from '@prakar/razorpay/client';
import type { GatewayOrder, GatewayPayment, GatewayRefund } from '@prakar/razorpay/protocol';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, vi } from 'vitest';
import type { GatewaySql } from '#src/gateway-sql.ts';
import { openGatewayStore } from '#src/gateway-store.ts';
import { type TestGatewayOptions, testGatewayRoutes } from '#src/test-gateway-plugin.ts';
import { openPgliteSql } from './pglite-sql.ts';

/**
 * For the gateway's own tests: a bare server with the test gateway at /test-gateway and a webhook
 * receiver on the same instance, listening on a random loopback port.
 */

export const TEST_KEYS = {
  keyId: 'rzp_test_Prakar00000001',
  keySecret: 'test-key-secret-0123456789',
  webhookSecret: 'test-webhook-secret-0123456789',
} as const;

export const PREFIX = '/test-gateway';
export const CALLBACK_URL = 'http://merchant.test/api/Transactions/Payment/callback';
export const CANCEL_URL = 'http://merchant.test/checkout/cancelled';

export interface ReceivedWebhook {
  raw: Buffer;
  headers: Record<string, string | string[] | undefined>;
}

export interface HarnessOptions {
  /** Where the gateway posts webhooks (default: the receiver below, given as a path). */
  webhookUrl?: string;
  webhookRetryDelaysMs?: readonly number[];
  /** Adds routes (stubs, other plugins) before the server starts. */
  setUp?: (app: FastifyInstance) => Promise<void> | void;
  /** Another gateway's database, for a second instance or a restart (default: a fresh one). */
  sql?: GatewaySql;
}

function originOf(app: FastifyInstance): string {
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
  return `http://127.0.0.1:${address.port}`;
}

/** A fresh database that closes with the server. */
async function ownDatabase(app: FastifyInstance): Promise<GatewaySql> {
  const database = await openPgliteSql();
  app.addHook('onClose', () => database.close());
  return database;
}

export async function startGateway(options: HarnessOptions = {}) {
  // Closing must not wait for keep-alive sockets the client left open (after a timeout, say).
  const app = Fastify({ logger: false, forceCloseConnections: true });
  const sql = options.sql ?? (await ownDatabase(app));
  // As in the product, which accepts no text/plain bodies.
  app.removeContentTypeParser('text/plain');

  const received: ReceivedWebhook[] = [];
  /** Answers the receiver gives, in turn; 200 once they run out. */
  const webhookAnswers: number[] = [];
  await app.register(async (receiver) => {
    // The signature covers the exact bytes, so the receiver keeps them unparsed.
    receiver.removeContentTypeParser('application/json');
    receiver.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    receiver.post('/webhook', async (request, reply) => {
      received.push({ raw: request.body as Buffer, headers: { ...request.headers } });
      return reply.code(webhookAnswers.shift() ?? 200).send({ ok: true });
    });
  });

  const gatewayOptions: TestGatewayOptions = {
    store: await openGatewayStore(sql, () => TEST_KEYS),
    webhookUrl: options.webhookUrl ?? (() => `${originOf(app)}/webhook`),
    publicBase: PREFIX,
    webhookRetryDelaysMs: options.webhookRetryDelaysMs,
  };
  await app.register(testGatewayRoutes, { prefix: PREFIX, ...gatewayOptions });
  await options.setUp?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });

  const origin = originOf(app);
  const apiBase = `${origin}${PREFIX}`;
  const client: RazorpayClient = createRazorpayClient({ apiBase, ...TEST_KEYS });

  const postForm = (url: string, fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: `${PREFIX}${url}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  return {
    app,
    sql,
    origin,
    apiBase,
    client,
    received,
    webhookAnswers,

    createOrder(amount = 1_18_000): Promise<GatewayOrder> {
      return client.createOrder({ amount, currency: 'INR', receipt: 'rcpt_test_1' });
    },

    /** The first step in the browser: the merchant's form posted to the hosted checkout. */
    openCheckout(orderId: string, overrides: Record<string, string> = {}) {
      const form = client.checkoutForm({
        orderId,
        amount: 1_18_000,
        currency: 'INR',
        name: 'Prakar Tax Advisors',
        description: 'Income tax filing: yearly plan',
        prefill: { name: 'Asha Rao', email: 'asha@example.in', contact: '+919800000000' },
        callbackUrl: CALLBACK_URL,
        cancelUrl: CANCEL_URL,
        notes: { subscription: 'sub_1' },
      });
      return postForm('/v1/checkout/embedded', { ...form.fields, ...overrides });
    },

    /** A pay form on the checkout page, submitted with `fields`. */
    pay(
      checkoutPageHtml: string,
      method: 'card' | 'wallet' | 'upi',
      fields: Record<string, string>,
    ) {
      const checkoutId = hiddenFields(checkoutPageHtml).checkout_id;
      if (!checkoutId) throw new Error('no checkout_id on the page');
      return postForm('/v1/checkout/embedded/pay', { checkout_id: checkoutId, method, ...fields });
    },

    /** A control route, called from loopback as tests do. */
    control(
      method: 'GET' | 'POST',
      url: string,
      payload?: object,
      headers?: Record<string, string>,
    ) {
      return app.inject({
        method,
        url: `${PREFIX}/_control${url}`,
        remoteAddress: '127.0.0.1',
        ...(payload ? { payload } : {}),
        ...(headers ? { headers } : {}),
      });
    },

    /** Webhooks arrive after the request that caused them has been answered. */
    async waitForWebhooks(count: number): Promise<ReceivedWebhook[]> {
      await vi.waitFor(
        () => {
          if (received.length < count) throw new Error(`${received.length} of ${count} webhooks`);
        },
        { timeout: 10_000, interval: 10 },
      );
      return received.slice(0, count);
    },

    close: () => app.close(),
  };
}

export type GatewayHarness = Awaited<ReturnType<typeof startGateway>>;

/** The gateway of a file of tests: started before its first test, closed after its last. */
export function useGateway(options: HarnessOptions = {}): () => GatewayHarness {
  let gateway: GatewayHarness | undefined;
  beforeAll(async () => {
    gateway = await startGateway(options);
  });
  afterAll(async () => {
    await gateway?.close();
  });
  return () => {
    if (!gateway) throw new Error('The gateway starts before the first test.');
    return gateway;
  };
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

export function unescapeHtml(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

/** The hidden inputs of a page (the return form's fields, the checkout id). */
export function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields[unescapeHtml(match[1] ?? '')] = unescapeHtml(match[2] ?? '');
  }
  return fields;
}

export function parseEvent(webhook: ReceivedWebhook) {
  return JSON.parse(webhook.raw.toString('utf8')) as {
    event: string;
    contains: string[];
    payload: {
      payment: { entity: GatewayPayment };
      order?: { entity: GatewayOrder };
      refund?: { entity: GatewayRefund };
    };
  };
}

export type InjectResponse = LightMyRequestResponse;

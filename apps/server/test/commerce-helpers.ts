import type { GatewayPayment } from '@prakar/razorpay/protocol';
import { ordersApi } from '@prakar/shared/api/orders';
import { paymentsApi } from '@prakar/shared/api/payments';
import type { CartItem } from '@prakar/shared/cart';
import type { Order } from '@prakar/shared/orders';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '#src/app.ts';
import {
  buildSecondInstance,
  buildTestApp,
  type TestApp,
  type TestAppOptions,
} from './build-test-app.ts';
import { useTestApp } from './use-test-app.ts';
import { type Call, COMPLETE_ORGANISATION, newAdmin } from './users-helpers.ts';

/**
 * A test app listening on a random loopback port, so the built-in test gateway it hosts can be
 * called over HTTP by the payment client and can post webhooks back, as in production.
 */
export async function buildPaymentsApp(options: TestAppOptions = {}) {
  const testApp = await buildTestApp(options);
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  return testApp;
}

/** A payments app with a customer's administrator, signed up before the file's tests, to buy as. */
export function usePaymentsAppWithBuyer() {
  const app = useTestApp({}, buildPaymentsApp);
  let admin: Awaited<ReturnType<typeof newAdmin>>;
  beforeAll(async () => {
    admin = await newAdmin(app());
  });
  return { app, db: () => app().database.db, admin: () => admin };
}

/**
 * Two server instances on one database for a file's tests: the first listening, so its built-in
 * test gateway answers its payment client, and the second as well when `listenBoth`; both
 * closed after the last test.
 */
export function useTwoPaymentsInstances({
  env = {},
  listenBoth = false,
}: {
  env?: TestAppOptions['env'];
  listenBoth?: boolean;
} = {}) {
  const apps = {} as { first: TestApp; second: App };
  beforeAll(async () => {
    apps.first = await buildPaymentsApp({ env });
    apps.second = await buildSecondInstance(apps.first.app, { env });
    if (listenBoth) await apps.second.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await apps.second?.close();
    await apps.first?.close();
  });
  return apps;
}

/** A call to the test gateway's control routes, made from this machine. */
export async function gatewayControl(
  app: App,
  method: 'GET' | 'POST',
  path: string,
  body?: object,
) {
  const response = await app.inject({
    method,
    url: `/test-gateway/_control${path}`,
    remoteAddress: '127.0.0.1',
    ...(body ? { payload: body } : {}),
  });
  if (response.statusCode !== 200) throw new Error(`Gateway control ${path}: ${response.body}`);
  return response.json();
}

export type WebhookPolicy = {
  mode: 'immediate' | 'hold' | 'drop';
  copies?: number;
  reverse?: boolean;
};

export const setWebhooks = (app: App, policy: WebhookPolicy) =>
  gatewayControl(app, 'POST', '/webhooks', policy);

/** Delivers held webhooks and waits until every delivery has been answered. */
export const flushWebhooks = (app: App): Promise<{ delivered: number; statuses: number[] }> =>
  gatewayControl(app, 'POST', '/webhooks/flush');

/** Pays a gateway order as the hosted checkout would; returns what the browser would post back. */
export async function payAtGateway(
  app: App,
  gatewayOrderId: string,
  method: 'card' | 'wallet' | 'upi' = 'card',
  outcome: 'success' | 'failure' = 'success',
): Promise<{ payment: GatewayPayment; callbackFields: Record<string, string> }> {
  return gatewayControl(app, 'POST', `/orders/${gatewayOrderId}/pay`, { method, outcome });
}

/** The browser's return from the checkout: the gateway's form posted to the callback. */
export function returnFromGateway(app: App, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: '/api/Transactions/Payment/callback',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

export const BILLING = {
  legalName: COMPLETE_ORGANISATION.legalName,
  gstin: COMPLETE_ORGANISATION.gstin,
  pan: COMPLETE_ORGANISATION.pan,
  addressLine1: COMPLETE_ORGANISATION.addressLine1,
  addressLine2: '',
  city: COMPLETE_ORGANISATION.city,
  stateCode: COMPLETE_ORGANISATION.stateCode,
  pinCode: COMPLETE_ORGANISATION.pinCode,
};

/** Billing in Karnataka: an inter-state sale from the firm's Maharashtra registration. */
export const BILLING_KARNATAKA = {
  ...BILLING,
  gstin: null,
  stateCode: '29',
  city: 'Bengaluru',
  pinCode: '560001',
};

/** Places an order as a signed-in buyer and returns it. */
export async function placeOrder(
  buyer: { call: Call },
  items: CartItem[] = [{ planCode: 'SMART_TDS_5', quantity: 1 }],
  billing: object = BILLING,
): Promise<Order> {
  const response = await buyer.call(ordersApi.create, {
    body: {
      idempotencyKey: crypto.randomUUID(),
      items,
      billing,
    },
  });
  if (response.statusCode !== 201) throw new Error(`Order failed: ${response.body}`);
  return response.json();
}

/** Starts paying an order and returns the gateway's order id from the checkout form. */
export async function startPayment(buyer: { call: Call }, orderId: string): Promise<string> {
  const response = await buyer.call(paymentsApi.start, { body: { orderId } });
  if (response.statusCode !== 200) throw new Error(`Start failed: ${response.body}`);
  const gatewayOrderId = response.json().fields.order_id as string | undefined;
  if (!gatewayOrderId) throw new Error('The checkout form has no order id.');
  return gatewayOrderId;
}

/**
 * Pays an order by `method` at the gateway and brings the browser back, which settles it; fails
 * unless the return is answered with the redirect to the order's page.
 */
export async function payThroughGateway(
  app: App,
  buyer: { call: Call },
  orderId: string,
  method: 'card' | 'wallet' | 'upi' = 'card',
): Promise<void> {
  const { callbackFields } = await payAtGateway(app, await startPayment(buyer, orderId), method);
  const back = await returnFromGateway(app, callbackFields);
  if (back.statusCode !== 303) throw new Error(`Return failed: ${back.statusCode} ${back.body}`);
}

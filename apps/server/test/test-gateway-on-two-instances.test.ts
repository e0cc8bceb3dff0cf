import { paymentsApi } from '@prakar/shared/api/payments';
import { hiddenFields } from '@prakar/test-gateway/harness';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#src/app.ts';
import { orders } from '#src/db/schema.ts';
import { buildSecondInstance } from '#test/build-test-app.ts';
import {
  payAtGateway,
  placeOrder,
  returnFromGateway,
  setWebhooks,
  startPayment,
  useTwoPaymentsInstances,
} from '#test/commerce-helpers.ts';
import { newAdmin } from '#test/users-helpers.ts';

/**
 * The built-in test gateway on two server instances sharing one database, and on a server that
 * stopped and started again: they must agree on orders, payments and keys.
 */
const apps = useTwoPaymentsInstances({ listenBoth: true });

/** Another instance on the first one's database, listening, so its gateway answers its client. */
async function anotherInstance(): Promise<App> {
  const app = await buildSecondInstance(apps.first.app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

async function orderStatus(app: App, id: string) {
  const [row] = await app.database.db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, id));
  return row?.status;
}

/** Pays a gateway order from this machine, as a test does, without failing on a refusal. */
const payAt = (app: App, gatewayOrderId: string) =>
  app.inject({
    method: 'POST',
    url: `/test-gateway/_control/orders/${gatewayOrderId}/pay`,
    remoteAddress: '127.0.0.1',
    payload: { method: 'card', outcome: 'success' },
  });

/** The browser's way through the hosted checkout, posted to `app`, paying by UPI. */
async function payOnHostedCheckout(app: App, checkoutFields: Record<string, string>) {
  const form = (fields: Record<string, string>) => ({
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  const page = await app.inject({
    method: 'POST',
    url: '/test-gateway/v1/checkout/embedded',
    ...form(checkoutFields),
  });
  expect(page.statusCode).toBe(200);
  const checkoutId = hiddenFields(page.body).checkout_id ?? '';
  const paid = await app.inject({
    method: 'POST',
    url: '/test-gateway/v1/checkout/embedded/pay',
    ...form({ checkout_id: checkoutId, method: 'upi', vpa: 'success@razorpay' }),
  });
  expect(paid.statusCode).toBe(200);
  return hiddenFields(paid.body);
}

describe('the built-in test gateway on two instances at once', () => {
  it('uses the same keys on both', () => {
    expect(apps.second.paymentGateway.keySecret).toBe(apps.first.app.paymentGateway.keySecret);
    expect(apps.second.paymentGateway.webhookSecret).toBe(
      apps.first.app.paymentGateway.webhookSecret,
    );
  });

  it("takes a payment on one instance's hosted checkout for an order the other made", async () => {
    const admin = await newAdmin(apps.first.app);
    const order = await placeOrder(admin);
    const start = await admin.call(paymentsApi.start, {
      body: {
        orderId: order.id,
      },
    });
    const { fields } = start.json() as { fields: Record<string, string> };
    const gatewayOrderId = fields.order_id ?? '';

    const callbackFields = await payOnHostedCheckout(apps.second, fields);

    const client = apps.first.app.paymentGateway.client;
    expect(await client.fetchOrder(gatewayOrderId)).toMatchObject({ status: 'paid' });
    const payments = await client.fetchOrderPayments(gatewayOrderId);
    expect(payments.map((payment) => [payment.id, payment.status])).toEqual([
      [callbackFields.razorpay_payment_id, 'captured'],
    ]);
    // The first instance takes the browser back with the second one's signature.
    expect((await returnFromGateway(apps.first.app, callbackFields)).statusCode).toBe(303);
    expect(await orderStatus(apps.first.app, order.id)).toBe('paid');
  });

  it('captures an order once when both instances are paid for it at the same moment', async () => {
    const admin = await newAdmin(apps.first.app);
    const order = await placeOrder(admin);
    const gatewayOrderId = await startPayment(admin, order.id);
    await Promise.all([
      setWebhooks(apps.first.app, { mode: 'drop' }),
      setWebhooks(apps.second, { mode: 'drop' }),
    ]);

    const answers = await Promise.all([
      payAt(apps.first.app, gatewayOrderId),
      payAt(apps.second, gatewayOrderId),
      payAt(apps.first.app, gatewayOrderId),
      payAt(apps.second, gatewayOrderId),
    ]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400, 400]);
    const payments = await apps.second.paymentGateway.client.fetchOrderPayments(gatewayOrderId);
    expect(payments.map((payment) => payment.status)).toEqual(['captured']);
    expect(await apps.first.app.paymentGateway.client.fetchOrder(gatewayOrderId)).toMatchObject({
      status: 'paid',
      attempts: 1,
    });
  });
});

describe('the built-in test gateway after a restart', () => {
  /** Paid at the gateway, whose webhook was lost in the crash: only reconciliation finds it. */
  let unreported: { orderId: string; gatewayOrderId: string; paymentId: string };
  /** Paid, with the browser on its way back when the server stopped. */
  let returning: { orderId: string; callbackFields: Record<string, string> };
  let keySecret: string;
  let restarted: App;

  beforeAll(async () => {
    const stopping = await anotherInstance();
    keySecret = stopping.paymentGateway.keySecret;
    const admin = await newAdmin(stopping);
    await setWebhooks(stopping, { mode: 'drop' });

    const lost = await placeOrder(admin);
    const lostGatewayOrder = await startPayment(admin, lost.id);
    const { payment } = await payAtGateway(stopping, lostGatewayOrder);
    unreported = { orderId: lost.id, gatewayOrderId: lostGatewayOrder, paymentId: payment.id };

    const away = await placeOrder(admin);
    const { callbackFields } = await payAtGateway(stopping, await startPayment(admin, away.id));
    returning = { orderId: away.id, callbackFields };

    await stopping.close();
    restarted = await anotherInstance();
  });

  afterAll(async () => {
    await restarted?.close();
  });

  it('still reports the orders and payments it took before', async () => {
    const client = restarted.paymentGateway.client;
    expect(await client.fetchOrder(unreported.gatewayOrderId)).toMatchObject({ status: 'paid' });
    const payments = await client.fetchOrderPayments(unreported.gatewayOrderId);
    expect(payments.map((payment) => [payment.id, payment.status])).toEqual([
      [unreported.paymentId, 'captured'],
    ]);
  });

  it('signs with the same keys, so a return signed before the restart is taken after it', async () => {
    expect(restarted.paymentGateway.keySecret).toBe(keySecret);
    const back = await returnFromGateway(restarted, returning.callbackFields);
    expect(back.statusCode).toBe(303);
    expect(await orderStatus(restarted, returning.orderId)).toBe('paid');
  });

  it('lets reconciliation find a payment whose webhook was lost in the crash', async () => {
    expect(await orderStatus(restarted, unreported.orderId)).toBe('awaiting_payment');
    await restarted.jobs.runOnce('payment reconciliation');
    expect(await orderStatus(restarted, unreported.orderId)).toBe('paid');
  });
});

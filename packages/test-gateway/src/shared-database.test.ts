import { paymentSignature, signaturesMatch } from '@prakar/razorpay/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type GatewayHarness,
  hiddenFields,
  startGateway,
  TEST_KEYS,
} from '#test/gateway-harness.ts';
import { openPgliteSql } from '#test/pglite-sql.ts';
import { openGatewayStore, randomKeys } from './gateway-store.ts';
import { UPI_SUCCESS } from './test-instruments.ts';

/** Two gateways on one database, as two server processes (or a server and its restart) are. */
let database: Awaited<ReturnType<typeof openPgliteSql>>;
let first: GatewayHarness;
let second: GatewayHarness;

beforeAll(async () => {
  database = await openPgliteSql();
  first = await startGateway({ sql: database });
  second = await startGateway({ sql: database });
});

afterAll(async () => {
  await second?.close();
  await first?.close();
  await database?.close();
});

const payByControl = (gateway: GatewayHarness, orderId: string) =>
  gateway.control('POST', `/orders/${orderId}/pay`, { method: 'card', outcome: 'success' });

describe('gateways sharing one database', () => {
  it('keep the keys the first one stored, whatever keys a later one would make', async () => {
    const later = await openGatewayStore(database, randomKeys);
    expect(later.keys).toEqual(TEST_KEYS);
  });

  it('take a payment on one for an order made on the other, and both report it', async () => {
    const order = await first.createOrder();
    const page = await second.openCheckout(order.id);
    expect(page.statusCode).toBe(200);
    const paid = await second.pay(page.body, 'upi', { vpa: UPI_SUCCESS });
    expect(paid.statusCode).toBe(200);
    const fields = hiddenFields(paid.body);

    expect(await first.client.fetchOrder(order.id)).toMatchObject({ status: 'paid', attempts: 1 });
    const payments = await first.client.fetchOrderPayments(order.id);
    expect(payments.map((payment) => [payment.id, payment.status])).toEqual([
      [fields.razorpay_payment_id, 'captured'],
    ]);
  });

  it('capture an order once when both are paid for it at the same moment', async () => {
    const order = await first.createOrder();
    const answers = await Promise.all([
      payByControl(first, order.id),
      payByControl(second, order.id),
      payByControl(first, order.id),
      payByControl(second, order.id),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400, 400]);
    const payments = await second.client.fetchOrderPayments(order.id);
    expect(payments.map((payment) => payment.status)).toEqual(['captured']);
    expect(await second.client.fetchOrder(order.id)).toMatchObject({ status: 'paid', attempts: 1 });
  });

  it('remember orders, payments and keys after the one that took them stops', async () => {
    const order = await first.createOrder();
    const paid = await payByControl(first, order.id);
    const { payment, callbackFields } = paid.json();
    await first.close();

    const restarted = await startGateway({ sql: database });
    try {
      expect(await restarted.client.fetchOrder(order.id)).toMatchObject({ status: 'paid' });
      expect(await restarted.client.fetchPayment(payment.id)).toEqual(payment);
      const expected = paymentSignature(TEST_KEYS.keySecret, order.id, payment.id);
      expect(signaturesMatch(expected, callbackFields.razorpay_signature)).toBe(true);
    } finally {
      await restarted.close();
    }
  });
});

describe('hosted checkouts', () => {
  it('forget the oldest beyond a thousand', async () => {
    const { state } = await openGatewayStore(database);
    const session = {
      orderId: 'order_Checkouts000001',
      merchantName: 'Prakar Tax Advisors',
      description: '',
      prefill: { name: null, email: null, contact: null },
      callbackUrl: 'http://merchant.test/callback',
      cancelUrl: null,
      notes: {},
    };
    const opened = [];
    for (let count = 0; count < 1_001; count += 1) opened.push(await state.openCheckout(session));
    expect(await state.checkout(opened[0]?.id ?? '')).toBeNull();
    expect(await state.checkout(opened[1]?.id ?? '')).toEqual(opened[1]);
  });
});

import { ordersApi } from '@prakar/shared/api/orders';
import { paymentsApi } from '@prakar/shared/api/payments';
import { subscriptionsApi } from '@prakar/shared/api/subscriptions';
import { transactionsApi } from '@prakar/shared/api/transactions';
import { addDays, addYears, istDay } from '@prakar/shared/ist-calendar';
import { paidPeriodText } from '@prakar/shared/payments';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  invoices,
  orders,
  outboundMail,
  subscriptionGrants,
  subscriptions,
} from '#src/db/schema.ts';
import { call } from '#test/call.ts';
import {
  flushWebhooks,
  payAtGateway,
  payThroughGateway,
  placeOrder,
  returnFromGateway,
  setWebhooks,
  startPayment,
  usePaymentsAppWithBuyer,
} from '#test/commerce-helpers.ts';
import { newAdmin } from '#test/users-helpers.ts';
import { WEBHOOK_PATH } from './payment-gateway.ts';
import { GATEWAY_REFUSAL_LIMIT } from './payments-service.ts';

const { app, db, admin } = usePaymentsAppWithBuyer();

async function orderRow(id: string) {
  const [row] = await db().select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`No order ${id}`);
  return row;
}

async function invoiceCount(orderId: string) {
  const [row] = await db()
    .select({ n: count() })
    .from(invoices)
    .where(eq(invoices.orderId, orderId));
  return row?.n ?? 0;
}

async function grantCount(orderId: string) {
  const [row] = await db()
    .select({ n: count() })
    .from(subscriptionGrants)
    .where(eq(subscriptionGrants.orderId, orderId));
  return row?.n ?? 0;
}

async function status(reference: string) {
  const response = await call(app(), paymentsApi.status, { params: { reference } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('paying an order', () => {
  it('sends the buyer to the hosted checkout with the server’s amount', async () => {
    const order = await placeOrder(admin());
    const response = await admin().call(paymentsApi.start, {
      body: {
        orderId: order.id,
      },
    });
    expect(response.statusCode).toBe(200);
    const { action, fields } = response.json();
    expect(action).toMatch(/\/test-gateway\/v1\/checkout\/embedded$/);
    expect(fields).toMatchObject({
      amount: String(order.totalPaise),
      currency: 'INR',
      order_id: expect.stringMatching(/^order_/),
      callback_url: expect.stringMatching(/\/api\/Transactions\/Payment\/callback$/),
      cancel_url: expect.stringContaining(`/payment-request?ref=${order.reference}&cancelled=1`),
      'prefill[email]': admin().email,
    });
    // A second attempt reuses the gateway's order.
    const again = await startPayment(admin(), order.id);
    expect(again).toBe(fields.order_id);
  });

  it('marks the order paid on the browser’s return, grants the plan and mails the invoice', async () => {
    const order = await placeOrder(admin(), [{ planCode: 'EFORM16_500', quantity: 1 }]);
    const gatewayOrderId = await startPayment(admin(), order.id);
    await setWebhooks(app(), { mode: 'drop' });
    const { callbackFields } = await payAtGateway(app(), gatewayOrderId);
    const back = await returnFromGateway(app(), callbackFields);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/payment-request?ref=${order.reference}`);

    const row = await orderRow(order.id);
    expect(row.status).toBe('paid');
    expect(await invoiceCount(order.id)).toBe(1);
    const [subscription] = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.productCode, 'EFORM16'));
    expect(subscription).toMatchObject({ planCode: 'EFORM16_500', seats: 500 });
    const invoiceMails = async () =>
      (await db().select().from(outboundMail).where(eq(outboundMail.to, admin().email))).filter(
        (mail) => mail.subject.startsWith('Payment received'),
      );
    // The paying transaction issues the invoice as data; the worker renders and mails it.
    const [issued] = await db().select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(issued).toMatchObject({ pdf: null, mailPending: true });
    expect(issued?.document).toMatchObject({ number: issued?.number, totalPaise: row.totalPaise });
    expect(await invoiceMails()).toEqual([]);
    expect(await app().jobs.drain('invoices')).toEqual({ mailed: 1, failed: 0 });
    const [invoiceMail] = await invoiceMails();
    expect(invoiceMail?.attachments[0]).toMatchObject({ contentType: 'application/pdf' });
    const [rendered] = await db().select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(rendered?.mailPending).toBe(false);
    expect(invoiceMail?.attachments[0]?.content).toBe(rendered?.pdf?.toString('base64'));
    const paid = await status(order.reference);
    expect(paid).toMatchObject({
      state: 'paid',
      invoiceNumber: expect.stringMatching(/^PTA\/\d\d-\d\d\/\d{5}$/),
    });
    // The result page and the mail say what was bought, from and to which day.
    const today = istDay(new Date());
    expect(paid.subscriptions).toEqual([
      {
        productCode: 'EFORM16',
        productName: 'E-Form16',
        planName: expect.any(String),
        startsOn: today,
        endsOn: subscription?.endsOn,
      },
    ]);
    const [period] = paid.subscriptions;
    if (!period) throw new Error('The order paid for no subscription.');
    expect(invoiceMail?.text).toContain(`Your subscriptions:\n- ${paidPeriodText(period)}`);
    expect(invoiceMail?.html).toContain(`<li>${paidPeriodText(period)}</li>`);
  });

  it('refuses a forged return: no order page, and nothing settled the gateway has not seen', async () => {
    const order = await placeOrder(admin());
    const gatewayOrderId = await startPayment(admin(), order.id);
    const forgeries: Record<string, string>[] = [
      // A known gateway order id with a wrong signature, or none.
      {
        razorpay_order_id: gatewayOrderId,
        razorpay_payment_id: 'pay_ForgedPayment01',
        razorpay_signature: 'a'.repeat(64),
      },
      { razorpay_order_id: gatewayOrderId, razorpay_payment_id: 'pay_ForgedPayment01' },
      { razorpay_order_id: gatewayOrderId },
      // A failure naming the order with a payment the gateway never made for it.
      {
        'error[code]': 'BAD_REQUEST_ERROR',
        'error[metadata]': JSON.stringify({
          order_id: gatewayOrderId,
          payment_id: 'pay_ForgedPayment01',
        }),
      },
    ];
    for (const fields of forgeries) {
      const back = await returnFromGateway(app(), fields);
      expect(back.statusCode).toBe(303);
      // The order's page would show its reference, and so its invoice once paid.
      expect(back.headers.location).toBe('/payment-request');
    }
    expect((await orderRow(order.id)).status).toBe('awaiting_payment');
    expect(await status(order.reference)).toMatchObject({ state: 'unpaid' });
  });

  it('refuses a failed return that names another order’s real payment', async () => {
    const mine = await placeOrder(admin());
    const theirs = await placeOrder(admin(), [{ planCode: 'EFORM16_500', quantity: 1 }]);
    const myGatewayOrder = await startPayment(admin(), mine.id);
    const failed = await payAtGateway(
      app(),
      await startPayment(admin(), theirs.id),
      'wallet',
      'failure',
    );
    const metadata = JSON.parse(failed.callbackFields['error[metadata]'] ?? '{}');
    const back = await returnFromGateway(app(), {
      ...failed.callbackFields,
      'error[metadata]': JSON.stringify({ ...metadata, order_id: myGatewayOrder }),
    });
    expect(back.headers.location).toBe('/payment-request');
  });

  it('fulfils once when the webhook arrives before the browser returns', async () => {
    const order = await placeOrder(admin(), [{ planCode: 'EPOI_STARTER', quantity: 1 }]);
    const gatewayOrderId = await startPayment(admin(), order.id);
    await setWebhooks(app(), { mode: 'hold' });
    const { callbackFields } = await payAtGateway(app(), gatewayOrderId);
    const delivered = await flushWebhooks(app());
    expect(delivered.statuses.every((code) => code === 200)).toBe(true);
    expect((await orderRow(order.id)).status).toBe('paid');

    await returnFromGateway(app(), callbackFields);
    expect(await invoiceCount(order.id)).toBe(1);
    expect(await grantCount(order.id)).toBe(1);
  });

  it('fulfils once when the browser returns first and webhooks come late, three times, out of order', async () => {
    const order = await placeOrder(admin(), [{ planCode: 'SMART_TDS_SINGLE', quantity: 1 }]);
    const gatewayOrderId = await startPayment(admin(), order.id);
    await setWebhooks(app(), { mode: 'hold', copies: 3, reverse: true });
    const { callbackFields } = await payAtGateway(app(), gatewayOrderId);
    await returnFromGateway(app(), callbackFields);
    expect((await orderRow(order.id)).status).toBe('paid');

    const delivered = await flushWebhooks(app());
    // payment.captured and order.paid, three copies each.
    expect(delivered.delivered).toBe(6);
    expect(delivered.statuses).toEqual(Array(6).fill(200));
    expect(await invoiceCount(order.id)).toBe(1);
    expect(await grantCount(order.id)).toBe(1);
  });

  it('finds a payment nobody reported by reconciling with the gateway', async () => {
    const order = await placeOrder(admin(), [{ planCode: 'EPOI_GROWTH', quantity: 1 }]);
    const gatewayOrderId = await startPayment(admin(), order.id);
    await setWebhooks(app(), { mode: 'drop' });
    await payAtGateway(app(), gatewayOrderId);
    expect((await orderRow(order.id)).status).toBe('awaiting_payment');

    await app().jobs.runOnce('payment reconciliation');
    expect((await orderRow(order.id)).status).toBe('paid');
    expect(await invoiceCount(order.id)).toBe(1);
  });

  it('gives up on an order the gateway does not know after five refusals, and sets it aside', async () => {
    const order = await placeOrder(admin());
    await db()
      .update(orders)
      .set({ gatewayOrderId: 'order_UnknownToGate1' })
      .where(eq(orders.id, order.id));
    const dueNow = () =>
      db().update(orders).set({ checkedAt: null }).where(eq(orders.id, order.id));
    for (let pass = 1; pass <= GATEWAY_REFUSAL_LIMIT; pass += 1) {
      await dueNow();
      await app().jobs.runOnce('payment reconciliation');
      const row = await orderRow(order.id);
      expect(row.gatewayRefusals).toBe(pass);
      expect(row.needsAttention === null).toBe(pass < GATEWAY_REFUSAL_LIMIT);
    }
    expect((await orderRow(order.id)).needsAttention).toMatch(
      /^The payment gateway does not know order order_UnknownToGate1/,
    );
    // Set aside: the next passes leave it alone.
    await dueNow();
    await app().jobs.runOnce('payment reconciliation');
    expect((await orderRow(order.id)).gatewayRefusals).toBe(GATEWAY_REFUSAL_LIMIT);
  });

  it('records a failed wallet payment, then takes the retry', async () => {
    const order = await placeOrder(admin(), [{ planCode: 'EFORM16_2500', quantity: 1 }]);
    const gatewayOrderId = await startPayment(admin(), order.id);
    await setWebhooks(app(), { mode: 'immediate' });
    const failed = await payAtGateway(app(), gatewayOrderId, 'wallet', 'failure');
    expect(failed.callbackFields['error[code]']).toBe('BAD_REQUEST_ERROR');
    const back = await returnFromGateway(app(), failed.callbackFields);
    // The gateway confirms the failure it did not sign, so the buyer sees their order.
    expect(back.headers.location).toBe(`/payment-request?ref=${order.reference}`);
    expect(await status(order.reference)).toMatchObject({
      state: 'failed',
      failureReason: expect.any(String),
      orderId: order.id,
    });
    expect((await orderRow(order.id)).status).toBe('payment_failed');

    expect(await startPayment(admin(), order.id)).toBe(gatewayOrderId);
    const retried = await payAtGateway(app(), gatewayOrderId, 'upi');
    await returnFromGateway(app(), retried.callbackFields);
    expect(await status(order.reference)).toMatchObject({ state: 'paid', failureReason: null });
    const history = await admin().call(transactionsApi.list, { query: { pageSize: '100' } });
    const listed = history.json().transactions.find((item: { id: string }) => item.id === order.id);
    expect(listed?.payments.map((payment: { status: string }) => payment.status)).toEqual([
      'failed',
      'captured',
    ]);
  });

  it('refuses to start paying an order that is already paid', async () => {
    const order = await placeOrder(admin(), [{ planCode: 'EPOI_ENTERPRISE', quantity: 1 }]);
    await payThroughGateway(app(), admin(), order.id);
    const again = await admin().call(paymentsApi.start, {
      body: {
        orderId: order.id,
      },
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('renewals', () => {
  it('extends a live subscription from its current end date', async () => {
    const buyer = await newAdmin(app(), 'Renewing Works');
    await setWebhooks(app(), { mode: 'drop' });
    const pay = async (years: number) => {
      const order = await placeOrder(buyer, [{ planCode: 'SMART_TDS_25', quantity: years }]);
      await payThroughGateway(app(), buyer, order.id);
      return order;
    };
    await pay(1);
    const first = (await buyer.call(subscriptionsApi.list)).json().subscriptions;
    const renewal = await pay(2);
    const second = (await buyer.call(subscriptionsApi.list)).json().subscriptions;
    expect(second).toHaveLength(1);
    expect(second[0]?.startsOn).toBe(first[0]?.startsOn);
    const firstEnd = first[0]?.endsOn ?? '';
    expect(second[0]?.endsOn).toBe(addYears(firstEnd, 2));
    // The renewal paid for the days after the first period, not from today.
    expect((await status(renewal.reference)).subscriptions).toMatchObject([
      {
        productCode: 'SMART_TDS',
        startsOn: addDays(firstEnd, 1),
        endsOn: second[0]?.endsOn,
      },
    ]);
  });
});

describe('webhooks', () => {
  it('applies the same event delivered three times in parallel exactly once', async () => {
    const order = await placeOrder(admin(), [{ planCode: 'EFORM16_10000', quantity: 1 }]);
    const gatewayOrderId = await startPayment(admin(), order.id);
    await setWebhooks(app(), { mode: 'hold', copies: 3 });
    await payAtGateway(app(), gatewayOrderId);
    const delivered = await flushWebhooks(app());
    expect(delivered.statuses).toEqual(Array(6).fill(200));

    expect((await orderRow(order.id)).status).toBe('paid');
    expect(await invoiceCount(order.id)).toBe(1);
    expect(await grantCount(order.id)).toBe(1);
    const log = await app().inject({
      method: 'GET',
      url: '/test-gateway/_control/webhooks/log',
      remoteAddress: '127.0.0.1',
    });
    const sent = (log.json() as { eventId: string }[]).slice(-6);
    const copies = new Map<string, number>();
    for (const { eventId } of sent) copies.set(eventId, (copies.get(eventId) ?? 0) + 1);
    expect([...copies.values()]).toEqual([3, 3]);
  });

  it('refuses a bad signature, a re-serialised body and a missing event id', async () => {
    const body = JSON.stringify({ entity: 'event', event: 'payment.captured', payload: {} });
    const post = (headers: Record<string, string>, payload: string) =>
      app().inject({
        method: 'POST',
        url: WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', ...headers },
        payload,
      });
    const { webhookSecret } = app().paymentGateway;
    const { webhookSignature } = await import('@prakar/razorpay/protocol');
    const signature = webhookSignature(webhookSecret, body);

    const forged = await post(
      { 'x-razorpay-signature': 'b'.repeat(64), 'x-razorpay-event-id': 'evt_A1' },
      body,
    );
    expect(forged.statusCode).toBe(400);

    const reserialised = JSON.stringify(JSON.parse(body), null, 1);
    const changed = await post(
      { 'x-razorpay-signature': signature, 'x-razorpay-event-id': 'evt_A2' },
      reserialised,
    );
    expect(changed.statusCode).toBe(400);

    const noId = await post({ 'x-razorpay-signature': signature }, body);
    expect(noId.statusCode).toBe(400);

    const good = await post(
      { 'x-razorpay-signature': signature, 'x-razorpay-event-id': 'evt_A3' },
      body,
    );
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ status: 'applied' });
    const again = await post(
      { 'x-razorpay-signature': signature, 'x-razorpay-event-id': 'evt_A3' },
      body,
    );
    expect(again.json()).toEqual({ status: 'duplicate' });
  });
});

describe('invoice numbers', () => {
  it('stay gap-free and unique when many payments settle at once', async () => {
    await setWebhooks(app(), { mode: 'drop' });
    const buyers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => newAdmin(app(), `Parallel ${index}`)),
    );
    const returns = [];
    for (const buyer of buyers) {
      const order = await placeOrder(buyer, [{ planCode: 'EPOI_STARTER', quantity: 1 }]);
      const { callbackFields } = await payAtGateway(app(), await startPayment(buyer, order.id));
      returns.push(callbackFields);
    }
    const before = await db().select({ sequence: invoices.sequence }).from(invoices);
    await Promise.all(returns.map((fields) => returnFromGateway(app(), fields)));
    const after = await db()
      .select({ sequence: invoices.sequence, year: invoices.financialYear })
      .from(invoices);
    expect(after.length).toBe(before.length + 6);
    const sequences = after.map((row) => row.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(sequences.map((_, index) => index + 1));
  });
});

describe('another organisation', () => {
  it('can neither read nor pay our orders and invoices', async () => {
    const order = await placeOrder(admin(), [{ planCode: 'SMART_TDS_5', quantity: 1 }]);
    await payThroughGateway(app(), admin(), order.id);
    const paid = (await admin().call(ordersApi.get, { params: { orderId: order.id } })).json();
    expect(paid.invoice).not.toBeNull();
    const invoiceId = paid.invoice?.id ?? '';

    const stranger = await newAdmin(app(), 'Nosy Traders');
    const reads = await Promise.all([
      stranger.call(ordersApi.get, { params: { orderId: order.id } }),
      stranger.call(transactionsApi.invoicePdf, { params: { invoiceId } }),
      stranger.call(paymentsApi.start, { body: { orderId: order.id } }),
    ]);
    expect(reads.map((response) => response.statusCode)).toEqual([404, 404, 404]);
    const list = (await stranger.call(transactionsApi.list)).json();
    expect(list.transactions.map((item: { id: string }) => item.id)).not.toContain(order.id);

    const own = await admin().call(transactionsApi.invoicePdf, {
      params: { invoiceId },
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

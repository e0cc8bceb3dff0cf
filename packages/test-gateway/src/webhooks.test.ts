import { signaturesMatch, webhookSignature } from '@prakar/razorpay/protocol';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  hiddenFields,
  parseEvent,
  startGateway,
  TEST_KEYS,
  useGateway,
} from '#test/gateway-harness.ts';

const gateway = useGateway({ webhookRetryDelaysMs: [5, 10] });

/** Each test starts from immediate delivery with nothing held, received or pending. */
afterEach(async () => {
  await gateway().control('POST', '/webhooks', { mode: 'immediate' });
  await gateway().control('POST', '/webhooks/flush');
  gateway().received.length = 0;
  gateway().webhookAnswers.length = 0;
});

async function payOrder(outcome: 'success' | 'failure' = 'success') {
  const order = await gateway().createOrder();
  const response = await gateway().control('POST', `/orders/${order.id}/pay`, {
    method: 'card',
    outcome,
  });
  expect(response.statusCode).toBe(200);
  return { order, ...(response.json() as { payment: { id: string; status: string } }) };
}

describe('webhook delivery', () => {
  it('sends payment.captured then order.paid, signed over the exact bytes', async () => {
    const { order, payment } = await payOrder();
    const [captured, paid] = await gateway().waitForWebhooks(2);
    if (!captured || !paid) throw new Error('missing webhooks');

    for (const webhook of [captured, paid]) {
      expect(webhook.headers['content-type']).toBe('application/json');
      const signature = String(webhook.headers['x-razorpay-signature']);
      expect(signature).toBe(webhookSignature(TEST_KEYS.webhookSecret, webhook.raw));
      expect(
        signaturesMatch(webhookSignature(TEST_KEYS.webhookSecret, webhook.raw), signature),
      ).toBe(true);
      // The same content with other whitespace is other bytes: the signature must not fit it.
      const reserialised = JSON.stringify(JSON.parse(webhook.raw.toString('utf8')), null, 1);
      expect(reserialised).not.toBe(webhook.raw.toString('utf8'));
      expect(
        signaturesMatch(webhookSignature(TEST_KEYS.webhookSecret, reserialised), signature),
      ).toBe(false);
      expect(String(webhook.headers['x-razorpay-event-id'])).toMatch(/^evt_[0-9A-Za-z]{14}$/);
    }
    expect(captured.headers['x-razorpay-event-id']).not.toBe(paid.headers['x-razorpay-event-id']);

    const first = parseEvent(captured);
    expect(first).toMatchObject({
      entity: 'event',
      event: 'payment.captured',
      contains: ['payment'],
      payload: { payment: { entity: { id: payment.id, status: 'captured' } } },
    });
    expect(first.payload.order).toBeUndefined();
    const second = parseEvent(paid);
    expect(second).toMatchObject({
      event: 'order.paid',
      contains: ['payment', 'order'],
      payload: {
        payment: { entity: { id: payment.id } },
        order: { entity: { id: order.id, status: 'paid', amount_due: 0 } },
      },
    });
  });

  it('sends payment.failed after a failed payment', async () => {
    const { payment } = await payOrder('failure');
    const [failed] = await gateway().waitForWebhooks(1);
    if (!failed) throw new Error('missing webhook');
    expect(parseEvent(failed)).toMatchObject({
      event: 'payment.failed',
      contains: ['payment'],
      payload: { payment: { entity: { id: payment.id, status: 'failed' } } },
    });
    // Only one event for a failure, and the log agrees.
    await vi.waitFor(async () => {
      const log = (await gateway().control('GET', '/webhooks/log')).json();
      expect(log.at(-1)).toEqual({
        eventId: failed.headers['x-razorpay-event-id'],
        event: 'payment.failed',
        status: 200,
      });
    });
    expect(gateway().received).toHaveLength(1);
  });

  it('also sends them after a payment on the hosted checkout page', async () => {
    const order = await gateway().createOrder();
    const page = await gateway().openCheckout(order.id);
    await gateway().pay(page.body, 'upi', { vpa: 'success@razorpay' });
    const webhooks = await gateway().waitForWebhooks(2);
    expect(webhooks.map((webhook) => parseEvent(webhook).event)).toEqual([
      'payment.captured',
      'order.paid',
    ]);
  });

  it('retries a refused delivery with the same id and the same bytes', async () => {
    gateway().webhookAnswers.push(500, 503);
    await payOrder('failure');
    const [first, second, third] = await gateway().waitForWebhooks(3);
    if (!first || !second || !third) throw new Error('missing webhooks');
    for (const retry of [second, third]) {
      expect(retry.headers['x-razorpay-event-id']).toBe(first.headers['x-razorpay-event-id']);
      expect(retry.raw.equals(first.raw)).toBe(true);
      expect(retry.headers['x-razorpay-signature']).toBe(first.headers['x-razorpay-signature']);
    }
    // The last answer is logged once the receiver's reply is back, just after it recorded the body.
    await vi.waitFor(async () => {
      const log: { eventId: string; status: number }[] = (
        await gateway().control('GET', '/webhooks/log')
      ).json();
      const attempts = log.filter(
        (entry) => entry.eventId === first.headers['x-razorpay-event-id'],
      );
      expect(attempts.map((entry) => entry.status)).toEqual([500, 503, 200]);
    });
  });

  it('holds events until flushed, then sends copies with the same id, in reverse order', async () => {
    const set = await gateway().control('POST', '/webhooks', {
      mode: 'hold',
      copies: 3,
      reverse: true,
    });
    expect(set.json()).toEqual({ mode: 'hold', copies: 3, reverse: true, delayMs: 0 });
    await payOrder();
    // Nothing goes out while held; the flush answers only after every delivery.
    expect(gateway().received).toHaveLength(0);
    const flushed = await gateway().control('POST', '/webhooks/flush');
    expect(flushed.json()).toEqual({ delivered: 6, statuses: [200, 200, 200, 200, 200, 200] });
    expect(gateway().received).toHaveLength(6);

    const events = gateway().received.map((webhook) => ({
      id: webhook.headers['x-razorpay-event-id'],
      event: parseEvent(webhook).event,
      raw: webhook.raw.toString('utf8'),
    }));
    expect(events.map((event) => event.event)).toEqual([
      'order.paid',
      'order.paid',
      'order.paid',
      'payment.captured',
      'payment.captured',
      'payment.captured',
    ]);
    for (const group of [events.slice(0, 3), events.slice(3)]) {
      expect(new Set(group.map((event) => event.id)).size).toBe(1);
      expect(new Set(group.map((event) => event.raw)).size).toBe(1);
    }
    expect(events[0]?.id).not.toBe(events[3]?.id);
  });

  it('keeps the settings in force when an event was queued', async () => {
    await gateway().control('POST', '/webhooks', { mode: 'hold', copies: 2 });
    await payOrder('failure');
    await gateway().control('POST', '/webhooks', { mode: 'hold', copies: 1 });
    await payOrder('failure');
    const flushed = await gateway().control('POST', '/webhooks/flush');
    expect(flushed.json()).toMatchObject({ delivered: 3 });
    const ids = gateway().received.map((webhook) => webhook.headers['x-razorpay-event-id']);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).not.toBe(ids[0]);
  });

  it('sends nothing in drop mode', async () => {
    await gateway().control('POST', '/webhooks', { mode: 'drop' });
    const logBefore = (await gateway().control('GET', '/webhooks/log')).json().length;
    await payOrder();
    await gateway().control('POST', '/webhooks', { mode: 'immediate' });
    // A later payment's webhooks arrive; the dropped ones never do.
    const { payment } = await payOrder('failure');
    const [only] = await gateway().waitForWebhooks(1);
    if (!only) throw new Error('missing webhook');
    expect(parseEvent(only).payload.payment.entity.id).toBe(payment.id);
    expect(gateway().received).toHaveLength(1);
    expect(
      await gateway()
        .control('POST', '/webhooks/flush')
        .then((r) => r.json()),
    ).toEqual({
      delivered: 0,
      statuses: [],
    });
    await vi.waitFor(async () => {
      const log: { event: string }[] = (await gateway().control('GET', '/webhooks/log')).json();
      expect(log.slice(logBefore).map((entry) => entry.event)).toEqual(['payment.failed']);
    });
  });

  it('posts to an absolute webhook URL on another server', async () => {
    const receiver = Fastify();
    const bodies: string[] = [];
    receiver.post('/hook', async (request) => {
      bodies.push(JSON.stringify(request.body));
      return {};
    });
    await receiver.listen({ port: 0, host: '127.0.0.1' });
    const address = receiver.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const other = await startGateway({ webhookUrl: `http://127.0.0.1:${port}/hook` });
    try {
      const order = await other.createOrder();
      await other.control('POST', `/orders/${order.id}/pay`, { method: 'upi', outcome: 'failure' });
      await vi.waitFor(() => expect(bodies).toHaveLength(1));
      expect(bodies[0]).toContain('payment.failed');
    } finally {
      await other.close();
      await receiver.close();
    }
  });
});

describe('control routes', () => {
  it('pay an order as the hosted page would and give the callback fields', async () => {
    const order = await gateway().createOrder();
    const response = await gateway().control('POST', `/orders/${order.id}/pay`, {
      method: 'wallet',
      outcome: 'success',
    });
    const body = response.json();
    expect(body.payment).toMatchObject({
      status: 'captured',
      method: 'wallet',
      order_id: order.id,
    });
    expect(Object.keys(body.callbackFields).sort()).toEqual([
      'razorpay_order_id',
      'razorpay_payment_id',
      'razorpay_signature',
    ]);
    expect((await gateway().client.fetchOrder(order.id)).status).toBe('paid');
    const again = await gateway().control('POST', `/orders/${order.id}/pay`, {
      method: 'wallet',
      outcome: 'success',
    });
    expect(again.statusCode).toBe(400);
    await gateway().waitForWebhooks(2);
  });

  it('give the same callback fields the browser would post', async () => {
    const order = await gateway().createOrder();
    const response = await gateway().control('POST', `/orders/${order.id}/pay`, {
      method: 'card',
      outcome: 'failure',
    });
    const { payment, callbackFields } = response.json();
    expect(callbackFields).toEqual({
      'error[code]': 'BAD_REQUEST_ERROR',
      'error[description]': 'Your payment has been declined by the bank.',
      'error[source]': 'bank',
      'error[step]': 'payment_authorization',
      'error[reason]': 'card_declined',
      'error[metadata]': JSON.stringify({ payment_id: payment.id, order_id: order.id }),
    });
    await gateway().waitForWebhooks(1);
    // Same shape as what the hosted page returns.
    const page = await gateway().openCheckout(order.id);
    const viaPage = await gateway().pay(page.body, 'card', {
      card_number: '4000000000000002',
      card_expiry: '12/39',
      card_cvv: '123',
      card_name: 'Asha Rao',
    });
    expect(Object.keys(hiddenFields(viaPage.body)).sort()).toEqual(
      Object.keys(callbackFields).sort(),
    );
    await gateway().waitForWebhooks(2);
  });

  it('validate their input', async () => {
    const bad = await gateway().control('POST', '/webhooks', { mode: 'hold', copies: 6 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('copies');
    const unknownOrder = await gateway().control('POST', '/orders/order_DoesNotExist00/pay', {
      method: 'upi',
      outcome: 'success',
    });
    expect(unknownOrder.json()).toEqual({
      error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' },
    });
  });

  it.each([
    ['x-forwarded-for', { 'x-forwarded-for': '203.0.113.9' }, '127.0.0.1'],
    ['forwarded', { forwarded: 'for=203.0.113.9' }, '127.0.0.1'],
    ['x-real-ip', { 'x-real-ip': '203.0.113.9' }, '127.0.0.1'],
    ['a remote address', {}, '203.0.113.9'],
  ])('do not exist for a request with %s', async (_label, headers, remoteAddress) => {
    for (const [method, url] of [
      ['POST', '/webhooks/flush'],
      ['GET', '/webhooks/log'],
      ['POST', '/orders/order_AAAAAAAAAAAAAA/pay'],
    ] as const) {
      const response = await gateway().app.inject({
        method,
        url: `/test-gateway/_control${url}`,
        headers,
        remoteAddress,
      });
      expect(response.statusCode).toBe(404);
    }
    const local = await gateway().control('GET', '/webhooks/log');
    expect(local.statusCode).toBe(200);
  });
});

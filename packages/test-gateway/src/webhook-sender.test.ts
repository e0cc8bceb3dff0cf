import type { GatewayOrder, GatewayPayment } from '@prakar/razorpay/protocol';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorFields } from './test-instruments.ts';
import { paymentEvents } from './webhook-events.ts';
import { createWebhookSender } from './webhook-sender.ts';

/**
 * The sender's clock-driven behaviour (delays, retries, cancelling on close), with fake timers
 * and a fake fetch, so no test depends on how fast anything runs.
 */

const order: GatewayOrder = {
  id: 'order_AAAAAAAAAAAAAA',
  entity: 'order',
  amount: 10_000,
  amount_paid: 10_000,
  amount_due: 0,
  currency: 'INR',
  receipt: 'r1',
  status: 'paid',
  attempts: 1,
  notes: {},
  created_at: 1_700_000_000,
};

const payment: GatewayPayment = {
  id: 'pay_AAAAAAAAAAAAAA',
  entity: 'payment',
  amount: 10_000,
  currency: 'INR',
  status: 'captured',
  order_id: order.id,
  amount_refunded: 0,
  refund_status: null,
  method: 'upi',
  captured: true,
  description: null,
  email: null,
  contact: null,
  wallet: null,
  vpa: 'success@razorpay',
  card: null,
  ...errorFields(null),
  notes: {},
  created_at: 1_700_000_000,
};

const silentLog = Fastify({ logger: false }).log;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn<typeof fetch>(async () => new Response('ok', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function sender(retryDelaysMs?: number[]) {
  return createWebhookSender({
    url: () => 'http://127.0.0.1:1/webhook',
    secret: 'whsec',
    retryDelaysMs,
    log: silentLog,
  });
}

/**
 * Lets the fake fetch's promises settle without moving the clock (vi.waitFor would move it).
 */
async function drain() {
  for (let i = 0; i < 10; i++) await vi.advanceTimersByTimeAsync(0);
}

const bodiesSent = () => fetchMock.mock.calls.map(([, init]) => String(init?.body));

describe('webhook sender', () => {
  it('waits delayMs before sending, then sends the events in order', async () => {
    const webhooks = sender();
    webhooks.setPolicy({ mode: 'immediate', copies: 1, reverse: false, delayMs: 5_000 });
    webhooks.queue(paymentEvents('acc_AAAAAAAAAAAAAA', payment, order));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await drain();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(bodiesSent().map((body) => JSON.parse(body).event)).toEqual([
      'payment.captured',
      'order.paid',
    ]);
    webhooks.close();
  });

  it('retries a failed delivery after growing waits, with the same id and bytes, then gives up', async () => {
    fetchMock.mockImplementation(async () => new Response('no', { status: 500 }));
    const webhooks = sender([1_000, 4_000]);
    const [failed] = paymentEvents('acc_AAAAAAAAAAAAAA', { ...payment, status: 'failed' }, order);
    if (!failed) throw new Error('no event');
    webhooks.queue([failed]);
    await drain();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await drain();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3_999);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await drain();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);

    const headers = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers));
    expect(new Set(headers.map((h) => h.get('x-razorpay-event-id')))).toEqual(new Set([failed.id]));
    expect(new Set(bodiesSent()).size).toBe(1);
    expect(webhooks.log().map((entry) => entry.status)).toEqual([500, 500, 500]);
    webhooks.close();
  });

  it('records a network failure as status 0 and retries it', async () => {
    fetchMock.mockImplementationOnce(async () => {
      throw new TypeError('fetch failed');
    });
    const webhooks = sender([1_000]);
    webhooks.queue(paymentEvents('acc_AAAAAAAAAAAAAA', { ...payment, status: 'failed' }, order));
    await drain();
    expect(webhooks.log()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await drain();
    expect(webhooks.log()).toHaveLength(2);
    expect(webhooks.log().map((entry) => entry.status)).toEqual([0, 200]);
    webhooks.close();
  });

  it('cancels delayed sends and pending retries on close', async () => {
    fetchMock.mockImplementation(async () => new Response('no', { status: 500 }));
    const webhooks = sender([1_000]);
    webhooks.queue(paymentEvents('acc_AAAAAAAAAAAAAA', { ...payment, status: 'failed' }, order));
    await drain();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    webhooks.setPolicy({ mode: 'immediate', copies: 1, reverse: false, delayMs: 2_000 });
    webhooks.queue(paymentEvents('acc_AAAAAAAAAAAAAA', payment, order));
    webhooks.close();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('forgets held events on close and queues nothing afterwards', async () => {
    const webhooks = sender();
    webhooks.setPolicy({ mode: 'hold', copies: 1, reverse: false, delayMs: 0 });
    webhooks.queue(paymentEvents('acc_AAAAAAAAAAAAAA', payment, order));
    webhooks.close();
    expect(await webhooks.flush()).toEqual({ delivered: 0, statuses: [] });
    webhooks.setPolicy({ mode: 'immediate', copies: 1, reverse: false, delayMs: 0 });
    webhooks.queue(paymentEvents('acc_AAAAAAAAAAAAAA', payment, order));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

import { type AddressInfo, createServer } from 'node:net';
import {
  createRazorpayClient,
  GatewayError,
  GatewayUnavailableError,
} from '@prakar/razorpay/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type GatewayHarness, startGateway, TEST_KEYS } from './gateway-harness.ts';

/** A hanging request is released when the file's tests end, so the server can close. */
let releaseSlow: () => void = () => {};
const slowAnswer = new Promise<void>((resolve) => {
  releaseSlow = resolve;
});

let gateway: GatewayHarness;

beforeAll(async () => {
  gateway = await startGateway({
    // A misbehaving "gateway" beside the real one, for the adapter's defences.
    setUp: (app) => {
      app.get('/broken/v1/orders/:id', async () => ({
        id: 'order_X',
        entity: 'order',
        amount: '5',
      }));
      app.get('/broken/v1/payments/:id', async (_request, reply) =>
        reply.type('text/html').send('<html>maintenance</html>'),
      );
      app.get('/failing/v1/orders/:id', async (_request, reply) =>
        reply.code(503).send({ error: { code: 'SERVER_ERROR', description: 'down' } }),
      );
      app.get('/odd-error/v1/orders/:id', async (_request, reply) => reply.code(404).send('nope'));
      app.get('/slow/v1/orders/:id', async () => {
        await slowAnswer;
        return {};
      });
      app.get('/real-shape/v1/orders/:id', async () => ({
        id: 'order_RealShape000001',
        entity: 'order',
        amount: 50_000,
        amount_paid: 0,
        amount_due: 50_000,
        currency: 'INR',
        receipt: null,
        offer_id: null,
        status: 'created',
        attempts: 0,
        notes: [],
        created_at: 1_700_000_000,
      }));
    },
  });
});

afterAll(async () => {
  releaseSlow();
  await gateway?.close();
});

const clientAt = (path: string, timeoutMs?: number) =>
  createRazorpayClient({ apiBase: `${gateway.origin}${path}`, ...TEST_KEYS, timeoutMs });

describe('orders through the adapter', () => {
  it('creates an order and fetches it back', async () => {
    const created = await gateway.client.createOrder({
      amount: 1_18_000,
      currency: 'INR',
      receipt: 'rcpt_2025_0001',
      notes: { plan: 'itr-basic' },
    });
    expect(created).toMatchObject({
      entity: 'order',
      amount: 1_18_000,
      amount_paid: 0,
      amount_due: 1_18_000,
      currency: 'INR',
      receipt: 'rcpt_2025_0001',
      status: 'created',
      attempts: 0,
      notes: { plan: 'itr-basic' },
    });
    expect(created.id).toMatch(/^order_[0-9A-Za-z]{14}$/);
    expect(await gateway.client.fetchOrder(created.id)).toEqual(created);
    expect(await gateway.client.fetchOrderPayments(created.id)).toEqual([]);
  });

  it('turns the gateway refusing bad input into a GatewayError with its code and field', async () => {
    const error = await gateway.client
      .createOrder({ amount: 99, currency: 'INR', receipt: 'r' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST_ERROR',
      message: 'Order amount less than minimum amount allowed',
    });
  });

  it('refuses a long receipt and too many notes', async () => {
    await expect(
      gateway.client.createOrder({ amount: 100, currency: 'INR', receipt: 'r'.repeat(41) }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/receipt/) });
    const notes = Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`k${i}`, 'v']));
    await expect(
      gateway.client.createOrder({ amount: 100, currency: 'INR', receipt: 'r', notes }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/notes/) });
  });

  it('answers an unknown id as Razorpay does', async () => {
    await expect(gateway.client.fetchOrder('order_DoesNotExist00')).rejects.toMatchObject({
      name: 'GatewayError',
      status: 400,
      code: 'BAD_REQUEST_ERROR',
      message: 'The id provided does not exist',
    });
    await expect(gateway.client.fetchPayment('pay_DoesNotExist0000')).rejects.toBeInstanceOf(
      GatewayError,
    );
  });

  it('fails with 401 when the key is wrong', async () => {
    const client = createRazorpayClient({
      apiBase: gateway.apiBase,
      keyId: TEST_KEYS.keyId,
      keySecret: 'not-the-secret',
    });
    const error = await client
      .fetchOrder('order_AAAAAAAAAAAAAA')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({
      status: 401,
      code: 'BAD_REQUEST_ERROR',
      message: 'The api key provided is invalid',
    });
  });

  it('answers a request without credentials with the 401 body', async () => {
    const response = await fetch(`${gateway.apiBase}/v1/orders/order_AAAAAAAAAAAAAA`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'BAD_REQUEST_ERROR', description: 'The api key provided is invalid' },
    });
  });
});

describe('ids in paths', () => {
  it('rejects a malformed id before making any request', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      for (const id of ['../v1/payments', 'order_1?x=1', 'order 1', '', 'order_1/payments', 'é']) {
        await expect(gateway.client.fetchOrder(id)).rejects.toMatchObject({
          name: 'GatewayError',
          status: 400,
        });
        await expect(gateway.client.fetchPayment(id)).rejects.toBeInstanceOf(GatewayError);
        await expect(gateway.client.fetchOrderPayments(id)).rejects.toBeInstanceOf(GatewayError);
      }
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      fetchSpy.mockRestore();
    }
  });
});

describe('answers the adapter cannot use', () => {
  it('turns a malformed body into GatewayUnavailableError naming the field', async () => {
    const error = await clientAt('/broken')
      .fetchOrder('order_X')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GatewayUnavailableError);
    expect((error as Error).message).toMatch(/unexpected body: .*amount/);
  });

  it('turns a body that is not JSON into GatewayUnavailableError', async () => {
    await expect(clientAt('/broken').fetchPayment('pay_X')).rejects.toThrow(
      /GET \/v1\/payments\/pay_X with a body that is not JSON/,
    );
  });

  it('treats 5xx as unavailable and an odd 4xx as a GatewayError', async () => {
    await expect(clientAt('/failing').fetchOrder('order_X')).rejects.toBeInstanceOf(
      GatewayUnavailableError,
    );
    await expect(clientAt('/odd-error').fetchOrder('order_X')).rejects.toMatchObject({
      name: 'GatewayError',
      status: 404,
      code: 'UNKNOWN_ERROR',
    });
  });

  it('gives up on a gateway that does not answer in time', async () => {
    await expect(clientAt('/slow', 50).fetchOrder('order_X')).rejects.toThrow(
      /unreachable .*no answer within 50 ms/,
    );
  });

  it('reports a refused connection as unavailable', async () => {
    // A port that was free a moment ago: nothing listens on it any more.
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const client = createRazorpayClient({ apiBase: `http://127.0.0.1:${port}`, ...TEST_KEYS });
    await expect(client.fetchOrder('order_X')).rejects.toBeInstanceOf(GatewayUnavailableError);
  });

  it("tolerates Razorpay's extra fields and its empty notes array", async () => {
    const order = await clientAt('/real-shape').fetchOrder('order_RealShape000001');
    expect(order.notes).toEqual({});
    expect(order).not.toHaveProperty('offer_id');
    expect(order.receipt).toBeNull();
  });
});

describe('checkoutForm', () => {
  it("lists Razorpay's hosted checkout fields and leaves out empty prefill", () => {
    const client = createRazorpayClient({
      apiBase: 'https://api.razorpay.com/',
      checkoutBase: 'https://api.razorpay.com',
      ...TEST_KEYS,
    });
    const form = client.checkoutForm({
      orderId: 'order_ABCDEFGHIJKLMN',
      amount: 1_18_000,
      currency: 'INR',
      name: 'Prakar Tax Advisors',
      description: 'Yearly plan',
      prefill: { name: 'Asha Rao', email: '', contact: '+919800000000' },
      callbackUrl: 'https://www.prakartax.in/api/callback',
      cancelUrl: 'https://www.prakartax.in/cart',
      notes: { subscription: 'sub_1' },
    });
    expect(form.action).toBe('https://api.razorpay.com/v1/checkout/embedded');
    expect(form.fields).toEqual({
      key_id: TEST_KEYS.keyId,
      order_id: 'order_ABCDEFGHIJKLMN',
      amount: '118000',
      currency: 'INR',
      name: 'Prakar Tax Advisors',
      description: 'Yearly plan',
      'prefill[name]': 'Asha Rao',
      'prefill[contact]': '+919800000000',
      'notes[subscription]': 'sub_1',
      callback_url: 'https://www.prakartax.in/api/callback',
      cancel_url: 'https://www.prakartax.in/cart',
    });
  });

  it('sends the browser to apiBase when no checkoutBase is given', () => {
    const client = createRazorpayClient({
      apiBase: 'http://127.0.0.1:3000/test-gateway',
      ...TEST_KEYS,
    });
    const form = client.checkoutForm({
      orderId: 'order_ABCDEFGHIJKLMN',
      amount: 100,
      currency: 'INR',
      name: 'n',
      description: 'd',
      prefill: {},
      callbackUrl: 'http://127.0.0.1:3000/cb',
      cancelUrl: 'http://127.0.0.1:3000/cancel',
    });
    expect(form.action).toBe('http://127.0.0.1:3000/test-gateway/v1/checkout/embedded');
    expect(Object.keys(form.fields).filter((key) => key.startsWith('prefill'))).toEqual([]);
  });
});

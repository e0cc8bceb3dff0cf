// The two kinds of load `npm run bench:api` applies: autocannon on one endpoint, and payments
// from placed order to settled invoice through the test gateway, many in flight.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

export interface Target {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  /** A fresh body for every request (a new idempotency key, say), or one body for all. */
  body?: unknown | (() => unknown);
}

export interface Measured {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
  /** What the first failed request said, to tell a timeout from a refusal. */
  firstFailure?: string;
}

/**
 * Every request comes from an address of its own (X-Forwarded-For, read with TRUST_PROXY=true),
 * as when a whole customer base signs in: the per-address request limit then counts, as it does
 * in production, without refusing the benchmark.
 */
export const randomAddress = () =>
  `10.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 250)}`;

export async function load(
  baseUrl: string,
  target: Target,
  settings: { connections: number; duration: number },
): Promise<Measured> {
  const { body } = target;
  const request = {
    method: target.method ?? 'GET',
    path: target.path,
    headers: {
      ...target.headers,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    setupRequest: (request: autocannon.Request) => ({
      ...request,
      headers: { ...request.headers, 'x-forwarded-for': randomAddress() },
      ...(body === undefined
        ? {}
        : { body: JSON.stringify(typeof body === 'function' ? body() : body) }),
    }),
  };
  const run = (duration: number) =>
    autocannon({
      url: baseUrl,
      connections: settings.connections,
      duration,
      requests: [request],
    });
  // A short warm-up first, so the JIT and the database caches are not part of the measurement.
  await run(1);
  const result = await run(settings.duration);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

export const AJAX = { 'x-requested-with': 'bench' };

/**
 * The built-in gateway's control routes answer only requests made on this machine and not
 * forwarded, so those go without an address of their own: under the server's per-address limit
 * of 300 a minute, which is why a run pays at most `MAX_PAYMENTS` orders.
 */
export const MAX_PAYMENTS = 250;

async function post<T>(url: string, cookie: string, body: unknown): Promise<T> {
  const control = url.includes('/test-gateway/_control/');
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      ...AJAX,
      cookie,
      'content-type': 'application/json',
      ...(control ? {} : { 'x-forwarded-for': randomAddress() }),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export function createOrderBody(planCode: string) {
  return {
    idempotencyKey: randomUUID(),
    items: [{ planCode, quantity: 1 }],
    billing: {
      legalName: 'Bench Mark Industries Private Limited',
      pan: 'AAPFU0939F',
      addressLine1: 'Plot 7, Bench Estate',
      city: 'Mumbai',
      stateCode: '27',
      pinCode: '400051',
    },
  };
}

/** Runs `work` `count` times, at most `inFlight` at once. */
async function pool(count: number, inFlight: number, work: (index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < count) {
        const index = next;
        next += 1;
        await work(index);
      }
    }),
  );
}

/**
 * Places `count` orders first (not timed), then pays them `inFlight` at a time for at most
 * `duration` seconds: payment start, the customer paying at the gateway, the browser's return,
 * which settles the order, grants the plan and issues the invoice (its PDF is rendered after the
 * commit, by the server's invoice worker). The orders go round the `buyers` (one signed-in
 * administrator's cookie per organisation), so payments in flight at once are of different
 * customers, as around a due date; one organisation's payments for one product settle in turn,
 * since each extends the subscription the one before left. The customer's steps (paying, and the
 * gateway's control routes) go to `gateway.url`. A gateway in its own process sends its webhooks to
 * the server, as Razorpay does, so they settle some payments alongside the return; the built-in
 * one (`gateway.inProcess`) drops them, as the runs before the gateway had a process of its own
 * did, so the return is what settles each payment (with several server processes only the one
 * that takes the request drops them: the test gateway's webhook settings live in each process).
 */
export async function payments(
  baseUrl: string,
  buyers: readonly string[],
  settings: {
    inFlight: number;
    duration: number;
    count: number;
    gateway: { url: string; inProcess: boolean };
  },
): Promise<Measured> {
  const [first] = buyers;
  if (!first) throw new Error('Payments need at least one signed-in buyer.');
  const gatewayUrl = settings.gateway.url;
  if (settings.gateway.inProcess) {
    await post(`${gatewayUrl}/test-gateway/_control/webhooks`, first, { mode: 'drop' });
  }
  const orders: { id: string; cookie: string }[] = [];
  await pool(Math.min(settings.count, MAX_PAYMENTS), 10, async (index) => {
    const cookie = buyers[index % buyers.length] ?? first;
    const order = await post<{ id: string }>(
      `${baseUrl}/api/Transactions/Order/createOrder`,
      cookie,
      createOrderBody('EFORM16_500'),
    );
    orders[index] = { id: order.id, cookie };
  });
  const timings: number[] = [];
  let failures = 0;
  let firstFailure: string | undefined;
  const began = performance.now();
  const deadline = began + settings.duration * 1000;
  await pool(orders.length, settings.inFlight, async (index) => {
    if (performance.now() > deadline) return;
    const started = performance.now();
    const { id, cookie } = orders[index] ?? { id: '', cookie: first };
    try {
      const { fields } = await post<{ fields: Record<string, string> }>(
        `${baseUrl}/api/Transactions/Payment/start`,
        cookie,
        { orderId: id },
      );
      const { callbackFields } = await post<{ callbackFields: Record<string, string> }>(
        `${gatewayUrl}/test-gateway/_control/orders/${fields.order_id}/pay`,
        cookie,
        { method: 'card', outcome: 'success' },
      );
      const back = await fetch(`${baseUrl}/api/Transactions/Payment/callback`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': randomAddress(),
        },
        body: new URLSearchParams(callbackFields).toString(),
        redirect: 'manual',
      });
      if (back.status !== 303) throw new Error(`The return answered ${back.status}.`);
      timings.push(performance.now() - started);
    } catch (error) {
      failures += 1;
      firstFailure ??= error instanceof Error ? error.message : String(error);
    }
  });
  const elapsed = (performance.now() - began) / 1000;
  timings.sort((a, b) => a - b);
  const at = (share: number) =>
    timings[Math.min(timings.length - 1, Math.floor(share * timings.length))] ?? 0;
  return {
    requestsPerSecond: timings.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    failures,
    firstFailure,
  };
}

// `npm run bench:api`: what the server's plumbing (security headers, rate limits, validation,
// serialisation, database) costs per request. Starts the real app on a throw-away PGlite folder and
// a bare Fastify "hello world" beside it, loads each with autocannon, and prints requests per
// second and p99 latency, each also as a ratio to hello world. Request logging is off (LOG_LEVEL
// warn) and no Accept-Encoding is sent, so the numbers compare like with like.
// It also loads the users list of an organisation with 10,000 users (first page, a deep page sorted
// by last sign-in, a search), signed in as its administrator, then that organisation's transaction
// history once it holds 5,000 orders, the checkout's price quote, and last times paying orders one
// after another through the built-in test gateway (gateway order, payment, the browser's return,
// which settles the order, grants the plan and renders and stores the GST invoice PDF).
// Options: --duration=8 (seconds per target, at most 60), --connections=10,
// --database-url=postgres://… (an empty PostgreSQL database to fill instead of a PGlite folder).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { type App, buildApp } from '../apps/server/src/app.ts';
import { parseConfig } from '../apps/server/src/config.ts';
import { orderLines, orders, organisations, users } from '../apps/server/src/db/schema.ts';
import { argon2Hasher } from '../apps/server/src/modules/accounts/password-hasher.ts';

const BIG_ORGANISATION_USERS = 10_000;

/** An organisation with 10,000 users and its signed-in administrator's session cookie. */
async function bigOrganisation(app: App): Promise<string> {
  const { db } = app.database;
  const password = 'bench-marks-the-spot-42';
  const [organisation] = await db
    .insert(organisations)
    .values({
      name: 'Bench Mark Industries',
      legalName: 'Bench Mark Industries Private Limited',
      pan: 'AAPFU0939F',
      stateCode: '27',
      pinCode: '400051',
      createdAt: new Date(),
    })
    .returning();
  if (!organisation) throw new Error('No organisation was created.');
  const email = 'admin@benchmark.example.in';
  await db.insert(users).values({
    email,
    name: 'Bench Administrator',
    mobile: '9820012345',
    passwordHash: await argon2Hasher.hash(password),
    role: 'org_admin',
    status: 'active',
    organisationId: organisation.id,
    createdAt: new Date(),
  });
  const names = ['Ravi', 'Asha', 'Meera', 'Kiran', 'Farah', 'Arjun', 'Lata', 'Vikram'];
  for (let start = 0; start < BIG_ORGANISATION_USERS; start += 1_000) {
    await db.insert(users).values(
      Array.from({ length: 1_000 }, (_, offset) => {
        const n = start + offset;
        return {
          email: `user${n}@benchmark.example.in`,
          name: `${names[n % names.length]} Member ${n}`,
          role: n % 20 === 0 ? ('org_admin' as const) : ('org_user' as const),
          status: n % 7 === 0 ? ('deactivated' as const) : ('active' as const),
          passwordHash: null,
          organisationId: organisation.id,
          createdAt: new Date(),
          lastSignInAt: n % 3 === 0 ? null : new Date(Date.now() - n * 60_000),
        };
      }),
    );
  }
  const login = await app.inject({
    method: 'POST',
    url: '/api/Authentication/Login',
    headers: { 'x-requested-with': 'bench' },
    payload: { email, password },
  });
  const cookie = String(login.headers['set-cookie']).split(';')[0];
  if (login.statusCode !== 200 || !cookie) throw new Error(`Sign-in failed: ${login.body}`);
  return cookie;
}

const BIG_ORGANISATION_ORDERS = 5_000;
const PAYMENTS_TIMED = 50;
const AJAX = { 'x-requested-with': 'bench' };

/** 5,000 orders of the organisation, over the last 500 days, a third of them paid. */
async function orderHistory(app: App, cookie: string): Promise<void> {
  const { db } = app.database;
  const session = await app.inject({
    method: 'GET',
    url: '/api/Authentication/Session',
    headers: { cookie },
  });
  const { user } = session.json() as { user: { OrganisationId: string; UserId: number } };
  const products = [
    ['EPOI', 'EPOI_STARTER', 2_400_000],
    ['SMART_TDS', 'SMART_TDS_5', 3_499_900],
    ['EFORM16', 'EFORM16_500', 750_000],
  ] as const;
  for (let start = 0; start < BIG_ORGANISATION_ORDERS; start += 500) {
    const rows = Array.from({ length: 500 }, (_, offset) => {
      const n = start + offset;
      const price = products[n % 3]?.[2] ?? 0;
      const half = Math.round(price * 0.09);
      return {
        reference: `bench-${n}-${'x'.repeat(30)}`.slice(0, 43),
        kind: 'subscription' as const,
        status: n % 3 === 0 ? ('paid' as const) : ('awaiting_payment' as const),
        organisationId: user.OrganisationId,
        createdByUserId: user.UserId,
        buyerName: 'Bench Mark Industries Private Limited',
        buyerEmail: 'admin@benchmark.example.in',
        buyerStateCode: '27',
        subtotalPaise: price,
        cgstPaise: half,
        sgstPaise: half,
        igstPaise: 0,
        totalPaise: price + 2 * half,
        createdAt: new Date(Date.now() - n * 2.4 * 3_600_000),
      };
    });
    const inserted = await db
      .insert(orders)
      .values(rows)
      .returning({ id: orders.id, number: orders.number });
    await db.insert(orderLines).values(
      inserted.map((order) => {
        const [productCode, planCode, price] = products[order.number % 3] ?? products[0];
        return {
          orderId: order.id,
          lineNo: 1,
          productCode,
          planCode,
          description: `${productCode} plan, 1 year`,
          sac: '997331',
          quantity: 1,
          unitPricePaise: price,
          amountPaise: price,
        };
      }),
    );
  }
}

/** Milliseconds per payment, paying orders one after another through the test gateway. */
async function timePayments(appUrl: string, cookie: string): Promise<number[]> {
  const headers = { ...AJAX, cookie, 'content-type': 'application/json' };
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const response = await fetch(`${appUrl}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  await post('/test-gateway/_control/webhooks', { mode: 'drop' });
  const timings: number[] = [];
  for (let n = 0; n < PAYMENTS_TIMED; n += 1) {
    const order = await post<{ id: string }>('/api/Transactions/Order/createOrder', {
      idempotencyKey: crypto.randomUUID(),
      items: [{ planCode: 'EFORM16_500', quantity: 1 }],
      billing: {
        legalName: 'Bench Mark Industries Private Limited',
        pan: 'AAPFU0939F',
        addressLine1: 'Plot 7, Bench Estate',
        city: 'Mumbai',
        stateCode: '27',
        pinCode: '400051',
      },
    });
    const began = performance.now();
    const { fields } = await post<{ fields: Record<string, string> }>(
      '/api/Transactions/Payment/start',
      { orderId: order.id },
    );
    const { callbackFields } = await post<{ callbackFields: Record<string, string> }>(
      `/test-gateway/_control/orders/${fields.order_id}/pay`,
      {
        method: 'card',
        outcome: 'success',
      },
    );
    const back = await fetch(`${appUrl}/api/Transactions/Payment/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(callbackFields).toString(),
      redirect: 'manual',
    });
    if (back.status !== 303) throw new Error(`The return answered ${back.status}.`);
    timings.push(performance.now() - began);
  }
  return timings.sort((a, b) => a - b);
}

const args = process.argv.slice(2);
const option = (name: string, fallback: number, max: number) => {
  const given = Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]);
  return Number.isFinite(given) && given > 0 ? Math.min(given, max) : fallback;
};
const databaseUrl = args
  .find((a) => a.startsWith('--database-url='))
  ?.slice('--database-url='.length);
const duration = option('duration', 8, 60);
const connections = option('connections', 10, 200);

interface Row {
  name: string;
  requestsPerSecond: number;
  p99: number;
  failures: number;
}

/** The address of the `page`th page of a list, found by following its next-page cursors. */
async function pageUrl(url: string, page: number, cookie: string): Promise<string> {
  let cursor: string | null = null;
  for (let step = 1; step < page; step += 1) {
    const response = await fetch(cursor ? `${url}&cursor=${cursor}` : url, { headers: { cookie } });
    cursor = ((await response.json()) as { nextCursor: string | null }).nextCursor;
    if (!cursor) throw new Error(`${url} has fewer than ${page} pages.`);
  }
  return cursor ? `${url}&cursor=${cursor}` : url;
}

async function load(
  name: string,
  url: string,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<Row> {
  const request = body
    ? {
        method: 'POST' as const,
        body: JSON.stringify(body),
        headers: { ...headers, 'content-type': 'application/json' },
      }
    : { headers };
  // A short warm-up first, so the JIT and the database caches are not part of the measurement.
  await autocannon({ url, connections, duration: 1, ...request });
  const result = await autocannon({ url, connections, duration, ...request });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

function printTable(rows: Row[]): void {
  const base = rows[0];
  if (!base) return;
  const header = ['target', 'req/s', 'p99 ms', 'req/s vs hello', 'p99 vs hello', 'failed'];
  const lines = rows.map((row) => [
    row.name,
    row.requestsPerSecond.toFixed(0),
    row.p99.toFixed(1),
    `${(row.requestsPerSecond / base.requestsPerSecond).toFixed(2)}×`,
    `${(row.p99 / Math.max(base.p99, 0.001)).toFixed(2)}×`,
    String(row.failures),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]?.length ?? 0)));
  const format = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)));
  console.log(`\n${format(header).join('  ')}`);
  console.log(widths.map((w) => '─'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line).join('  '));
}

const dataDir = mkdtempSync(join(tmpdir(), 'prakar-bench-'));
const hello = Fastify();
hello.get('/', async () => ({ hello: 'world' }));

const config = parseConfig({
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: '0',
  DATA_DIR: dataDir,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  LOG_LEVEL: 'warn',
});
console.log(
  databaseUrl
    ? 'Starting the server on the PostgreSQL database given…'
    : 'Starting the server on a fresh PGlite folder (the first open takes a few seconds)…',
);
// Every request comes from one address here: lift the per-IP limit so none is refused.
const app = await buildApp({ config, rateLimitMax: Number.MAX_SAFE_INTEGER });

try {
  const helloUrl = await hello.listen({ host: '127.0.0.1', port: 0 });
  const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  console.log(`${connections} connections, ${duration} s per target.`);
  const rows: Row[] = [];
  for (const [name, url] of [
    ['hello world /', `${helloUrl}/`],
    ['/api/health', `${appUrl}/api/health`],
    ['/api/Masters/Products', `${appUrl}/api/Masters/Products`],
  ] as const) {
    process.stdout.write(`Loading ${name}…\n`);
    rows.push(await load(name, url));
  }
  process.stdout.write(`Adding an organisation of ${BIG_ORGANISATION_USERS} users…\n`);
  const cookie = await bigOrganisation(app);
  const usersUrl = `${appUrl}/api/Details/Users?pageSize=25`;
  for (const [name, url] of [
    ['users, first page', usersUrl],
    [
      'users, page 300 by last sign-in',
      await pageUrl(`${usersUrl}&sort=lastSignInAt&order=desc`, 300, cookie),
    ],
    ['users, search "member 99"', `${usersUrl}&search=member%2099`],
  ] as const) {
    process.stdout.write(`Loading ${name}…\n`);
    rows.push(await load(name, url, { cookie }));
  }
  process.stdout.write(`Adding ${BIG_ORGANISATION_ORDERS} orders…\n`);
  await orderHistory(app, cookie);
  const ordersUrl = `${appUrl}/api/Transactions/Orders?pageSize=25`;
  for (const [name, url] of [
    ['orders, first page', ordersUrl],
    ['orders, E-Form16 page 20', await pageUrl(`${ordersUrl}&product=EFORM16`, 20, cookie)],
  ] as const) {
    process.stdout.write(`Loading ${name}…\n`);
    rows.push(await load(name, url, { cookie }));
  }
  process.stdout.write('Loading the checkout quote…\n');
  rows.push(
    await load(
      'checkout quote',
      `${appUrl}/api/Transactions/Order/quote`,
      { cookie, ...AJAX },
      {
        items: [
          { planCode: 'SMART_TDS_5', quantity: 2 },
          { planCode: 'EPOI_GROWTH', quantity: 1 },
        ],
        stateCode: '29',
      },
    ),
  );
  printTable(rows);
  process.stdout.write(
    `\nPaying ${PAYMENTS_TIMED} orders one after another through the test gateway…\n`,
  );
  const timings = await timePayments(appUrl, cookie);
  const at = (share: number) =>
    timings[Math.min(timings.length - 1, Math.floor(share * timings.length))] ?? 0;
  console.log(
    `payment start → settled with invoice: p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, ${(1000 / at(0.5)).toFixed(1)} payments/s one at a time`,
  );
  if (rows.some((row) => row.failures > 0)) process.exitCode = 1;
} finally {
  await Promise.all([app.close(), hello.close()]);
  rmSync(dataDir, { recursive: true, force: true });
}

import { catalogueApi } from '@prakar/shared/api/catalogue';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices, outboundMail } from '#src/db/schema.ts';
import { enqueueMail } from '#src/modules/mail/outbox.ts';
import { buildTestApp } from '#test/build-test-app.ts';
import { call } from '#test/call.ts';
import {
  buildPaymentsApp,
  payThroughGateway,
  placeOrder,
  startPayment,
} from '#test/commerce-helpers.ts';
import { parseExposition, samplesOf } from '#test/prometheus-text.ts';
import { testDatabaseKind } from '#test/test-database.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { newAdmin } from '#test/users-helpers.ts';
import { UNMATCHED_ROUTE } from './request-metrics.ts';

const app = useTestApp({}, buildPaymentsApp);

/** A scrape from this machine, as a Prometheus beside the server makes it. */
async function scrape() {
  const response = await app().inject({ method: 'GET', url: '/metrics' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseExposition(response.body);
}

async function gauge(name: string): Promise<number> {
  const [sample] = samplesOf(await scrape(), name);
  if (!sample) throw new Error(`No ${name} in the metrics`);
  return sample.value;
}

describe('GET /metrics', () => {
  it('is Prometheus text with Node process figures and the pid on every series', async () => {
    const samples = await scrape();
    expect(samplesOf(samples, 'process_resident_memory_bytes')).toHaveLength(1);
    expect(samples.every((sample) => sample.labels.pid === String(process.pid))).toBe(true);
  });

  it('times requests by route pattern, not by the address asked for', async () => {
    await call(app(), catalogueApi.getProduct, { params: { code: 'SMART_TDS' } });
    const samples = await scrape();
    const count = samplesOf(samples, 'http_request_duration_seconds_count', {
      method: 'GET',
      route: '/api/Masters/Products/:code',
      status_code: '200',
    });
    expect(count[0]?.value).toBeGreaterThanOrEqual(1);
    expect(samples.some((sample) => sample.labels.route?.includes('SMART_TDS'))).toBe(false);
  });

  it('counts a request no route answers under one fixed label', async () => {
    await app().inject({ method: 'DELETE', url: '/no-such-page/4711' });
    const samples = await scrape();
    const unmatched = samplesOf(samples, 'http_request_duration_seconds_count', {
      method: 'DELETE',
      route: UNMATCHED_ROUTE,
      status_code: '404',
    });
    expect(unmatched[0]?.value).toBeGreaterThanOrEqual(1);
    expect(samples.some((sample) => sample.labels.route?.includes('4711'))).toBe(false);
  });

  it('shows the unsent mail and how long the oldest has waited', async () => {
    const before = await gauge('mail_outbox_pending');
    const { db } = app().database;
    const id = await enqueueMail(db, {
      to: 'asha@example.com',
      from: 'Prakar Tax Advisory <no-reply@prakartax.in>',
      subject: 'Waiting',
      text: 'Still in the outbox.',
    });
    const written = new Date(Date.now() - 90_000);
    await db.update(outboundMail).set({ createdAt: written }).where(eq(outboundMail.id, id));
    expect(await gauge('mail_outbox_pending')).toBe(before + 1);
    const age = await gauge('mail_outbox_oldest_pending_age_seconds');
    expect(age).toBeGreaterThanOrEqual(90);
    expect(age).toBeLessThan(150);

    await app().jobs.drain('mail');
    expect(await gauge('mail_outbox_pending')).toBe(0);
    expect(await gauge('mail_outbox_oldest_pending_age_seconds')).toBe(0);
  });

  it('shows a paid invoice waiting for its PDF and mail, and how long since it was issued', async () => {
    await app().jobs.drain('invoices');
    expect(await gauge('invoice_mail_pending')).toBe(0);
    expect(await gauge('invoice_mail_oldest_pending_age_seconds')).toBe(0);
    const buyer = await newAdmin(app());
    const order = await placeOrder(buyer);
    await payThroughGateway(app(), buyer, order.id);
    const issued = new Date(Date.now() - 120_000);
    const { db } = app().database;
    await db.update(invoices).set({ issuedAt: issued }).where(eq(invoices.orderId, order.id));
    expect(await gauge('invoice_mail_pending')).toBe(1);
    const age = await gauge('invoice_mail_oldest_pending_age_seconds');
    expect(age).toBeGreaterThanOrEqual(120);
    expect(age).toBeLessThan(180);

    expect(await app().jobs.drain('invoices')).toMatchObject({ mailed: 1 });
    expect(await gauge('invoice_mail_pending')).toBe(0);
    expect(await gauge('invoice_mail_oldest_pending_age_seconds')).toBe(0);
  });

  it('shows an unpaid order at the gateway as awaiting reconciliation', async () => {
    const buyer = await newAdmin(app());
    const before = await gauge('payments_awaiting_reconciliation');
    const order = await placeOrder(buyer);
    expect(await gauge('payments_awaiting_reconciliation')).toBe(before);
    await startPayment(buyer, order.id);
    expect(await gauge('payments_awaiting_reconciliation')).toBe(before + 1);
  });

  it('says the database answered', async () => {
    expect(await gauge('database_up')).toBe(1);
  });

  it('shows the connection pool on PostgreSQL, and no pool on PGlite, which has none', async () => {
    const pool = samplesOf(await scrape(), 'database_pool_connections');
    if (testDatabaseKind === 'postgres') expect(pool[0]?.value).toBeGreaterThanOrEqual(1);
    else expect(pool).toEqual([]);
  });
});

describe('GET /metrics while the database does not answer', () => {
  it('still answers, with the database down and what it would have read unknown', async () => {
    const lost = await buildTestApp();
    try {
      await call(lost.app, catalogueApi.listProducts);
      await lost.app.database.close();
      const response = await lost.app.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(200);
      const samples = parseExposition(response.body);
      expect(samplesOf(samples, 'database_up')[0]?.value).toBe(0);
      for (const name of [
        'mail_outbox_pending',
        'invoice_mail_pending',
        'payments_awaiting_reconciliation',
      ]) {
        expect(samplesOf(samples, name)[0]?.value).toBeNaN();
      }
      const timed = samplesOf(samples, 'http_request_duration_seconds_count', {
        route: '/api/Masters/Products',
      });
      expect(timed[0]?.value).toBe(1);
    } finally {
      await lost.close();
    }
  });
});

describe('who may read /metrics without METRICS_TOKEN', () => {
  it('does not exist for a request a proxy forwarded', async () => {
    const response = await app().inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('does not exist for another machine', async () => {
    const response = await app().inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('who may read /metrics with METRICS_TOKEN', () => {
  const token = 'scrape-7Kq2vX9pLm4Rt8Wz';
  const withToken = useTestApp({ env: { METRICS_TOKEN: token } });
  const scrapeWith = (authorization?: string) =>
    withToken().inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9', ...(authorization && { authorization }) },
    });

  it('asks for the token, even on this machine', async () => {
    const response = await withToken().inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });

  it('refuses a wrong token', async () => {
    expect((await scrapeWith(`Bearer ${token}x`)).statusCode).toBe(401);
    expect((await scrapeWith(token)).statusCode).toBe(401);
  });

  it('answers the right one from anywhere', async () => {
    const response = await scrapeWith(`Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    expect(samplesOf(parseExposition(response.body), 'mail_outbox_pending')).toHaveLength(1);
  });
});

describe('GET /metrics at an instance’s own address', () => {
  const token = 'scrape-3Hn8cQ5wRz2Lk7Vy';
  const byLoopbackName = useTestApp({ env: { PUBLIC_URL: 'http://localhost:3000' } });
  const byPublicName = useTestApp({
    env: { PUBLIC_URL: 'https://tax.example.in', METRICS_TOKEN: token },
  });

  it('answers a scrape of 127.0.0.1 or ::1 although PUBLIC_URL names localhost', async () => {
    for (const host of ['127.0.0.1:3000', '[::1]:3000']) {
      const response = await byLoopbackName().inject({
        method: 'GET',
        url: '/metrics',
        headers: { host },
      });
      expect(response.statusCode).toBe(200);
      expect(samplesOf(parseExposition(response.body), 'database_up')).toHaveLength(1);
    }
  });

  it('answers a scrape of a pod’s address or 127.0.0.1 while PUBLIC_URL names the public site', async () => {
    for (const host of ['10.1.2.3:3000', '127.0.0.1']) {
      const response = await byPublicName().inject({
        method: 'GET',
        url: '/metrics',
        headers: { host, authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
      expect(samplesOf(parseExposition(response.body), 'database_up')).toHaveLength(1);
    }
  });
});

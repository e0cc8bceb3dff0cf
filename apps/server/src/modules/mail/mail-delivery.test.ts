import { contactApi } from '@prakar/shared/api/contact';
import { site } from '@prakar/shared/site';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboundMail } from '#src/db/schema.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { call } from '#test/call.ts';
import { type SmtpSink, startSmtpSink } from '#test/smtp-sink.ts';
import { MAX_SEND_ATTEMPTS } from './retry-delay.ts';

let sink: SmtpSink;
let testApp: TestApp;

beforeAll(async () => {
  sink = await startSmtpSink();
  testApp = await buildTestApp({
    env: { SMTP_URL: sink.url, MAIL_FROM: 'Prakar Tax Advisory <no-reply@prakartax.in>' },
  });
});

afterAll(async () => {
  await testApp?.close();
  await sink?.close();
});

beforeEach(() => {
  sink.rejectNext(0);
});

let nextHost = 10;
function sendContact(fields: Record<string, string>) {
  return call(testApp.app, contactApi.send, {
    ip: `10.20.0.${nextHost++}`,
    body: {
      name: 'Meera Iyer',
      subject: 'Smart TDS for 12 TANs',
      comments: 'We file 24Q and 26Q for twelve branches.',
      ...fields,
    },
  });
}

async function mailsTo(address: string) {
  const db = testApp.app.database.db;
  return db.select().from(outboundMail).where(eq(outboundMail.to, address));
}

/** Makes every pending mail due now: the same as waiting out its back-off. */
async function makeDueNow() {
  await testApp.app.database.db
    .update(outboundMail)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(outboundMail.status, 'pending'));
}

describe('contact mail over SMTP', () => {
  it('delivers the sales notification and the acknowledgement', async () => {
    const email = 'meera.iyer@example.in';
    const response = await sendContact({
      email,
      name: 'Meera <b>Iyer</b>, "CFO"',
      comments: 'Call me <script>alert(1)</script> & soon',
    });
    expect(response.statusCode).toBe(201);
    // Stored with the message, not yet sent.
    expect((await mailsTo(email)).map((mail) => mail.status)).toEqual(['pending']);

    const result = await testApp.app.jobs.drain('mail');
    expect(result).toMatchObject({ sent: 2, retrying: 0, dead: 0 });

    const [toSales] = sink.to(site.salesEmail);
    expect(toSales?.envelope.from).toBe('no-reply@prakartax.in');
    expect(toSales?.headers.subject).toBe(
      'Website enquiry from Meera <b>Iyer</b>, "CFO": Smart TDS for 12 TANs',
    );
    expect(toSales?.headers['reply-to']).toContain(email);
    expect(toSales?.headers.from).toContain('no-reply@prakartax.in');
    expect(toSales?.text).toContain('Call me <script>alert(1)</script> & soon');
    expect(toSales?.html).toContain('Call me &lt;script&gt;alert(1)&lt;/script&gt; &amp; soon');
    expect(toSales?.html).toContain('Meera &lt;b&gt;Iyer&lt;/b&gt;, &quot;CFO&quot;');
    expect(toSales?.html).not.toContain('<script>');

    const [acknowledgement] = sink.to(email);
    expect(acknowledgement?.headers.subject).toBe(
      'We have received your message — Prakar Tax Advisory',
    );
    expect(acknowledgement?.headers['reply-to']).toBeUndefined();
    expect(acknowledgement?.text).toContain('We have received your message');
    expect(acknowledgement?.text).toContain('> Call me <script>alert(1)</script> & soon');
    expect(acknowledgement?.text).toContain(site.salesPhone);
    expect(acknowledgement?.text).toContain(site.hours);
    expect(acknowledgement?.html).not.toContain('<script>');

    const rows = await mailsTo(email);
    expect(rows[0]).toMatchObject({ status: 'sent', transport: 'smtp', attempts: 0 });
    expect(rows[0]?.messageId).toBe(`<${rows[0]?.id}@prakartax.in>`);
    expect(rows[0]?.sentAt).toBeInstanceOf(Date);
  });

  it('keeps a refused mail pending with a back-off, then delivers it on a later attempt', async () => {
    const email = 'busy.server@example.in';
    sink.rejectNext(4);
    await sendContact({ email });

    const first = await testApp.app.jobs.drain('mail');
    expect(first).toMatchObject({ sent: 0, retrying: 2 });
    const [afterFirst] = await mailsTo(email);
    expect(afterFirst).toMatchObject({ status: 'pending', attempts: 1 });
    expect(afterFirst?.lastError).toMatch(/451/);
    // 30 s ± 20 % after the failure.
    const wait = (afterFirst?.nextAttemptAt.getTime() ?? 0) - Date.now();
    expect(wait).toBeGreaterThan(20_000);
    expect(wait).toBeLessThanOrEqual(36_000);

    // Not due yet: nothing is tried.
    expect(await testApp.app.jobs.drain('mail')).toMatchObject({ sent: 0, retrying: 0 });

    await makeDueNow();
    expect(await testApp.app.jobs.drain('mail')).toMatchObject({ sent: 0, retrying: 2 });
    const [afterSecond] = await mailsTo(email);
    expect(afterSecond).toMatchObject({ status: 'pending', attempts: 2 });
    // The second wait doubles: 60 s ± 20 %.
    const secondWait = (afterSecond?.nextAttemptAt.getTime() ?? 0) - Date.now();
    expect(secondWait).toBeGreaterThan(45_000);

    await makeDueNow();
    expect(await testApp.app.jobs.drain('mail')).toMatchObject({ sent: 2, retrying: 0 });
    const [delivered] = await mailsTo(email);
    expect(delivered).toMatchObject({ status: 'sent', attempts: 2 });
    expect(sink.to(email)).toHaveLength(1);
  });

  it('gives a mail up as dead after 48 attempts, and keeps it', async () => {
    const email = 'never.delivered@example.in';
    await sendContact({ email });
    const db = testApp.app.database.db;
    await db
      .update(outboundMail)
      .set({ attempts: MAX_SEND_ATTEMPTS - 1 })
      .where(eq(outboundMail.to, email));
    sink.rejectNext(1);
    // The sales copy is sent first and takes the one rejection.
    await db
      .update(outboundMail)
      .set({ nextAttemptAt: sql`now() + interval '1 hour'` })
      .where(eq(outboundMail.to, site.salesEmail));
    expect(await testApp.app.jobs.drain('mail')).toMatchObject({ dead: 1 });
    const [dead] = await mailsTo(email);
    expect(dead).toMatchObject({ status: 'dead', attempts: MAX_SEND_ATTEMPTS });
    expect(dead?.lastError).toMatch(/451/);

    // A dead mail is never tried again.
    await makeDueNow();
    await db
      .update(outboundMail)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(outboundMail.to, email));
    await testApp.app.jobs.drain('mail');
    expect(sink.to(email)).toHaveLength(0);
  });
});

describe('with the SMTP server down', () => {
  let downApp: TestApp;

  beforeAll(async () => {
    const closed = await startSmtpSink();
    await closed.close();
    downApp = await buildTestApp({ env: { SMTP_URL: closed.url } });
  });

  afterAll(async () => {
    await downApp?.close();
  });

  it('keeps the mail pending and records why', async () => {
    const response = await call(downApp.app, contactApi.send, {
      body: { name: 'Asha Rao', email: 'asha@example.in', comments: 'Please call.' },
    });
    expect(response.statusCode).toBe(201);
    expect(await downApp.app.jobs.drain('mail')).toMatchObject({ sent: 0, retrying: 2 });
    const rows = await downApp.app.database.db.select().from(outboundMail);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1, transport: null });
      expect(row.lastError).toMatch(/ECONNREFUSED/);
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    }
  });
});

describe('the mail worker in the server', () => {
  let liveApp: TestApp;

  beforeAll(async () => {
    liveApp = await buildTestApp({ env: { SMTP_URL: sink.url }, mailWorker: true });
    await liveApp.app.ready();
  });

  afterAll(async () => {
    await liveApp?.close();
  });

  it('sends right after the message is stored, without being asked', async () => {
    const email = 'no.waiting@example.in';
    const response = await call(liveApp.app, contactApi.send, {
      body: { name: 'Kiran Shah', email, comments: 'Hello.' },
    });
    expect(response.statusCode).toBe(201);
    await expect.poll(() => sink.to(email).length, { timeout: 10_000 }).toBe(1);
  });
});

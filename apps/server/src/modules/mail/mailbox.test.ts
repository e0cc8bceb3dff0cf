import { contactApi } from '@prakar/shared/api/contact';
import { mailboxMessagesSchema } from '@prakar/shared/mailbox';
import { site } from '@prakar/shared/site';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboundMail } from '#src/db/schema.ts';
import { buildTestApp } from '#test/build-test-app.ts';
import { call } from '#test/call.ts';
import { startSmtpSink } from '#test/smtp-sink.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { enqueueMail } from './outbox.ts';

// No SMTP_URL: mail is kept in the local mailbox.
const app = useTestApp();

beforeAll(async () => {
  const response = await call(app(), contactApi.send, {
    ip: '10.30.0.1',
    body: {
      name: 'Farah <Khan>',
      email: 'farah.khan@example.in',
      subject: 'E-Form16 pricing',
      comments: 'Please send <b>pricing</b> for 800 employees.',
    },
  });
  expect(response.statusCode).toBe(201);
  await enqueueMail(app().database.db, {
    from: 'Prakar Tax Advisory <no-reply@prakartax.in>',
    to: 'asha@example.in',
    subject: 'Reset your password',
    text: 'Open https://www.prakartax.in/reset-password?token=abc&x=1 within an hour.',
    html: '<p><a href="https://www.prakartax.in/reset-password?token=abc">Reset</a></p><script>parent.alert(1)</script>',
  });
  expect(await app().jobs.drain('mail')).toMatchObject({ sent: 3 });
});

const get = (url: string, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
  app().inject({ method: 'GET', url, remoteAddress, headers });

describe('local mailbox (no SMTP_URL)', () => {
  it('marks the mail as delivered to the mailbox', async () => {
    const rows = await app().database.db.select().from(outboundMail);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).toMatchObject({ status: 'sent', transport: 'mailbox' });
  });

  it('lists the mail, newest first, for a request from this machine', async () => {
    const response = await get('/mailbox');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.body;
    expect(body).toContain('Reset your password');
    expect(body).toContain(site.salesEmail);
    expect(body).toContain('We have received your message');
    expect(body.indexOf('Reset your password')).toBeLessThan(body.indexOf(site.salesEmail));
    expect(body).toContain('Website enquiry from Farah &lt;Khan&gt;');
  });

  it('shows one mail with clickable links and its HTML in a sandboxed frame', async () => {
    const { messages } = mailboxMessagesSchema.parse(
      (await get('/mailbox/messages.json?to=asha@example.in')).json(),
    );
    const response = await get(`/mailbox/${messages[0]?.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '<a href="https://www.prakartax.in/reset-password?token=abc&amp;x=1">',
    );
    expect(response.body).toContain('<iframe sandbox="" title="HTML body" srcdoc="');
    expect(response.body).toContain('&lt;script&gt;parent.alert(1)&lt;/script&gt;');
    expect(response.body).not.toContain('<script>');
  });

  it('returns the messages for one address as JSON', async () => {
    const response = await get('/mailbox/messages.json?to=ASHA@example.in');
    expect(response.statusCode).toBe(200);
    const { messages } = mailboxMessagesSchema.parse(response.json());
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      to: 'asha@example.in',
      subject: 'Reset your password',
      text: expect.stringContaining('reset-password?token=abc'),
      html: expect.stringContaining('<a href='),
    });
    const all = mailboxMessagesSchema.parse((await get('/mailbox/messages.json')).json());
    expect(all.messages).toHaveLength(3);
    expect(all.messages[0]?.subject).toBe('Reset your password');
  });

  it('answers IPv6 loopback too', async () => {
    expect((await get('/mailbox', '::1')).statusCode).toBe(200);
    expect((await get('/mailbox', '::ffff:127.0.0.1')).statusCode).toBe(200);
  });

  it('is not there for anyone else, or for requests forwarded by a proxy', async () => {
    const { messages } = mailboxMessagesSchema.parse((await get('/mailbox/messages.json')).json());
    for (const url of ['/mailbox', '/mailbox/messages.json', `/mailbox/${messages[0]?.id}`]) {
      const remote = await get(url, '203.0.113.9');
      expect(remote.statusCode).toBe(404);
      expect(remote.json().error.code).toBe('NOT_FOUND');
      expect(remote.body).not.toContain('Reset');
      expect((await get(url, '10.0.0.5')).statusCode).toBe(404);
      expect((await get(url, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(
        404,
      );
    }
  });

  it('answers 404 for an unknown or malformed mail id', async () => {
    expect((await get('/mailbox/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/mailbox/not-an-id')).statusCode).toBe(404);
  });
});

describe('with SMTP_URL set', () => {
  it('has no mailbox at all', async () => {
    const sink = await startSmtpSink();
    const smtpApp = await buildTestApp({ env: { SMTP_URL: sink.url } });
    try {
      for (const url of ['/mailbox', '/mailbox/messages.json']) {
        const response = await smtpApp.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(404);
      }
    } finally {
      await smtpApp.close();
      await sink.close();
    }
  });
});

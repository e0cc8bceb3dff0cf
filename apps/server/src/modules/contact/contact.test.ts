import { contactApi } from '@prakar/shared/api/contact';
import type { ApiErrorBody } from '@prakar/shared/api-error';
import { contactReceiptSchema } from '@prakar/shared/contact';
import { site } from '@prakar/shared/site';
import { MULTI_LINE_MESSAGE, SINGLE_LINE_MESSAGE } from '@prakar/shared/text';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages, outboundMail } from '#src/db/schema.ts';
import { createMailOutbox } from '#src/modules/mail/outbox.ts';
import { call } from '#test/call.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { createContactService } from './contact-service.ts';

const RECEIVED_AT = '2031-07-14T20:00:00.000Z';
const app = useTestApp({ now: () => new Date(RECEIVED_AT) });

const valid = {
  name: 'Meera Iyer',
  email: 'meera.iyer@example.in',
  subject: 'Smart TDS for 12 TANs',
  comments: 'We file 24Q and 26Q for twelve branches. Could someone call us this week?',
};

/** Each test sends from its own address, so the per-IP limit of one test never trips another. */
let nextHost = 10;
function post(body: unknown, remoteAddress = `10.0.0.${nextHost++}`) {
  return call(app(), contactApi.send, {
    body,
    ip: remoteAddress,
    headers: { 'user-agent': 'contact-test' },
  });
}

async function storedCount(email: string): Promise<number> {
  const [row] = await app()
    .database.db.select({ n: count() })
    .from(contactMessages)
    .where(eq(contactMessages.email, email));
  return row?.n ?? 0;
}

describe('POST /api/Details/Contact', () => {
  it('stores a valid message and answers 201 with a receipt', async () => {
    const response = await post({ ...valid, name: '  Meera Iyer  ' }, '10.1.1.1');
    expect(response.statusCode).toBe(201);
    const receipt = contactReceiptSchema.parse(response.json());
    const [row] = await app()
      .database.db.select()
      .from(contactMessages)
      .where(eq(contactMessages.id, receipt.id));
    expect(row).toMatchObject({
      name: 'Meera Iyer',
      email: valid.email,
      subject: valid.subject,
      comments: valid.comments,
      ip: '10.1.1.1',
      userAgent: 'contact-test',
    });
    expect(row?.createdAt.toISOString()).toBe(receipt.receivedAt);
  });

  it('stores the mail to sales and the acknowledgement with the message', async () => {
    const email = 'two.mails@example.in';
    const response = await post({ ...valid, email });
    expect(response.statusCode).toBe(201);
    const acknowledgement = await app()
      .database.db.select()
      .from(outboundMail)
      .where(eq(outboundMail.to, email));
    expect(acknowledgement).toHaveLength(1);
    expect(acknowledgement[0]).toMatchObject({ status: 'pending', attempts: 0 });
    const toSales = await app()
      .database.db.select()
      .from(outboundMail)
      .where(eq(outboundMail.replyTo, `"Meera Iyer" <${email}>`));
    expect(toSales).toHaveLength(1);
    expect(toSales[0]?.to).toBe(site.salesEmail);
  });

  it('stores nothing when its mail cannot be stored', async () => {
    const email = 'all.or.nothing@example.in';
    const failing = createMailOutbox({ from: 'no-reply@prakartax.in', notify: () => {} });
    const contact = createContactService({
      now: () => new Date('2026-04-01T09:00:00.000Z'),
      db: app().database.db,
      outbox: {
        ...failing,
        enqueue: async (tx, draft) => {
          if (draft.to === email) throw new Error('outbox unavailable');
          return failing.enqueue(tx, draft);
        },
      },
    });
    await expect(
      contact.submit({ ...valid, email }, { ip: undefined, userAgent: undefined }),
    ).rejects.toThrow('outbox unavailable');
    expect(await storedCount(email)).toBe(0);
    const [mails] = await app()
      .database.db.select({ n: count() })
      .from(outboundMail)
      .where(eq(outboundMail.replyTo, `"Meera Iyer" <${email}>`));
    expect(mails?.n).toBe(0);
  });

  it('accepts a message without a subject', async () => {
    const { subject: _omitted, ...withoutSubject } = valid;
    const response = await post({ ...withoutSubject, email: 'no.subject@example.in' });
    expect(response.statusCode).toBe(201);
    expect(await storedCount('no.subject@example.in')).toBe(1);
  });

  it('names every missing required field', async () => {
    const response = await post({ subject: 'Hello' });
    expect(response.statusCode).toBe(400);
    const body = response.json<ApiErrorBody>();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.message).toBe('Some fields need your attention.');
    expect(Object.keys(body.error.fields ?? {}).sort()).toEqual(['comments', 'email', 'name']);
  });

  it('uses the shared messages for blank fields', async () => {
    const response = await post({ name: ' ', email: '', comments: '' });
    expect(response.json<ApiErrorBody>().error.fields).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your e-mail address.',
      comments: 'Please tell us how we can help.',
    });
  });

  it('rejects a bad e-mail address', async () => {
    const response = await post({ ...valid, email: 'meera@' });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.fields).toEqual({
      email: 'Please enter a valid e-mail address, such as name@company.in.',
    });
  });

  it('keeps line breaks and tabs in the comments, and refuses control characters anywhere', async () => {
    const email = 'line.breaks@example.in';
    const comments = 'Hello,\r\n\tplease call us.';
    expect((await post({ ...valid, email, comments })).statusCode).toBe(201);
    const [stored] = await app()
      .database.db.select({ comments: contactMessages.comments })
      .from(contactMessages)
      .where(eq(contactMessages.email, email));
    expect(stored?.comments).toBe(comments);

    const refused = await post({ ...valid, name: 'Meera\tIyer', comments: 'Hi\u0000' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ApiErrorBody>().error.fields).toEqual({
      name: SINGLE_LINE_MESSAGE,
      comments: MULTI_LINE_MESSAGE,
    });
  });

  it('rejects comments over 2,000 characters', async () => {
    const response = await post({ ...valid, comments: 'x'.repeat(2_001) });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.fields).toEqual({
      comments: 'Please keep your message under 2,000 characters.',
    });
  });

  it('answers a filled honeypot with 201 and stores nothing', async () => {
    const email = 'bot@example.in';
    const response = await post({ ...valid, email, website: 'https://spam.example' });
    expect(response.statusCode).toBe(201);
    // As real as a stored message's receipt, down to the time from the app's clock.
    expect(contactReceiptSchema.parse(response.json()).receivedAt).toBe(RECEIVED_AT);
    expect(await storedCount(email)).toBe(0);
    const [mails] = await app()
      .database.db.select({ n: count() })
      .from(outboundMail)
      .where(eq(outboundMail.to, email));
    expect(mails?.n).toBe(0);
  });

  it('refuses the sixth message from one address within ten minutes', async () => {
    const address = '10.2.2.2';
    for (let i = 0; i < 5; i += 1) {
      const response = await post({ ...valid, email: `limit${i}@example.in` }, address);
      expect(response.statusCode).toBe(201);
    }
    const sixth = await post(valid, address);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: expect.stringMatching(/try again in/) },
    });
    expect(sixth.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await post(valid, '10.2.2.3')).statusCode).toBe(201);
  });

  it('answers 413 for a body far larger than any message', async () => {
    const response = await post({ ...valid, comments: 'x'.repeat(20_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json<ApiErrorBody>().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers 415 for a body that is not JSON', async () => {
    const response = await call(app(), contactApi.send, {
      body: 'name=Meera',
      headers: { 'content-type': 'text/plain' },
      ip: '10.3.3.3',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json<ApiErrorBody>().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers 400 with a JSON body for malformed JSON', async () => {
    const response = await call(app(), contactApi.send, {
      body: '{"name": "Meera",',
      headers: { 'content-type': 'application/json' },
      ip: '10.4.4.4',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' },
    });
  });
});

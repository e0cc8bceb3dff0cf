import { createHash } from 'node:crypto';
import { accessControlApi } from '@prakar/shared/api/access-control';
import { accountsApi } from '@prakar/shared/api/accounts';
import type { EndpointDefinition } from '@prakar/shared/api/endpoint';
import { matterEngagementsApi } from '@prakar/shared/api/matter-engagements';
import { mattersApi } from '@prakar/shared/api/matters';
import { paymentsApi } from '@prakar/shared/api/payments';
import type { ApiErrorBody } from '@prakar/shared/api-error';
import {
  ADVANCE_OVER_FEE_MESSAGE,
  EXPIRED_CODE_MESSAGE,
  type MatterEngagement,
  NO_CODE_MESSAGE,
  SPENT_CODE_MESSAGE,
  WRONG_CODE_MESSAGE,
} from '@prakar/shared/matter-engagements';
import { BY_PAPERS_MESSAGE } from '@prakar/shared/matter-status';
import type { MatterDetail } from '@prakar/shared/matters';
import { describe, expect, it } from 'vitest';
import { mailsTo, randomIp } from '#test/accounts-helpers.ts';
import { type CallInput, call } from '#test/call.ts';
import { buildPaymentsApp, payAtGateway, returnFromGateway } from '#test/commerce-helpers.ts';
import {
  acceptMatter,
  openMatter,
  type Person,
  TERMS,
  useMatterPeople,
} from '#test/matters-helpers.ts';
import type { Caller } from '#test/users-helpers.ts';
import {
  ALREADY_ACCEPTED_MESSAGE,
  LETTER_SENT_MESSAGE,
  NO_LETTER_MESSAGE,
} from './engagements-service.ts';

const { clock, app, people } = useMatterPeople(buildPaymentsApp);

const NO_SUCH_MATTER = '00000000-0000-4000-8000-000000000047';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36';

const requested = () => openMatter(people.staff, people.organisationId);
const errorOf = (response: { json<T>(): T }) => response.json<ApiErrorBody>().error;

const engagementOf = async (caller: Caller, id: string, staffRoute = false) => {
  const endpoint = staffRoute ? matterEngagementsApi.staffGet : matterEngagementsApi.get;
  const response = await caller.call(endpoint, { params: { id } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MatterEngagement>().engagement;
};

/**
 * Moves the clock on by `ms`, in steps shorter than a session's ten idle minutes, everyone
 * signed in making a request at each, as people at work would.
 */
async function letTimePass(ms: number) {
  for (let left = ms; left > 0; left -= 4 * 60_000) {
    clock.advance(Math.min(left, 4 * 60_000));
    for (const caller of [people.staff, people.client, people.member, people.stranger])
      await caller.call(accountsApi.session);
  }
}

const sendCode = (caller: Person, id: string) =>
  caller.call(matterEngagementsApi.sendCode, { params: { id } });

/** The code in the newest mail to `caller` about the matter. */
async function mailedCode(caller: Person, number: string): Promise<string> {
  const mails = (await mailsTo(app(), caller.email)).filter((mail) =>
    mail.subject.includes(`code to accept the engagement letter for ${number}`),
  );
  const newest = mails.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).at(-1);
  const code = newest?.text.match(/ is (\d{6})\./)?.[1];
  if (!code) throw new Error(`No code mailed to ${caller.email} for ${number}`);
  return code;
}

const accept = (caller: Person, id: string, code: string, ip = '203.0.113.7') =>
  caller.call(matterEngagementsApi.accept, {
    params: { id },
    body: { code },
    ip,
    headers: { 'user-agent': BROWSER },
  });

/** A matter accepted by staff, with its letter waiting for the client. */
async function withLetter(): Promise<MatterDetail> {
  const matter = await requested();
  await acceptMatter(people.staff, matter.id);
  return matter;
}

describe('who may use the engagement letters', () => {
  const params = { id: NO_SUCH_MATTER };
  const staffEndpoints: [EndpointDefinition, CallInput<EndpointDefinition>][] = [
    [matterEngagementsApi.staffGet, { params }],
    [matterEngagementsApi.write, { params, body: TERMS }],
  ];
  const clientEndpoints: [EndpointDefinition, CallInput<EndpointDefinition>][] = [
    [matterEngagementsApi.get, { params }],
    [matterEngagementsApi.sendCode, { params }],
    [matterEngagementsApi.accept, { params, body: { code: '123456' } }],
  ];

  it.each([...staffEndpoints, ...clientEndpoints])(
    '%# refuses anyone signed out with 401',
    async (endpoint, input) => {
      const response = await call(app(), endpoint, { ...input, ip: randomIp() });
      expect(response.statusCode).toBe(401);
    },
  );

  it.each(staffEndpoints)(
    '%# refuses a customer on the staff’s side with 403',
    async (endpoint, input) => {
      const response = await people.client.call(endpoint, input);
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('FORBIDDEN');
    },
  );

  it('refuses a user of the organisation without the Advisory matters power with 403', async () => {
    const matter = await withLetter();
    for (const [endpoint, input] of clientEndpoints) {
      const response = await people.member.call(endpoint, { ...input, params: { id: matter.id } });
      expect(response.statusCode).toBe(403);
    }
  });

  it('answers 404 for another organisation’s matter, as for none', async () => {
    const matter = await withLetter();
    for (const [endpoint, input] of clientEndpoints) {
      const theirs = await people.stranger.call(endpoint, { ...input, params: { id: matter.id } });
      const none = await people.client.call(endpoint, input);
      expect(theirs.statusCode).toBe(404);
      expect(none.statusCode).toBe(404);
      expect(errorOf(theirs)).toEqual(errorOf(none));
    }
    const missing = await people.staff.call(matterEngagementsApi.staffGet, { params });
    expect(missing.statusCode).toBe(404);
  });
});

describe('staff accept a request with its engagement letter', () => {
  it('moves the matter to Accepted, freezes the letter and mails the client a link only', async () => {
    const matter = await requested();
    expect(await engagementOf(people.staff, matter.id, true)).toBeNull();
    const written = await people.staff.call(matterEngagementsApi.write, {
      params: { id: matter.id },
      body: { scope: TERMS.scope, fee: '50,000', advance: '20,000.50' },
    });
    expect(written.statusCode, written.body).toBe(201);
    const engagement = written.json<MatterEngagement>().engagement;
    expect(engagement).toMatchObject({
      state: 'sent',
      firm: 'Prakar Tax Advisory Private Limited',
      scope: TERMS.scope,
      feePaise: 5_000_000,
      feeGstPaise: 900_000,
      advancePaise: 2_000_050,
      advanceGstPaise: 360_009,
      acceptance: null,
      advance: null,
    });
    expect(engagement?.letter).toContain(TERMS.scope);
    expect(engagement?.letter).toContain(
      'Our fee: ₹50,000.00 plus GST at 18% (₹9,000.00): ₹59,000.00.',
    );
    expect(engagement?.letter).toContain('Sundaram Logistics');

    const detail = await people.staff.call(mattersApi.get, { params: { id: matter.id } });
    expect(detail.json<MatterDetail>().status).toBe('accepted');

    const mail = (await mailsTo(app(), people.client.email)).find((each) =>
      each.subject.startsWith(`Engagement letter for ${matter.number}`),
    );
    expect(mail?.text).toContain(`/matters/${matter.id}`);
    expect(mail?.text).not.toContain('50,000');
    const toMember = await mailsTo(app(), people.member.email);
    expect(toMember.some((each) => each.subject.includes(matter.number))).toBe(false);

    const timeline = await people.staff.call(mattersApi.timeline, { params: { id: matter.id } });
    expect(timeline.json().entries.map((entry) => entry.sentence)).toContain(
      `Platform administrator moved ${matter.number} to Accepted (it was Requested): “Engagement letter sent: a fee of ₹50,000.00 with ₹20,000.50 in advance, before GST.”`,
    );

    const again = await people.staff.call(matterEngagementsApi.write, {
      params: { id: matter.id },
      body: TERMS,
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(LETTER_SENT_MESSAGE);
  });

  it('refuses an advance over the fee, an amount that is not one and an empty scope, at their fields', async () => {
    const matter = await requested();
    const response = await people.staff.call(matterEngagementsApi.write, {
      params: { id: matter.id },
      body: { scope: ' ', fee: 'fifty', advance: '20,000' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(errorOf(response).fields ?? {}).sort()).toEqual(['fee', 'scope']);
    const over = await people.staff.call(matterEngagementsApi.write, {
      params: { id: matter.id },
      body: { ...TERMS, fee: '10,000', advance: '10,000.01' },
    });
    expect(over.statusCode).toBe(400);
    expect(errorOf(over).fields).toEqual({ advance: ADVANCE_OVER_FEE_MESSAGE });
    expect(await engagementOf(people.staff, matter.id, true)).toBeNull();
  });

  it('no longer accepts a request by a plain move, alone or in bulk', async () => {
    const matter = await requested();
    const moved = await people.staff.call(mattersApi.setStatus, {
      params: { id: matter.id },
      body: { status: 'accepted' },
    });
    expect(moved.statusCode).toBe(409);
    expect(errorOf(moved).fields).toEqual({ status: BY_PAPERS_MESSAGE.accepted });
    const bulk = await people.staff.call(mattersApi.bulk, {
      body: { ids: [matter.id], action: { kind: 'status', status: 'accepted' } },
    });
    expect(bulk.statusCode).toBe(409);
  });

  it('writes no letter for a matter that is not a request', async () => {
    const matter = await requested();
    const declined = await people.staff.call(mattersApi.setStatus, {
      params: { id: matter.id },
      body: { status: 'declined', note: 'Outside our practice.' },
    });
    expect(declined.statusCode).toBe(200);
    const written = await people.staff.call(matterEngagementsApi.write, {
      params: { id: matter.id },
      body: TERMS,
    });
    expect(written.statusCode).toBe(409);
    expect(errorOf(written).code).toBe('MOVE_NOT_ALLOWED');
    expect(await engagementOf(people.staff, matter.id, true)).toBeNull();
  });

  it('mails the client a link when their request is declined', async () => {
    const matter = await requested();
    await people.staff.call(mattersApi.setStatus, {
      params: { id: matter.id },
      body: { status: 'declined', note: 'The appeal is time-barred.' },
    });
    const mail = (await mailsTo(app(), people.client.email)).find(
      (each) => each.subject === `Your request ${matter.number} was declined — Prakar Tax Advisory`,
    );
    expect(mail?.text).toContain(`/matters/${matter.id}`);
    expect(mail?.text).not.toContain('time-barred');
  });
});

describe('the client accepts the letter with a mailed code', () => {
  it('shows no letter before the firm writes one, and sends no code for it', async () => {
    const matter = await requested();
    expect(await engagementOf(people.client, matter.id)).toBeNull();
    const response = await sendCode(people.client, matter.id);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toBe(NO_LETTER_MESSAGE);
  });

  it('accepts with the right code, recording when, where, the browser and the letter’s hash', async () => {
    const matter = await withLetter();
    const none = await accept(people.client, matter.id, '000000');
    expect(none.statusCode).toBe(400);
    expect(errorOf(none).fields).toEqual({ code: NO_CODE_MESSAGE });

    const sent = await sendCode(people.client, matter.id);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({
      sentTo: people.client.email,
      expiresAt: new Date(clock.now().getTime() + 10 * 60_000).toISOString(),
    });
    const code = await mailedCode(people.client, matter.number);
    const wrong = await accept(people.client, matter.id, code === '111111' ? '222222' : '111111');
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).fields).toEqual({ code: WRONG_CODE_MESSAGE });

    const accepted = await accept(people.client, matter.id, code);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const engagement = accepted.json<MatterEngagement>().engagement;
    const letter = engagement?.letter ?? '';
    expect(engagement).toMatchObject({
      state: 'accepted',
      acceptance: {
        at: clock.now().toISOString(),
        by: { email: people.client.email },
        ip: '203.0.113.7',
        userAgent: BROWSER,
        letterSha256: createHash('sha256').update(letter).digest('hex'),
      },
      advance: { totalPaise: 2_360_000, paidAt: null, invoiceNumber: null },
    });
    expect(await engagementOf(people.staff, matter.id, true)).toEqual(engagement);

    const twice = await accept(people.client, matter.id, code);
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).message).toBe(ALREADY_ACCEPTED_MESSAGE);
    expect((await sendCode(people.client, matter.id)).statusCode).toBe(409);
  });

  it('refuses a code once its ten minutes are over', async () => {
    const matter = await withLetter();
    await sendCode(people.client, matter.id);
    const code = await mailedCode(people.client, matter.number);
    await letTimePass(10 * 60_000 + 1_000);
    const late = await accept(people.client, matter.id, code);
    expect(late.statusCode).toBe(400);
    expect(errorOf(late).fields).toEqual({ code: EXPIRED_CODE_MESSAGE });
    expect((await engagementOf(people.client, matter.id))?.state).toBe('sent');
  });

  it('spends a code after five wrong tries; a new code works', async () => {
    const matter = await withLetter();
    await sendCode(people.client, matter.id);
    const code = await mailedCode(people.client, matter.number);
    const other = code === '999999' ? '999998' : '999999';
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      answers.push(errorOf(await accept(people.client, matter.id, other)).fields?.code);
    }
    expect(answers).toEqual([...Array(4).fill(WRONG_CODE_MESSAGE), SPENT_CODE_MESSAGE]);
    const right = await accept(people.client, matter.id, code);
    expect(right.statusCode).toBe(400);
    expect(errorOf(right).fields).toEqual({ code: SPENT_CODE_MESSAGE });

    await sendCode(people.client, matter.id);
    const fresh = await mailedCode(people.client, matter.number);
    expect((await accept(people.client, matter.id, fresh)).statusCode).toBe(200);
  });

  it('refuses a code that is not six digits at the field', async () => {
    const matter = await withLetter();
    const response = await accept(people.client, matter.id, '12 34');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields?.code).toBe('Enter the 6-digit code from the e-mail.');
  });

  it('sends at most five codes an hour to one address', async () => {
    const granted = await people.client.call(accessControlApi.save, {
      body: { changes: [{ userId: people.member.id, item: 'view:matters:org', allowed: true }] },
    });
    expect(granted.statusCode).toBe(204);
    const matter = await withLetter();
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await sendCode(people.member, matter.id)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('the advance', () => {
  it('is paid as a payment link is, with its invoice, on the matter and in its timeline', async () => {
    const matter = await withLetter();
    await sendCode(people.client, matter.id);
    await accept(people.client, matter.id, await mailedCode(people.client, matter.number));
    const reference = (await engagementOf(people.client, matter.id))?.advance?.reference ?? '';

    const start = await call(app(), paymentsApi.startLink, { body: { reference } });
    expect(start.statusCode, start.body).toBe(200);
    const { callbackFields } = await payAtGateway(app(), start.json().fields.order_id ?? '');
    expect((await returnFromGateway(app(), callbackFields)).statusCode).toBe(303);

    const paid = await engagementOf(people.client, matter.id);
    expect(paid).toMatchObject({
      state: 'advance_paid',
      advance: {
        reference,
        totalPaise: 2_360_000,
        paidAt: expect.any(String),
        invoiceNumber: expect.stringMatching(/^PTA\/\d\d-\d\d\/\d{5}$/),
      },
    });
    const invoice = await call(app(), paymentsApi.invoice, { params: { reference } });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');

    const timeline = await people.staff.call(mattersApi.timeline, { params: { id: matter.id } });
    const sentences = timeline.json().entries.map((entry) => entry.sentence);
    expect(sentences).toContain(
      `The advance on ${matter.number} (₹23,600.00) was paid: invoice ${paid?.advance?.invoiceNumber}`,
    );
    expect(sentences.some((sentence) => sentence.includes('accepted the engagement letter'))).toBe(
      true,
    );
  });
});

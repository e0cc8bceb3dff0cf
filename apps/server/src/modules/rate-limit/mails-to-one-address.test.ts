import { accountsApi } from '@prakar/shared/api/accounts';
import type { EndpointDefinition } from '@prakar/shared/api/endpoint';
import { usersApi } from '@prakar/shared/api/users';
import type { ApiErrorBody } from '@prakar/shared/api-error';
import { describe, expect, it } from 'vitest';
import {
  createVerifiedUser,
  mailCountTo,
  randomIp,
  signUpBody,
  uniqueEmail,
} from '#test/accounts-helpers.ts';
import { call } from '#test/call.ts';
import { useTestAppWithClock } from '#test/use-test-app.ts';
import { newAdmin } from '#test/users-helpers.ts';

const { app, clock } = useTestAppWithClock();

/** The same request 40 times, each from a client address of its own; the answers' statuses. */
async function fromFortyAddresses(
  endpoint: EndpointDefinition,
  body: () => object,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let request = 0; request < 40; request += 1) {
    const response = await call(app(), endpoint, { body: body(), ip: randomIp() });
    statuses.push(response.statusCode);
  }
  return statuses;
}

const fiveThenRefused = (status: number) => [
  ...Array<number>(5).fill(status),
  ...Array<number>(35).fill(429),
];

describe('mails to one address', () => {
  it('sends at most 5 reset links an hour to one account, however many clients ask', async () => {
    const { email } = await createVerifiedUser(app());
    const statuses = await fromFortyAddresses(accountsApi.forgotPassword, () => ({ email }));
    expect(statuses).toEqual(fiveThenRefused(202));
    expect(await mailCountTo(app(), email)).toBe(1 + 5);
  });

  it('answers an address with no account exactly like one with an account', async () => {
    const known = (await createVerifiedUser(app())).email;
    const unknown = uniqueEmail('nobody');
    const answers = [];
    for (const email of [known, unknown]) {
      const statuses = await fromFortyAddresses(accountsApi.forgotPassword, () => ({ email }));
      const refused = await call(app(), accountsApi.forgotPassword, { body: { email } });
      answers.push({ statuses, body: refused.body });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]?.body).toMatch(
      /We have already sent several e-mails to this address\. Please try again in \d+ minutes?\./,
    );
  });

  it('sends at most 5 confirmation links an hour to one address, from sign-up and resend alike', async () => {
    const email = uniqueEmail();
    const signUp = await call(app(), accountsApi.signUp, {
      body: signUpBody(email),
      ip: randomIp(),
    });
    expect(signUp.statusCode).toBe(201);
    const statuses = await fromFortyAddresses(accountsApi.resendVerification, () => ({ email }));
    expect(statuses).toEqual([...Array<number>(4).fill(202), ...Array<number>(36).fill(429)]);
    const again = await call(app(), accountsApi.signUp, {
      body: signUpBody(email),
      ip: randomIp(),
    });
    expect(again.statusCode).toBe(429);
    expect(await mailCountTo(app(), email)).toBe(5);
  });

  it('sends at most 10 of one kind a day, and 5 more an hour later', async () => {
    const { email } = await createVerifiedUser(app());
    const forgot = () =>
      call(app(), accountsApi.forgotPassword, { body: { email }, ip: randomIp() });
    const hours: number[][] = [];
    for (let hour = 0; hour < 3; hour += 1) {
      const statuses = [];
      for (let request = 0; request < 6; request += 1) statuses.push((await forgot()).statusCode);
      hours.push(statuses);
      clock.advance(60 * 60_000);
    }
    expect(hours).toEqual([
      [202, 202, 202, 202, 202, 429],
      [202, 202, 202, 202, 202, 429],
      [429, 429, 429, 429, 429, 429],
    ]);
    expect(await mailCountTo(app(), email)).toBe(1 + 10);
  });

  it('tells an administrator plainly when an invitation would be one mail too many', async () => {
    const admin = await newAdmin(app());
    const email = uniqueEmail('invitee');
    const invited = await admin.call(usersApi.invite, {
      body: {
        email,
        role: 'org_user',
      },
    });
    expect(invited.statusCode).toBe(201);
    const resend = () =>
      admin.call(usersApi.resendInvitation, { params: { id: invited.json().id } });
    for (let again = 0; again < 4; again += 1) expect((await resend()).statusCode).toBe(204);
    const refused = await resend();
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ApiErrorBody>().error.message).toMatch(
      /^We have already sent several e-mails to this address\. Please try again in \d+ minutes?\.$/,
    );
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await mailCountTo(app(), email)).toBe(5);
  });
});

import { accountsApi } from '@prakar/shared/api/accounts';
import type { ApiErrorBody } from '@prakar/shared/api-error';
import { describe, expect, it } from 'vitest';
import {
  createVerifiedUser,
  randomIp,
  resetPassword,
  STRONG_PASSWORD,
  signUpBody,
  tokenFromMail,
  tryLogin,
  uniqueEmail,
} from '#test/accounts-helpers.ts';
import { call } from '#test/call.ts';
import { useTestAppWithClock } from '#test/use-test-app.ts';

const { app, clock } = useTestAppWithClock();
const login = (email: string, password: string, ip: string) => tryLogin(app(), email, password, ip);

describe('brute force', () => {
  it('locks an account for one address after 10 failures, even with the right password', async () => {
    const { email } = await createVerifiedUser(app());
    const ip = randomIp();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login(email, `wrong-guess-${attempt}`, ip)).statusCode).toBe(401);
    }
    const locked = await login(email, STRONG_PASSWORD, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json<ApiErrorBody>().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/try again in 15 minutes/),
    });
    expect((await login(email, STRONG_PASSWORD, randomIp())).statusCode).toBe(200);

    clock.advance(15 * 60_000);
    expect((await login(email, STRONG_PASSWORD, ip)).statusCode).toBe(200);
  });

  it('clears the failure count after a successful sign-in', async () => {
    const { email } = await createVerifiedUser(app());
    const ip = randomIp();
    for (let attempt = 0; attempt < 9; attempt += 1) await login(email, 'wrong-guess', ip);
    expect((await login(email, STRONG_PASSWORD, ip)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 9; attempt += 1) await login(email, 'wrong-guess', ip);
    expect((await login(email, STRONG_PASSWORD, ip)).statusCode).toBe(200);
  });
});

/** Ten wrong passwords from each of five client addresses: 50 guesses at one account. */
async function guessFromFiveAddresses(email: string) {
  const statuses = new Set<number>();
  for (let address = 0; address < 5; address += 1) {
    const ip = randomIp();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      statuses.add((await login(email, `wrong-guess-${address}-${attempt}`, ip)).statusCode);
    }
  }
  return statuses;
}

describe('failed sign-ins per account', () => {
  it('refuses even the right password from a new address after 50 failures over five, until the lock ends', async () => {
    const { email } = await createVerifiedUser(app());
    expect(await guessFromFiveAddresses(email)).toEqual(new Set([401, 429]));
    const locked = await login(email, STRONG_PASSWORD, randomIp());
    expect(locked.statusCode).toBe(429);
    expect(locked.json<ApiErrorBody>().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many failed sign-ins for this account. Please try again in 1 minute.',
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(60);
    clock.advance(60_000);
    expect((await login(email, STRONG_PASSWORD, randomIp())).statusCode).toBe(200);
  });

  it('locks for twice as long after each further failure, at most 15 minutes', async () => {
    const { email } = await createVerifiedUser(app());
    await guessFromFiveAddresses(email);
    const waits: string[] = [];
    for (let lock = 0; lock < 6; lock += 1) {
      const refused = await login(email, 'wrong-guess', randomIp());
      waits.push(refused.json<ApiErrorBody>().error.message.match(/in (\d+) minutes?/)?.[1] ?? '');
      clock.advance(Number(refused.headers['retry-after']) * 1000);
      expect((await login(email, 'another-wrong-guess', randomIp())).statusCode).toBe(401);
    }
    expect(waits).toEqual(['1', '2', '4', '8', '15', '15']);
  });

  it('counts and locks an address with no account exactly like one with an account', async () => {
    const known = (await createVerifiedUser(app())).email;
    const unknown = uniqueEmail('nobody');
    const answers = [];
    for (const email of [known, unknown]) {
      await guessFromFiveAddresses(email);
      const refused = await login(email, STRONG_PASSWORD, randomIp());
      answers.push({ status: refused.statusCode, body: refused.body });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]?.status).toBe(429);
  });

  it('lifts the lock when the owner resets the password through the e-mailed link', async () => {
    const { email } = await createVerifiedUser(app());
    await guessFromFiveAddresses(email);
    expect((await login(email, STRONG_PASSWORD, randomIp())).statusCode).toBe(429);
    await call(app(), accountsApi.forgotPassword, { body: { email }, ip: randomIp() });
    const token = await tokenFromMail(app(), email, 'token');
    const newPassword = 'tamarind-harbour-93-lantern';
    const reset = await resetPassword(app(), token, newPassword);
    expect(reset.statusCode).toBe(200);
    expect((await login(email, newPassword, randomIp())).statusCode).toBe(200);
  });
});

describe('per-address limits', () => {
  it('allows 20 sign-ins per address in 10 minutes', async () => {
    const ip = randomIp();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await login(uniqueEmail(), 'wrong-guess', ip)).statusCode).toBe(401);
    }
    expect((await login(uniqueEmail(), 'wrong-guess', ip)).statusCode).toBe(429);
  });

  it.each([
    ['SignUp', accountsApi.signUp, () => signUpBody(uniqueEmail()), 201],
    ['ForgotPassword', accountsApi.forgotPassword, () => ({ email: uniqueEmail() }), 202],
    ['ResendVerification', accountsApi.resendVerification, () => ({ email: uniqueEmail() }), 202],
  ] as const)('allows 5 %s calls per address an hour', async (_, endpoint, body, status) => {
    const ip = randomIp();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await call(app(), endpoint, { body: body(), ip })).statusCode).toBe(status);
    }
    const refused = await call(app(), endpoint, { body: body(), ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ApiErrorBody>().error.message).toMatch(
      /Please try again in \d+ minutes?\./,
    );
    expect((await call(app(), endpoint, { body: body(), ip: randomIp() })).statusCode).toBe(status);
    clock.advance(60 * 60_000);
    expect((await call(app(), endpoint, { body: body(), ip })).statusCode).toBe(status);
  });
});

import { describe, expect, it } from 'vitest';
import {
  createFakeClock,
  createVerifiedUser,
  post,
  randomIp,
  STRONG_PASSWORD,
  signUpBody,
  uniqueEmail,
} from '#test/accounts-helpers.ts';
import { useTestApp } from '#test/use-test-app.ts';

const clock = createFakeClock();
const app = useTestApp({ now: clock.now });
const login = (email: string, password: string, ip: string) =>
  post(app(), '/api/Authentication/Login', { email, password }, { ip });

describe('brute force', () => {
  it('locks an account for one address after 10 failures, even with the right password', async () => {
    const { email } = await createVerifiedUser(app());
    const ip = randomIp();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login(email, `wrong-guess-${attempt}`, ip)).statusCode).toBe(401);
    }
    const locked = await login(email, STRONG_PASSWORD, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatchObject({
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

describe('per-address limits', () => {
  it('allows 20 sign-ins per address in 10 minutes', async () => {
    const ip = randomIp();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await login(uniqueEmail(), 'wrong-guess', ip)).statusCode).toBe(401);
    }
    expect((await login(uniqueEmail(), 'wrong-guess', ip)).statusCode).toBe(429);
  });

  it.each([
    ['SignUp', () => signUpBody(uniqueEmail()), 201],
    ['ForgotPassword', () => ({ email: uniqueEmail() }), 202],
    ['ResendVerification', () => ({ email: uniqueEmail() }), 202],
  ] as const)('allows 5 %s calls per address an hour', async (route, body, status) => {
    const ip = randomIp();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await post(app(), `/api/Authentication/${route}`, body(), { ip })).statusCode).toBe(
        status,
      );
    }
    const refused = await post(app(), `/api/Authentication/${route}`, body(), { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/Please try again in \d+ minutes?\./);
    expect(
      (await post(app(), `/api/Authentication/${route}`, body(), { ip: randomIp() })).statusCode,
    ).toBe(status);
    clock.advance(60 * 60_000);
    expect((await post(app(), `/api/Authentication/${route}`, body(), { ip })).statusCode).toBe(
      status,
    );
  });
});

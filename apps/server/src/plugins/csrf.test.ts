import { describe, expect, it } from 'vitest';
import { randomIp, signUpBody, uniqueEmail } from '#test/accounts-helpers.ts';
import { useTestApp } from '#test/use-test-app.ts';

const app = useTestApp({ env: { PUBLIC_URL: 'https://www.prakartax.in' } });

const forgot = (headers: Record<string, string>) =>
  app().inject({
    method: 'POST',
    url: '/api/Authentication/ForgotPassword',
    payload: { email: uniqueEmail() },
    headers,
    remoteAddress: randomIp(),
  });

describe('CSRF protection', () => {
  it('refuses a state-changing call with neither X-Requested-With nor our Origin', async () => {
    const response = await forgot({});
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('CSRF_REJECTED');
    const foreign = await forgot({ origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
  });

  it('accepts our Origin, the X-Requested-With header, or an API client’s bearer token', async () => {
    expect((await forgot({ origin: 'https://www.prakartax.in' })).statusCode).toBe(202);
    expect((await forgot({ 'x-requested-with': 'XMLHttpRequest' })).statusCode).toBe(202);
    // A browser never attaches a bearer token by itself, so a forged form cannot carry one.
    expect((await forgot({ authorization: 'Bearer abcdefghijklmnopqrstuvwxyz' })).statusCode).toBe(
      202,
    );
  });

  it('covers every API route, the contact form and careers included, and leaves reads alone', async () => {
    const signUp = await app().inject({
      method: 'POST',
      url: '/api/Authentication/SignUp',
      payload: signUpBody(uniqueEmail()),
      remoteAddress: randomIp(),
    });
    expect(signUp.statusCode).toBe(403);
    for (const [method, url] of [
      ['PUT', '/api/Details/Profile'],
      ['POST', '/api/Details/Sessions/RevokeOthers'],
      ['POST', '/api/Details/Contact'],
      ['POST', '/api/Details/Careers/Applications'],
      ['DELETE', '/api/Masters/Products'],
    ] as const) {
      const response = await app().inject({ method, url, payload: {} });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().error.code).toBe('CSRF_REJECTED');
    }
    expect((await app().inject({ url: '/api/Authentication/Session' })).statusCode).toBe(200);
    expect((await app().inject({ url: '/api/Masters/Products' })).statusCode).toBe(200);
    const contact = await app().inject({
      method: 'POST',
      url: '/api/Details/Contact',
      payload: { name: 'Meera', email: 'meera@example.in', comments: 'Hello' },
      headers: { origin: 'https://www.prakartax.in' },
      remoteAddress: randomIp(),
    });
    expect(contact.statusCode).toBe(201);
  });
});

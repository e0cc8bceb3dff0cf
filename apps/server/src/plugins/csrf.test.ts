import { accountsApi } from '@prakar/shared/api/accounts';
import { careersApi } from '@prakar/shared/api/careers';
import { catalogueApi } from '@prakar/shared/api/catalogue';
import { contactApi } from '@prakar/shared/api/contact';
import { profileApi } from '@prakar/shared/api/profile';
import { describe, expect, it } from 'vitest';
import { randomIp, signUpBody, uniqueEmail } from '#test/accounts-helpers.ts';
import { apiUrl, call } from '#test/call.ts';
import { useTestApp } from '#test/use-test-app.ts';

const app = useTestApp({ env: { PUBLIC_URL: 'https://www.prakartax.in' } });

const forgot = (headers: Record<string, string>) =>
  call(app(), accountsApi.forgotPassword, {
    body: { email: uniqueEmail() },
    headers,
    ip: randomIp(),
    csrfHeader: false,
  });

describe('CSRF protection', () => {
  it('refuses a state-changing call with neither X-Requested-With nor our Origin', async () => {
    const response = await forgot({});
    expect(response.statusCode).toBe(403);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('CSRF_REJECTED');
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
    const signUp = await call(app(), accountsApi.signUp, {
      body: signUpBody(uniqueEmail()),
      ip: randomIp(),
      csrfHeader: false,
    });
    expect(signUp.statusCode).toBe(403);
    for (const endpoint of [
      profileApi.save,
      profileApi.revokeOtherSessions,
      contactApi.send,
      careersApi.apply,
    ]) {
      const response = await call(app(), endpoint, { body: {}, csrfHeader: false });
      expect(response.statusCode, endpoint.path).toBe(403);
      expect(response.json<{ error: { code: string } }>().error.code).toBe('CSRF_REJECTED');
    }
    // A method no route has on that path is refused before it could be routed.
    const unrouted = await app().inject({
      method: 'DELETE',
      url: apiUrl(catalogueApi.listProducts),
      payload: {},
    });
    expect(unrouted.statusCode).toBe(403);
    expect(unrouted.json().error.code).toBe('CSRF_REJECTED');
    expect((await call(app(), accountsApi.session, { csrfHeader: false })).statusCode).toBe(200);
    expect((await call(app(), catalogueApi.listProducts, { csrfHeader: false })).statusCode).toBe(
      200,
    );
    const contact = await call(app(), contactApi.send, {
      body: { name: 'Meera', email: 'meera@example.in', comments: 'Hello' },
      headers: { origin: 'https://www.prakartax.in' },
      ip: randomIp(),
      csrfHeader: false,
    });
    expect(contact.statusCode).toBe(201);
  });
});

import { accountsApi } from '@prakar/shared/api/accounts';
import type { SessionUser } from '@prakar/shared/auth';
import { SIGNED_IN_HINT_COOKIE } from '@prakar/shared/constants';
import { describe, expect, it } from 'vitest';
import { createVerifiedUser, STRONG_PASSWORD, sessionTokenFrom } from '#test/accounts-helpers.ts';
import { call } from '#test/call.ts';
import { useTestApp } from '#test/use-test-app.ts';

type SignedIn = { user: SessionUser };

const app = useTestApp({
  env: {
    PUBLIC_URL: 'https://www.prakartax.in',
    COOKIE_DOMAIN: '.prakartax.in',
    SESSION_COOKIE_NAME: 'prakar_sid',
    PLATFORM_ADMIN_EMAIL: 'Admin@PrakarTax.in',
    PLATFORM_ADMIN_PASSWORD: 'harbour-lights-over-worli',
  },
});

describe('the session cookie over https', () => {
  it('is Secure, on the shared domain, under the configured name', async () => {
    const { email } = await createVerifiedUser(app());
    const response = await call(app(), accountsApi.login, {
      body: {
        email,
        password: STRONG_PASSWORD,
      },
    });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^prakar_sid=/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/Domain=\.prakartax\.in/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });
});

/** The Set-Cookie line that sets or clears `name`. */
function setCookieOf(response: { headers: Record<string, unknown> }, name: string) {
  return [response.headers['set-cookie'] ?? []]
    .flat()
    .map(String)
    .find((line) => line.startsWith(`${name}=`));
}

describe('the signed-in hint beside the session cookie', () => {
  it('is readable by the page, holds no secret and lives as long as the session', async () => {
    const { email } = await createVerifiedUser(app());
    const response = await call(app(), accountsApi.login, {
      body: {
        email,
        password: STRONG_PASSWORD,
      },
    });
    const hint = setCookieOf(response, SIGNED_IN_HINT_COOKIE) ?? '';
    const session = setCookieOf(response, 'prakar_sid') ?? '';
    expect(hint).toMatch(new RegExp(`^${SIGNED_IN_HINT_COOKIE}=1;`));
    expect(hint).not.toMatch(/HttpOnly/);
    expect(hint).toMatch(/Domain=\.prakartax\.in/);
    expect(hint).toMatch(/; Secure/);
    expect(hint.match(/Expires=[^;]+/)?.[0]).toBe(session.match(/Expires=[^;]+/)?.[0]);
  });

  it('is cleared on sign-out, set again for a live session without it, cleared for an ended one', async () => {
    const { email } = await createVerifiedUser(app());
    const signedIn = await call(app(), accountsApi.login, {
      body: {
        email,
        password: STRONG_PASSWORD,
      },
    });
    const cookie = `prakar_sid=${sessionTokenFrom(signedIn.headers['set-cookie'], 'prakar_sid')}`;

    const unhinted = await call(app(), accountsApi.session, { headers: { cookie } });
    expect(setCookieOf(unhinted, SIGNED_IN_HINT_COOKIE)).toMatch(/=1;/);
    const hinted = await call(app(), accountsApi.session, {
      headers: { cookie: `${cookie}; ${SIGNED_IN_HINT_COOKIE}=1` },
    });
    expect(setCookieOf(hinted, SIGNED_IN_HINT_COOKIE)).toBeUndefined();

    const signedOut = await call(app(), accountsApi.logout, { body: {}, headers: { cookie } });
    expect(setCookieOf(signedOut, SIGNED_IN_HINT_COOKIE)).toMatch(/Expires=Thu, 01 Jan 1970/);

    const ended = await call(app(), accountsApi.session, {
      headers: { cookie: `${cookie}; ${SIGNED_IN_HINT_COOKIE}=1` },
    });
    expect(ended.json()).toEqual({ user: null });
    expect(setCookieOf(ended, SIGNED_IN_HINT_COOKIE)).toMatch(/Expires=Thu, 01 Jan 1970/);
    // Only the hint: the answer signs no one out of the browser.
    expect(setCookieOf(ended, 'prakar_sid')).toBeUndefined();
  });
});

describe('the platform administrator', () => {
  it('exists, verified, when PLATFORM_ADMIN_EMAIL and PLATFORM_ADMIN_PASSWORD are set', async () => {
    const response = await call(app(), accountsApi.login, {
      body: {
        email: 'admin@prakartax.in',
        password: 'harbour-lights-over-worli',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<SignedIn>().user).toMatchObject({
      RoleId: 1,
      IsAdmin: true,
      OrganisationName: 'Prakar Tax Advisory',
    });
  });
});

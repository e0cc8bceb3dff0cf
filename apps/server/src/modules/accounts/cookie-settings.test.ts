import { describe, expect, it } from 'vitest';
import { createVerifiedUser, post, STRONG_PASSWORD } from '#test/accounts-helpers.ts';
import { useTestApp } from '#test/use-test-app.ts';

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
    const response = await post(app(), '/api/Authentication/Login', {
      email,
      password: STRONG_PASSWORD,
    });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^prakar_sid=/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/Domain=\.prakartax\.in/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });
});

describe('the platform administrator', () => {
  it('exists, verified, when PLATFORM_ADMIN_EMAIL and PLATFORM_ADMIN_PASSWORD are set', async () => {
    const response = await post(app(), '/api/Authentication/Login', {
      email: 'admin@prakartax.in',
      password: 'harbour-lights-over-worli',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      RoleId: 1,
      IsAdmin: true,
      OrganisationName: 'Prakar Tax Advisory',
    });
  });
});

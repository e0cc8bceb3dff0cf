import { accountsApi } from '@prakar/shared/api/accounts';
import { securityActivityApi } from '@prakar/shared/api/security-activity';
import { describe, expect, it } from 'vitest';
import {
  createVerifiedUser,
  mailsTo,
  randomIp,
  resetPassword,
  STRONG_PASSWORD,
  sessionTokenFrom,
  tokenFromMail,
  tryLogin,
} from '#test/accounts-helpers.ts';
import { call } from '#test/call.ts';
import { useTestAppWithClock } from '#test/use-test-app.ts';
import { createPlaceFinder } from './approximate-place.ts';

/** Thursday 3 December 2026, 11:30 IST. */
const { app, clock } = useTestAppWithClock({ start: new Date('2026-12-03T06:00:00.000Z') });

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
const FIREFOX_ON_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';
/** An address DB-IP places in Maharashtra. */
const MUMBAI_IP = '49.36.0.1';

const noticesTo = async (email: string) =>
  (await mailsTo(app(), email)).filter((mail) => mail.subject.startsWith('New sign-in'));

/** A password sign-in from a browser: its user agent, and its id cookie when it has one. */
async function signInFrom(
  email: string,
  userAgent: string,
  browserCookie?: string,
  ip = randomIp(),
) {
  const response = await call(app(), accountsApi.login, {
    body: { email, password: STRONG_PASSWORD },
    headers: { 'user-agent': userAgent },
    ...(browserCookie ? { cookie: `prakar_browser=${browserCookie}` } : {}),
    ip,
  });
  expect(response.statusCode, response.body).toBe(200);
  const browser = sessionTokenFrom(response.headers['set-cookie'], 'prakar_browser');
  const session = sessionTokenFrom(response.headers['set-cookie']);
  return { browser: browser ?? '', cookie: `prakar_session=${session}; prakar_browser=${browser}` };
}

describe('a sign-in from a browser not seen before', () => {
  it('mails the user once, naming the time in IST, the browser and the approximate place', async () => {
    const { email } = await createVerifiedUser(app());
    const first = await signInFrom(email, CHROME_ON_WINDOWS);
    expect(first.browser).toMatch(/^[\w-]{43}$/);
    const before = (await noticesTo(email)).length;

    // The same browser again, from another address: known, no mail.
    const again = await signInFrom(email, CHROME_ON_WINDOWS, first.browser);
    expect(again.browser).toBe(first.browser);
    expect(await noticesTo(email)).toHaveLength(before);

    // Half past midnight in India: the next day there.
    clock.set('2026-12-03T19:00:00.000Z');
    await signInFrom(email, FIREFOX_ON_ANDROID, undefined, MUMBAI_IP);
    const notices = await noticesTo(email);
    expect(notices).toHaveLength(before + 1);
    const text = notices.at(-1)?.text ?? '';
    expect(text).toContain('4 December 2026');
    expect(text).toMatch(/12:30\s?am/i);
    expect(text).toContain('Firefox on Android');
    expect(text).toContain(MUMBAI_IP);
    expect(text).toMatch(/near .*Maharashtra, India\)/);
    expect(text).toContain('/user-profile#sessions-heading');
    expect(text).toContain('IP Geolocation by DB-IP');
  });

  it('takes a made-up browser cookie for a new browser, not as a known one', async () => {
    const { email } = await createVerifiedUser(app());
    await signInFrom(email, CHROME_ON_WINDOWS);
    const before = (await noticesTo(email)).length;
    const forged = await signInFrom(email, CHROME_ON_WINDOWS, 'not-a-browser-id');
    expect(forged.browser).toMatch(/^[\w-]{43}$/);
    expect(await noticesTo(email)).toHaveLength(before + 1);
  });
});

describe('a password changed or reset', () => {
  it('mails a notice each time, from the browser that did it', async () => {
    const { email } = await createVerifiedUser(app());
    const { cookie } = await signInFrom(email, CHROME_ON_WINDOWS);
    const changed = await call(app(), accountsApi.changePassword, {
      body: {
        currentPassword: STRONG_PASSWORD,
        newPassword: 'teak-and-brass-door-2026',
        confirmPassword: 'teak-and-brass-door-2026',
      },
      cookie,
      headers: { 'user-agent': CHROME_ON_WINDOWS },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const changedMail = (await mailsTo(app(), email)).find((mail) =>
      mail.subject.startsWith('Your password was changed'),
    );
    expect(changedMail?.text).toContain('Chrome on Windows');

    await call(app(), accountsApi.forgotPassword, { body: { email } });
    const token = await tokenFromMail(app(), email, 'token');
    expect((await resetPassword(app(), token, STRONG_PASSWORD)).statusCode).toBe(200);
    const subjects = (await mailsTo(app(), email)).map((mail) => mail.subject);
    expect(subjects.some((subject) => subject.startsWith('Your password was reset'))).toBe(true);
  });
});

describe("the owner's sign-in history", () => {
  it('lists their sign-ins and failed sign-ins with places, and their browsers, this one marked', async () => {
    const { email } = await createVerifiedUser(app());
    const other = await createVerifiedUser(app());
    await tryLogin(app(), email, 'a-wrong-guess-entirely', MUMBAI_IP);
    await signInFrom(email, FIREFOX_ON_ANDROID, undefined, MUMBAI_IP);
    const { cookie } = await signInFrom(email, CHROME_ON_WINDOWS);
    await signInFrom(other.email, CHROME_ON_WINDOWS);

    const response = await call(app(), securityActivityApi.get, { cookie });
    expect(response.statusCode, response.body).toBe(200);
    const { events, browsers } = response.json();
    expect(events[1]).toMatchObject({ browser: 'Firefox on Android', ip: MUMBAI_IP });
    expect(events[1]?.place).toMatch(/Maharashtra, India$/);
    expect(events[2]?.place).toMatch(/Maharashtra, India$/);
    expect(browsers.filter((browser) => browser.current)).toEqual([
      expect.objectContaining({ browser: 'Chrome on Windows' }),
    ]);
    expect(browsers.map((browser) => browser.browser)).toContain('Firefox on Android');
    // Their own events only: the confirmation link's sign-in, a failed one and two more; not the other user's.
    expect(events.map((event) => event.what)).toEqual([
      'Signed in',
      'Signed in',
      'Failed sign-in',
      'Signed in',
    ]);
  });

  it('keeps to the last year, and is for signed-in users only', async () => {
    const { email } = await createVerifiedUser(app());
    await signInFrom(email, FIREFOX_ON_ANDROID);
    clock.advance(366 * 24 * 3_600_000);
    const { cookie } = await signInFrom(email, CHROME_ON_WINDOWS);
    const { events } = (await call(app(), securityActivityApi.get, { cookie })).json();
    expect(events.map((event) => event.browser)).toEqual(['Chrome on Windows']);
    expect((await call(app(), securityActivityApi.get)).statusCode).toBe(401);
  });
});

describe('the approximate place of an address', () => {
  const placeOf = createPlaceFinder();

  it('names the city, state and country of a public address, IPv4 or IPv6, and nothing for a private one', async () => {
    expect(await placeOf(MUMBAI_IP)).toMatch(/Maharashtra, India$/);
    expect(await placeOf('2401:4900::1')).toMatch(/India$/);
    expect(await placeOf('10.1.2.3')).toBeUndefined();
    expect(await placeOf('127.0.0.1')).toBeUndefined();
    expect(await placeOf('::1')).toBeUndefined();
    expect(await placeOf('not an address')).toBeUndefined();
    expect(await placeOf(undefined)).toBeUndefined();
  });
});

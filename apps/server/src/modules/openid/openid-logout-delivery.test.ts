import { generateKeyPairSync } from 'node:crypto';
import { accountsApi } from '@prakar/shared/api/accounts';
import { eq } from 'drizzle-orm';
import { decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#src/app.ts';
import { openidLogoutDeliveries } from '#src/db/schema.ts';
import { createFakeClock } from '#test/accounts-helpers.ts';
import { buildSecondInstance } from '#test/build-test-app.ts';
import { captureLog } from '#test/log-capture.ts';
import { OPENID_CLIENT_ID, type OpenidTestApp, startOpenidTestApp } from '#test/openid-helpers.ts';
import { parseExposition, samplesOf } from '#test/prometheus-text.ts';
import { newAdmin } from '#test/users-helpers.ts';

const HOUR_MS = 3_600_000;
const clock = createFakeClock();
const log = captureLog();

let started: OpenidTestApp;
let listener: OpenidTestApp['listener'];
const app = (): App => started.app;

beforeAll(async () => {
  // Named, as in production, so that every instance signs with the key the apps trust.
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    format: 'jwk',
  });
  started = await startOpenidTestApp({
    env: { OPENID_SIGNING_KEY: JSON.stringify({ ...signingKey, kid: 'portal-test' }) },
    now: clock.now,
    logger: 'info',
    logStream: log.stream,
  });
  listener = started.listener;
});

afterAll(async () => {
  await started?.close();
});

/** Signs a new user in to the app, then out of the portal, while the app may be down. */
async function signInThenOut() {
  const admin = await newAdmin(app());
  const { tokens } = await started.party.signInToApp(admin.cookie);
  const signedOut = await admin.call(accountsApi.logout);
  expect(signedOut.statusCode).toBeLessThan(300);
  return { sub: String(admin.id), sid: tokens.claims()?.sid };
}

/** The logouts the app is owed for `sub`, as the database keeps them. */
const deliveriesOf = (sub: string) =>
  app()
    .database.db.select()
    .from(openidLogoutDeliveries)
    .where(eq(openidLogoutDeliveries.sub, sub));

async function pendingGauge(): Promise<number> {
  const response = await app().inject({ method: 'GET', url: '/metrics' });
  const [sample] = samplesOf(parseExposition(response.body), 'openid_logout_deliveries_pending');
  return sample?.value ?? Number.NaN;
}

describe('back-channel logout to an app that is down', () => {
  it('is kept, and delivered by the retry job once the app is back', async () => {
    listener.down = true;
    const refusedBefore = listener.refused;
    const { sub, sid } = await signInThenOut();
    // The logout was tried at once and refused; it waits in the database.
    await expect.poll(async () => (await deliveriesOf(sub))[0]?.attempts).toBe(1);
    expect(listener.refused).toBe(refusedBefore + 1);
    expect(await pendingGauge()).toBe(1);

    listener.down = false;
    const received = listener.tokens.length;
    // Not before its back-off (30 s, give or take a fifth) has passed.
    expect(await app().jobs.runOnce('single sign-on logouts')).toMatchObject({ delivered: 0 });
    clock.advance(60_000);
    expect(await app().jobs.runOnce('single sign-on logouts')).toMatchObject({ delivered: 1 });

    const { payload } = await jwtVerify(await listener.next(received), started.party.jwks(), {
      audience: OPENID_CLIENT_ID,
    });
    expect(payload).toMatchObject({ sub, sid });
    const [delivery] = await deliveriesOf(sub);
    expect(delivery?.deliveredAt).toEqual(clock.now());
    expect(await pendingGauge()).toBe(0);
    // Delivered once: the next run sends nothing more.
    clock.advance(HOUR_MS);
    expect(await app().jobs.runOnce('single sign-on logouts')).toMatchObject({ delivered: 0 });
    expect(listener.tokens).toHaveLength(received + 1);
  });

  it('is given up, and logged, once the app has been down for a day', async () => {
    listener.down = true;
    const { sub } = await signInThenOut();
    await expect.poll(async () => (await deliveriesOf(sub))[0]?.attempts).toBe(1);

    clock.advance(23 * HOUR_MS);
    expect(await app().jobs.runOnce('single sign-on logouts')).toMatchObject({
      retrying: 1,
      givenUp: 0,
    });
    clock.advance(HOUR_MS);
    expect(await app().jobs.runOnce('single sign-on logouts')).toMatchObject({ givenUp: 1 });
    const [delivery] = await deliveriesOf(sub);
    expect(delivery).toMatchObject({ attempts: 3, deliveredAt: null, givenUpAt: clock.now() });
    expect(delivery?.lastError).toMatch(/503/);
    expect(log.text()).toContain('back-channel logout given up after a day');
    expect(await pendingGauge()).toBe(0);

    // Given up means no more attempts, even with the app back.
    listener.down = false;
    const refused = listener.refused;
    clock.advance(HOUR_MS);
    expect(await app().jobs.runOnce('single sign-on logouts')).toMatchObject({ delivered: 0 });
    expect(listener.refused).toBe(refused);
  });
});

describe('an app’s own sign-out, confirmed while the app is down', () => {
  it('is owed like the others, and delivered by the retry job once the app is back', async () => {
    const admin = await newAdmin(app());
    const visit = started.party.browser(admin.cookie);
    const signedIn = await started.party.signInToApp(admin.cookie, visit);
    listener.down = true;
    const { confirmed } = await started.party.signOutAtApp(visit, signedIn);
    expect(confirmed.headers.get('location')).toBe('http://127.0.0.1:4999/');
    const sub = String(admin.id);
    await expect.poll(async () => (await deliveriesOf(sub)).length).toBe(1);

    listener.down = false;
    const received = listener.tokens.length;
    clock.advance(HOUR_MS);
    expect(await app().jobs.runOnce('single sign-on logouts')).toMatchObject({ delivered: 1 });
    const { payload } = await jwtVerify(await listener.next(received), started.party.jwks(), {
      audience: OPENID_CLIENT_ID,
    });
    expect(payload).toMatchObject({ sub, sid: signedIn.tokens.claims()?.sid });
  });
});

describe('a back-channel logout delivered at once', () => {
  it('is kept a week for a look at it, then dropped by the clean-up', async () => {
    listener.down = false;
    const { sub } = await signInThenOut();
    await expect.poll(async () => (await deliveriesOf(sub))[0]?.deliveredAt).toEqual(clock.now());
    expect((await deliveriesOf(sub))[0]?.attempts).toBe(0);
    clock.advance(6 * 24 * HOUR_MS);
    await app().jobs.runOnce('single sign-on clean-up');
    expect(await deliveriesOf(sub)).toHaveLength(1);
    clock.advance(2 * 24 * HOUR_MS);
    await app().jobs.runOnce('single sign-on clean-up');
    expect(await deliveriesOf(sub)).toEqual([]);
  });
});

describe('back-channel logouts owed, with two server instances', () => {
  it('are each delivered once, whichever instance sends them', async () => {
    const second = await buildSecondInstance(app(), { env: started.env, now: clock.now });
    try {
      listener.down = true;
      const owed = [];
      for (let user = 0; user < 6; user += 1) owed.push(await signInThenOut());
      for (const { sub } of owed) {
        await expect.poll(async () => (await deliveriesOf(sub))[0]?.attempts).toBe(1);
      }

      listener.down = false;
      const received = listener.tokens.length;
      clock.advance(HOUR_MS);
      const [first, other] = await Promise.all([
        app().jobs.runOnce('single sign-on logouts'),
        second.jobs.runOnce('single sign-on logouts'),
      ]);
      expect(first.delivered + other.delivered).toBe(owed.length);
      const sids = listener.tokens.slice(received).map((token) => decodeJwt(token).sid);
      expect(sids.sort()).toEqual(owed.map(({ sid }) => sid).sort());
    } finally {
      await second.close();
    }
  });
});

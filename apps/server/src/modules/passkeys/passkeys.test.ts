import { accessTokensApi } from '@prakar/shared/api/access-tokens';
import { passkeysApi } from '@prakar/shared/api/passkeys';
import { profileApi } from '@prakar/shared/api/profile';
import { twoFactorApi } from '@prakar/shared/api/two-factor';
import type { ApiErrorBody } from '@prakar/shared/api-error';
import { and, desc, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { auditEvents, passkeyChallenges, sessions, users } from '#src/db/schema.ts';
import { lastMailTo, randomIp, sessionTokenFrom } from '#test/accounts-helpers.ts';
import { call } from '#test/call.ts';
import { softwareAuthenticator } from '#test/software-authenticator.ts';
import { useTestAppWithClock } from '#test/use-test-app.ts';
import { inviteAndJoin, newAdmin } from '#test/users-helpers.ts';
import { PASSKEY_CHALLENGE_MS } from './passkey-protocol.ts';

const { app, clock } = useTestAppWithClock();
/** The site at PUBLIC_URL, the one relying party. */
const site = () => new URL(app().config.publicUrl);

type Admin = Awaited<ReturnType<typeof newAdmin>>;
type Authenticator = ReturnType<typeof softwareAuthenticator>;

const errorCode = (response: { json<T>(): T }) => response.json<ApiErrorBody>().error.code;

/** Adds a passkey made by `authenticator` to the admin's account, as the profile does. */
async function addPasskey(admin: Admin, authenticator: Authenticator, name = 'Work laptop') {
  const options = await admin.call(passkeysApi.registrationOptions);
  expect(options.statusCode, options.body).toBe(200);
  const added = await admin.call(passkeysApi.add, {
    body: { name, response: authenticator.create(options.json(), site().origin) },
  });
  expect(added.statusCode, added.body).toBe(201);
  return added.json();
}

async function signInOptions(ip = randomIp()) {
  const options = await call(app(), passkeysApi.signInOptions, { ip });
  expect(options.statusCode, options.body).toBe(200);
  return options.json();
}

const signIn = (response: unknown, ip = randomIp()) =>
  call(app(), passkeysApi.signIn, { body: { response }, ip });

async function auditOf(userId: number, action: 'sign_in' | 'sign_in_failed' | 'passkey_added') {
  return app()
    .database.db.select()
    .from(auditEvents)
    .where(and(eq(auditEvents.actorUserId, userId), eq(auditEvents.action, action)))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id));
}

describe('adding a passkey from the profile', () => {
  it('asks the device for a discoverable, user-verified passkey of this site and keeps it under its name', async () => {
    const admin = await newAdmin(app());
    const options = await admin.call(passkeysApi.registrationOptions);
    expect(options.json()).toMatchObject({
      rp: { id: site().hostname },
      user: { name: admin.email },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      excludeCredentials: [],
    });
    const authenticator = softwareAuthenticator();
    const added = await admin.call(passkeysApi.add, {
      body: {
        name: '  Work laptop ',
        response: authenticator.create(options.json(), site().origin),
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toEqual({
      id: expect.any(String),
      name: 'Work laptop',
      createdAt: clock.now().toISOString(),
      lastUsedAt: null,
    });
    expect((await admin.call(passkeysApi.list)).json()).toEqual({ passkeys: [added.json()] });
    // The next options leave it out, so the device does not make a second one for this account.
    const next = await admin.call(passkeysApi.registrationOptions);
    expect(next.json().excludeCredentials).toEqual([
      { id: authenticator.id, type: 'public-key', transports: ['internal'] },
    ]);
    const notice = await lastMailTo(app(), admin.email);
    expect(notice?.subject).toMatch(/A passkey was added to your account/);
    expect(notice?.text).toContain('“Work laptop”');
    expect(notice?.text).toContain('/user-profile#sessions-heading');
    const [audit] = await auditOf(admin.id, 'passkey_added');
    expect(audit?.after).toEqual({ name: 'Work laptop' });
  });

  it('refuses an answer to a challenge already used, past its time, for another site or without user verification', async () => {
    const admin = await newAdmin(app());
    const authenticator = softwareAuthenticator();
    const options = (await admin.call(passkeysApi.registrationOptions)).json();
    const answer = authenticator.create(options, site().origin);
    const add = (response: unknown) =>
      admin.call(passkeysApi.add, { body: { name: 'Phone', response } });

    const wrongOrigin = await add(authenticator.create(options, 'https://prakartax.example'));
    expect(wrongOrigin.statusCode).toBe(400);
    expect(errorCode(wrongOrigin)).toBe('PASSKEY_REFUSED');
    // That attempt used the challenge up: the right answer to it is refused too.
    expect((await add(answer)).statusCode).toBe(400);

    const unverified = (await admin.call(passkeysApi.registrationOptions)).json();
    expect(
      (await add(authenticator.create(unverified, site().origin, { userVerified: false })))
        .statusCode,
    ).toBe(400);

    const late = (await admin.call(passkeysApi.registrationOptions)).json();
    const unanswered = (await admin.call(passkeysApi.registrationOptions)).json();
    clock.advance(PASSKEY_CHALLENGE_MS + 1);
    expect((await add(authenticator.create(late, site().origin))).statusCode).toBe(400);
    // The clean-up takes away the challenges nobody answered in time.
    expect((await app().jobs.runOnce('clean-up')).passkeyChallenges).toBeGreaterThanOrEqual(1);
    const [left] = await app()
      .database.db.select()
      .from(passkeyChallenges)
      .where(eq(passkeyChallenges.challenge, unanswered.challenge));
    expect(left).toBeUndefined();

    // Another user's challenge is not this user's.
    const other = await newAdmin(app());
    const theirs = (await other.call(passkeysApi.registrationOptions)).json();
    expect((await add(authenticator.create(theirs, site().origin))).statusCode).toBe(400);

    expect((await admin.call(passkeysApi.list)).json().passkeys).toEqual([]);
  });

  it('checks its input: a name and the device answer’s shape, with the message at the field', async () => {
    const admin = await newAdmin(app());
    const options = (await admin.call(passkeysApi.registrationOptions)).json();
    const unnamed = await admin.call(passkeysApi.add, {
      body: { name: ' ', response: softwareAuthenticator().create(options, site().origin) },
    });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json<ApiErrorBody>().error.fields?.name).toBe('Please give the passkey a name.');
    const malformed = await admin.call(passkeysApi.add, {
      body: { name: 'Phone', response: { id: 'not base64url!', type: 'public-key' } },
    });
    expect(malformed.statusCode).toBe(400);
    const notJson = await admin.call(passkeysApi.add, {
      body: {
        name: 'Phone',
        response: {
          ...softwareAuthenticator().create(options, site().origin),
          response: { clientDataJSON: 'bm90LWpzb24', attestationObject: 'AA' },
        },
      },
    });
    expect(notJson.statusCode).toBe(400);
    expect(errorCode(notJson)).toBe('PASSKEY_REFUSED');
  });

  it('is for the signed-in browser only: not signed out, not with an access token', async () => {
    expect((await call(app(), passkeysApi.list)).statusCode).toBe(401);
    expect((await call(app(), passkeysApi.registrationOptions)).statusCode).toBe(401);
    const admin = await newAdmin(app());
    const created = await admin.call(accessTokensApi.create, {
      body: { name: 'Script', scope: 'read_write', expiresInDays: 30 },
    });
    const bearer = { authorization: `Bearer ${created.json().token}` };
    const viaToken = await call(app(), passkeysApi.registrationOptions, {
      headers: bearer,
      csrfHeader: false,
    });
    expect(viaToken.statusCode).toBe(403);
    expect(errorCode(viaToken)).toBe('SESSION_REQUIRED');
    expect((await call(app(), passkeysApi.list, { headers: bearer })).statusCode).toBe(403);
  });
});

describe('renaming and removing passkeys', () => {
  it('renames and removes only your own: another user’s passkey is not found', async () => {
    const owner = await newAdmin(app());
    const other = await newAdmin(app(), 'Desai Exports');
    const passkey = await addPasskey(owner, softwareAuthenticator());
    const params = { id: passkey.id };

    const theirRename = await other.call(passkeysApi.rename, { params, body: { name: 'Mine' } });
    expect(theirRename.statusCode).toBe(404);
    expect((await other.call(passkeysApi.remove, { params })).statusCode).toBe(404);
    expect((await other.call(passkeysApi.list)).json().passkeys).toEqual([]);

    const renamed = await owner.call(passkeysApi.rename, { params, body: { name: 'Home PC' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().name).toBe('Home PC');
    const badName = await owner.call(passkeysApi.rename, { params, body: { name: '' } });
    expect(badName.statusCode).toBe(400);
    const badId = await owner.call(passkeysApi.remove, { params: { id: 'nope' } });
    expect(badId.statusCode).toBe(400);

    expect((await owner.call(passkeysApi.remove, { params })).statusCode).toBe(204);
    expect((await owner.call(passkeysApi.list)).json().passkeys).toEqual([]);
    expect((await owner.call(passkeysApi.remove, { params })).statusCode).toBe(404);

    const trail = await app()
      .database.db.select({ action: auditEvents.action, before: auditEvents.before })
      .from(auditEvents)
      .where(and(eq(auditEvents.actorUserId, owner.id), eq(auditEvents.targetId, passkey.id)));
    // All at one moment of the test's clock: the trail holds the three, in whatever order.
    expect(trail).toHaveLength(3);
    expect(trail).toEqual(
      expect.arrayContaining([
        { action: 'passkey_added', before: null },
        { action: 'passkey_renamed', before: { name: 'Work laptop' } },
        { action: 'passkey_removed', before: { name: 'Home PC' } },
      ]),
    );
  });
});

describe('signing in with a passkey alone', () => {
  it('starts a session with no password, counted as two-step, and notes when the passkey was used', async () => {
    const admin = await newAdmin(app());
    const authenticator = softwareAuthenticator();
    const passkey = await addPasskey(admin, authenticator);
    clock.advance(60_000);
    const options = await signInOptions();
    // Usernameless: any of the site's passkeys may answer, the device offers its own.
    expect(options).toMatchObject({ rpId: site().hostname, userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);

    const signedIn = await signIn(authenticator.get(options, site().origin));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().user.Email).toBe(admin.email);
    const token = sessionTokenFrom(signedIn.headers['set-cookie']);
    expect(token).toBeTruthy();
    const cookie = `prakar_session=${token}`;
    const list = await call(app(), passkeysApi.list, { cookie });
    expect(list.json().passkeys).toEqual([{ ...passkey, lastUsedAt: clock.now().toISOString() }]);
    const [session] = await app()
      .database.db.select()
      .from(sessions)
      .where(eq(sessions.userId, admin.id))
      .orderBy(desc(sessions.createdAt));
    expect(session?.secondFactor).toBe('passkey');
    const [audit] = await auditOf(admin.id, 'sign_in');
    expect(audit?.after).toEqual({ method: 'passkey', secondFactor: 'passkey' });
  });

  it('asks a user with two-step sign-in on for no code after a passkey', async () => {
    const admin = await newAdmin(app());
    const { secret } = (await admin.call(twoFactorApi.setUp)).json();
    const code = new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, '')) }).generate({
      timestamp: clock.now().getTime(),
    });
    expect((await admin.call(twoFactorApi.confirm, { body: { code } })).statusCode).toBe(200);
    const authenticator = softwareAuthenticator();
    await addPasskey(admin, authenticator);
    const signedIn = await signIn(authenticator.get(await signInOptions(), site().origin));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).not.toHaveProperty('secondStep');
    expect(sessionTokenFrom(signedIn.headers['set-cookie'])).toBeTruthy();
  });

  it('counts as the second factor an organisation that requires two-step sign-in asks for', async () => {
    const admin = await newAdmin(app());
    const { secret } = (await admin.call(twoFactorApi.setUp)).json();
    const code = new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, '')) }).generate({
      timestamp: clock.now().getTime(),
    });
    expect((await admin.call(twoFactorApi.confirm, { body: { code } })).statusCode).toBe(200);
    const member = await inviteAndJoin(app(), admin);
    const authenticator = softwareAuthenticator();
    await addPasskey(member, authenticator);
    const set = await admin.call(twoFactorApi.setPolicy, { body: { policy: 'everyone' } });
    expect(set.statusCode, set.body).toBe(200);
    // The member has no authenticator app, but the passkey counts: nothing to set up.
    expect((await member.call(profileApi.get)).statusCode).toBe(200);

    const signedIn = await signIn(authenticator.get(await signInOptions(), site().origin));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const cookie = `prakar_session=${sessionTokenFrom(signedIn.headers['set-cookie'])}`;
    expect((await call(app(), profileApi.get, { cookie })).statusCode).toBe(200);
  });

  it('refuses a replayed answer, one for another site, a challenge used twice or past its time, and a removed passkey', async () => {
    const admin = await newAdmin(app());
    const authenticator = softwareAuthenticator();
    const passkey = await addPasskey(admin, authenticator);

    const options = await signInOptions();
    const answer = authenticator.get(options, site().origin);
    expect((await signIn(answer)).statusCode).toBe(200);
    const replayed = await signIn(answer);
    expect(replayed.statusCode).toBe(401);
    expect(errorCode(replayed)).toBe('PASSKEY_REFUSED');
    expect(replayed.headers['set-cookie']).toBeUndefined();
    // A fresh signature over the used challenge is refused all the same.
    expect((await signIn(authenticator.get(options, site().origin))).statusCode).toBe(401);

    const phished = await signIn(
      authenticator.get(await signInOptions(), 'https://prakartax.example'),
    );
    expect(phished.statusCode).toBe(401);
    const [failed] = await auditOf(admin.id, 'sign_in_failed');
    expect(failed?.after).toEqual({ reason: 'passkey_refused' });

    const late = await signInOptions();
    clock.advance(PASSKEY_CHALLENGE_MS + 1);
    expect((await signIn(authenticator.get(late, site().origin))).statusCode).toBe(401);

    // Another device's key under this passkey's id proves nothing.
    const impostor = softwareAuthenticator();
    impostor.create((await admin.call(passkeysApi.registrationOptions)).json(), site().origin);
    const forged = {
      ...impostor.get(await signInOptions(), site().origin),
      id: authenticator.id,
      rawId: authenticator.id,
    };
    expect((await signIn(forged)).statusCode).toBe(401);

    expect((await admin.call(passkeysApi.remove, { params: { id: passkey.id } })).statusCode).toBe(
      204,
    );
    expect((await signIn(authenticator.get(await signInOptions(), site().origin))).statusCode).toBe(
      401,
    );
  });

  it('refuses a deactivated user, once the passkey has proven who they are', async () => {
    const admin = await newAdmin(app());
    const authenticator = softwareAuthenticator();
    await addPasskey(admin, authenticator);
    // As their organisation's administrator would.
    await app()
      .database.db.update(users)
      .set({ status: 'deactivated' })
      .where(eq(users.id, admin.id));
    const refused = await signIn(authenticator.get(await signInOptions(), site().origin));
    expect(refused.statusCode).toBe(403);
    expect(errorCode(refused)).toBe('ACCOUNT_DEACTIVATED');
    expect(refused.headers['set-cookie']).toBeUndefined();
  });

  it('is limited per address like the password', async () => {
    const ip = randomIp();
    const answer = softwareAuthenticator().get({ challenge: 'AAAA' }, site().origin);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      statuses.push((await signIn(answer, ip)).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

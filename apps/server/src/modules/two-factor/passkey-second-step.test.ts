import { accountsApi } from '@prakar/shared/api/accounts';
import { passkeysApi } from '@prakar/shared/api/passkeys';
import { profileApi } from '@prakar/shared/api/profile';
import { twoFactorApi } from '@prakar/shared/api/two-factor';
import type { ApiErrorBody } from '@prakar/shared/api-error';
import type { SecondStepMethod, TwoFactorPolicy } from '@prakar/shared/two-factor';
import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { auditEvents, sessions } from '#src/db/schema.ts';
import { hashSecretToken } from '#src/modules/sessions/secret-token.ts';
import { lastMailTo, randomIp, STRONG_PASSWORD, sessionTokenFrom } from '#test/accounts-helpers.ts';
import { call } from '#test/call.ts';
import { softwareAuthenticator } from '#test/software-authenticator.ts';
import { useTestAppWithClock } from '#test/use-test-app.ts';
import { type Caller, inviteAndJoin, newAdmin } from '#test/users-helpers.ts';
import { LAST_SECOND_STEP_MESSAGES } from './two-factor-policy.ts';

const { app, clock } = useTestAppWithClock();

const site = () => new URL(app().config.publicUrl);
const errorOf = (response: { json<T>(): T }) => response.json<ApiErrorBody>().error;

/** Adds a passkey made by `authenticator` to the user's account, as the profile does. */
async function addPasskey(user: Caller, authenticator = softwareAuthenticator()) {
  const options = await user.call(passkeysApi.registrationOptions);
  expect(options.statusCode, options.body).toBe(200);
  const added = await user.call(passkeysApi.add, {
    body: { name: 'Work laptop', response: authenticator.create(options.json(), site().origin) },
  });
  expect(added.statusCode, added.body).toBe(201);
  return { authenticator, passkey: added.json() };
}

/** Turns the authenticator app on for the user; its secret, for codes. */
async function turnOnApp(user: Caller) {
  const { secret } = (await user.call(twoFactorApi.setUp)).json();
  const code = codeOf(secret);
  expect((await user.call(twoFactorApi.confirm, { body: { code } })).statusCode).toBe(200);
  // The set-up's code is used: the next one is of a later step.
  clock.advance(30_000);
  return secret;
}

const codeOf = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, '')) }).generate({
    timestamp: clock.now().getTime(),
  });

/** An administrator with a passkey who makes the organisation's policy `policy`. */
async function organisation(policy: TwoFactorPolicy) {
  const admin = await newAdmin(app());
  const { authenticator } = await addPasskey(admin);
  const set = await admin.call(twoFactorApi.setPolicy, { body: { policy } });
  expect(set.statusCode, set.body).toBe(200);
  return { admin, authenticator };
}

/** The password step: the second step it asks for, or the signed-in answer. */
async function passwordStep(email: string) {
  const response = await call(app(), accountsApi.login, {
    body: { email, password: STRONG_PASSWORD },
    ip: randomIp(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function pendingToken(email: string, methods: SecondStepMethod[]) {
  const answer = await passwordStep(email);
  expect('secondStep' in answer && answer.secondStep.methods).toEqual(methods);
  return 'secondStep' in answer ? answer.secondStep.token : '';
}

async function passkeyOptions(token: string) {
  const options = await call(app(), twoFactorApi.secondStepPasskeyOptions, {
    body: { token },
    ip: randomIp(),
  });
  expect(options.statusCode, options.body).toBe(200);
  return options.json();
}

const passkeyStep = (token: string, response: unknown) =>
  call(app(), twoFactorApi.secondStepPasskey, { body: { token, response }, ip: randomIp() });

/** The password step of a user offered both, then `finish` with its token. */
async function signInWithPasskeyOrCode(
  email: string,
  finish: (token: string) => Promise<Awaited<ReturnType<typeof passkeyStep>>>,
) {
  return finish(await pendingToken(email, ['app', 'passkey']));
}

/** How the session a sign-in's answer started was proven. */
async function secondFactorOf(signedIn: { headers: { 'set-cookie'?: string | string[] } }) {
  const token = sessionTokenFrom(signedIn.headers['set-cookie']) ?? '';
  const [row] = await app()
    .database.db.select({ secondFactor: sessions.secondFactor })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashSecretToken(token)));
  return row?.secondFactor;
}

async function failedSignIns(userId: number) {
  const rows = await app()
    .database.db.select()
    .from(auditEvents)
    .where(and(eq(auditEvents.actorUserId, userId), eq(auditEvents.action, 'sign_in_failed')));
  return rows.map((row) => row.after);
}

describe('a passkey as the second step after the password', () => {
  it('signs in a member of an organisation requiring two-step sign-in with password, then their passkey', async () => {
    const { admin } = await organisation('everyone');
    const member = await inviteAndJoin(app(), admin);
    const { authenticator } = await addPasskey(member);

    const token = await pendingToken(member.email, ['passkey']);
    const options = await passkeyOptions(token);
    // Only the member's own passkey is asked for.
    expect(options).toMatchObject({
      rpId: site().hostname,
      userVerification: 'required',
      allowCredentials: [{ id: authenticator.id, type: 'public-key' }],
    });
    const signedIn = await passkeyStep(token, authenticator.get(options, site().origin));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().user.TwoFactorSetUpRequired).toBeUndefined();
    const cookie = `prakar_session=${sessionTokenFrom(signedIn.headers['set-cookie'])}`;
    expect((await call(app(), profileApi.get, { cookie })).statusCode).toBe(200);
    expect(await secondFactorOf(signedIn)).toBe('passkey');
    // The pending sign-in is used up.
    const again = await passkeyStep(token, authenticator.get(options, site().origin));
    expect(errorOf(again).code).toBe('SECOND_STEP_EXPIRED');
  });

  it('offers the passkey beside the code to a user with the app on, and the code still works', async () => {
    const admin = await newAdmin(app());
    const secret = await turnOnApp(admin);
    const { authenticator } = await addPasskey(admin);

    const byPasskey = await signInWithPasskeyOrCode(admin.email, (token) =>
      passkeyOptions(token).then((options) =>
        passkeyStep(token, authenticator.get(options, site().origin)),
      ),
    );
    expect(byPasskey.statusCode, byPasskey.body).toBe(200);
    const byCode = await signInWithPasskeyOrCode(admin.email, (token) =>
      call(app(), twoFactorApi.secondStep, { body: { token, code: codeOf(secret) } }),
    );
    expect(byCode.statusCode, byCode.body).toBe(200);
    expect(await secondFactorOf(byPasskey)).toBe('passkey');
    expect(await secondFactorOf(byCode)).toBe('totp');
  });

  it('asks nothing more after the password of a user with a passkey alone whom no policy covers', async () => {
    const admin = await newAdmin(app());
    await addPasskey(admin);
    const answer = await passwordStep(admin.email);
    expect(answer).not.toHaveProperty('secondStep');
    expect('user' in answer && answer.user.TwoFactorSetUpRequired).toBeFalsy();
  });

  it("refuses another user's passkey, a challenge of the passkey sign-in, and ends the pending sign-in after five refusals", async () => {
    const { admin, authenticator: adminsPasskey } = await organisation('everyone');
    const member = await inviteAndJoin(app(), admin);
    const { authenticator } = await addPasskey(member);
    const token = await pendingToken(member.email, ['passkey']);

    // The administrator's passkey answering the member's challenge.
    const foreign = await passkeyStep(
      token,
      adminsPasskey.get(await passkeyOptions(token), site().origin),
    );
    expect(foreign.statusCode).toBe(401);
    expect(errorOf(foreign).code).toBe('PASSKEY_REFUSED');
    expect(foreign.headers['set-cookie']).toBeUndefined();
    // A challenge handed out for signing in with a passkey alone is not this step's.
    const usernameless = (await call(app(), passkeysApi.signInOptions, { ip: randomIp() })).json();
    const borrowed = await passkeyStep(token, authenticator.get(usernameless, site().origin));
    expect(borrowed.statusCode).toBe(401);
    // An answer made for another site.
    const phished = await passkeyStep(
      token,
      authenticator.get(await passkeyOptions(token), 'https://prakartax.example'),
    );
    expect(phished.statusCode).toBe(401);
    expect(await failedSignIns(member.id)).toEqual([
      { reason: 'passkey_refused' },
      { reason: 'passkey_refused' },
      { reason: 'passkey_refused' },
    ]);
    for (const _ of [1, 2]) {
      const refused = await passkeyStep(
        token,
        adminsPasskey.get(await passkeyOptions(token), site().origin),
      );
      expect(refused.statusCode).toBe(401);
    }
    // Five refusals: the right passkey no longer finishes this sign-in.
    const late = await call(app(), twoFactorApi.secondStepPasskeyOptions, {
      body: { token },
      ip: randomIp(),
    });
    expect(errorOf(late).code).toBe('SECOND_STEP_EXPIRED');
  });

  it('checks its input and answers 409 when the user has no passkey', async () => {
    const admin = await newAdmin(app());
    const secret = await turnOnApp(admin);
    expect(secret).toBeTruthy();
    const token = await pendingToken(admin.email, ['app']);
    const none = await call(app(), twoFactorApi.secondStepPasskeyOptions, {
      body: { token },
      ip: randomIp(),
    });
    expect(none.statusCode).toBe(409);
    const blank = await call(app(), twoFactorApi.secondStepPasskeyOptions, {
      body: { token: ' ' },
      ip: randomIp(),
    });
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank).fields?.token).toBe('Please sign in with your password again.');
    const malformed = await passkeyStep(token, { id: 'not base64url!', type: 'public-key' });
    expect(malformed.statusCode).toBe(400);
    const unknown = await call(app(), twoFactorApi.secondStepPasskeyOptions, {
      body: { token: 'no-such-token' },
      ip: randomIp(),
    });
    expect(errorOf(unknown).code).toBe('SECOND_STEP_EXPIRED');
  });
});

describe('a passkey in place of the authenticator app where the policy requires two-step sign-in', () => {
  it('lets a held-back member add a passkey instead of an app, which frees the same session', async () => {
    const { admin } = await organisation('everyone');
    const member = await inviteAndJoin(app(), admin);
    expect(errorOf(await member.call(profileApi.get)).code).toBe('TWO_FACTOR_SETUP_REQUIRED');
    // Listing, renaming and removing passkeys are not part of the set-up.
    expect(errorOf(await member.call(passkeysApi.list)).code).toBe('TWO_FACTOR_SETUP_REQUIRED');
    await addPasskey(member);
    expect((await member.call(profileApi.get)).statusCode).toBe(200);
  });

  it('refuses removing the last passkey of a member without an app, with the reason', async () => {
    const { admin } = await organisation('everyone');
    const member = await inviteAndJoin(app(), admin);
    const { passkey: first } = await addPasskey(member);
    const refused = await member.call(passkeysApi.remove, { params: { id: first.id } });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(LAST_SECOND_STEP_MESSAGES.passkey);
    // With a second passkey, either may go, but not both.
    const { passkey: second } = await addPasskey(member);
    expect((await member.call(passkeysApi.remove, { params: { id: first.id } })).statusCode).toBe(
      204,
    );
    expect((await member.call(passkeysApi.remove, { params: { id: second.id } })).statusCode).toBe(
      409,
    );
  });

  it('refuses turning off the app when it is the only second step left, and allows it beside a passkey', async () => {
    const admin = await newAdmin(app());
    const secret = await turnOnApp(admin);
    await admin.call(twoFactorApi.setPolicy, { body: { policy: 'administrators' } });
    const refused = await admin.call(twoFactorApi.turnOff, { body: { code: codeOf(secret) } });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(LAST_SECOND_STEP_MESSAGES.app);
    await addPasskey(admin);
    const turnedOff = await admin.call(twoFactorApi.turnOff, { body: { code: codeOf(secret) } });
    expect(turnedOff.statusCode, turnedOff.body).toBe(204);
    // Whom the policy does not cover removes what they like.
    const other = await newAdmin(app());
    const { passkey } = await addPasskey(other);
    expect((await other.call(passkeysApi.remove, { params: { id: passkey.id } })).statusCode).toBe(
      204,
    );
  });

  it('leaves one second step when the app and the last passkey are removed at once', async () => {
    // Several administrators at once, so that the two removals of each surely overlap.
    const admins = [];
    for (let count = 0; count < 4; count += 1) {
      const admin = await newAdmin(app());
      const secret = await turnOnApp(admin);
      const { passkey } = await addPasskey(admin);
      await admin.call(twoFactorApi.setPolicy, { body: { policy: 'administrators' } });
      admins.push({ admin, secret, passkey });
    }
    const outcomes = await Promise.all(
      admins.map(({ admin, secret, passkey }) =>
        Promise.all([
          admin.call(twoFactorApi.turnOff, { body: { code: codeOf(secret) } }),
          admin.call(passkeysApi.remove, { params: { id: passkey.id } }),
        ]),
      ),
    );
    for (const [index, [appOff, passkeyRemoved]] of outcomes.entries()) {
      const admin = admins[index]?.admin as Caller;
      // Whichever came second saw what the first left, and was refused.
      expect([appOff.statusCode, passkeyRemoved.statusCode].sort()).toEqual([204, 409]);
      const appOn = (await admin.call(twoFactorApi.status)).json().enabled;
      const { passkeys } = (await admin.call(passkeysApi.list)).json();
      expect([appOn, passkeys.length > 0].filter(Boolean)).toHaveLength(1);
    }
  });
});

describe('the notice of the authenticator app turned off beside a passkey', () => {
  it('says two-step sign-in stays on where the policy requires a passkey after the password', async () => {
    const admin = await newAdmin(app());
    const secret = await turnOnApp(admin);
    await addPasskey(admin);
    await admin.call(twoFactorApi.setPolicy, { body: { policy: 'administrators' } });
    const off = await admin.call(twoFactorApi.turnOff, { body: { code: codeOf(secret) } });
    expect(off.statusCode, off.body).toBe(204);
    const notice = await lastMailTo(app(), admin.email);
    expect(notice?.subject).toMatch(/^Your authenticator app was removed from two-step sign-in/);
    expect(notice?.text).toContain('Two-step sign-in stays on');
    expect(notice?.text).not.toMatch(/turned off|password only/);
    const answer = await passwordStep(admin.email);
    expect('secondStep' in answer && answer.secondStep.methods).toEqual(['passkey']);
  });

  it('says the password alone signs in, and the passkeys still do, where no policy asks more', async () => {
    const admin = await newAdmin(app());
    const secret = await turnOnApp(admin);
    await addPasskey(admin);
    const off = await admin.call(twoFactorApi.turnOff, { body: { code: codeOf(secret) } });
    expect(off.statusCode, off.body).toBe(204);
    const notice = await lastMailTo(app(), admin.email);
    expect(notice?.subject).toMatch(/^Your authenticator app was removed from two-step sign-in/);
    expect(notice?.text).toContain('Your passkeys still sign you in on their own');
    expect(notice?.text).not.toMatch(/turned off/);
    expect(await passwordStep(admin.email)).toHaveProperty('user');
  });
});

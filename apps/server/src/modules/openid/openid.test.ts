import { accountsApi } from '@prakar/shared/api/accounts';
import { usersApi } from '@prakar/shared/api/users';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#src/app.ts';
import { auditEvents, openidLogoutDeliveries, openidRecords } from '#src/db/schema.ts';
import { STRONG_PASSWORD } from '#test/accounts-helpers.ts';
import {
  OPENID_CLIENT_ID as CLIENT_ID,
  type OpenidTestApp,
  OPENID_REDIRECT_URI as redirectUri,
  OPENID_SCOPE as SCOPE,
  startOpenidTestApp,
} from '#test/openid-helpers.ts';
import { inviteAndJoin, newAdmin } from '#test/users-helpers.ts';

let started: OpenidTestApp;
let origin: string;
let listener: OpenidTestApp['listener'];
let party: OpenidTestApp['party'];
const app = (): App => started.app;

beforeAll(async () => {
  started = await startOpenidTestApp({});
  ({ origin, listener, party } = started);
});

afterAll(async () => {
  await started?.close();
});

const jwks = () => party.jwks();
const discover = () => party.discover();
const browser = (portalCookie?: string) => party.browser(portalCookie);
const follow = (...args: Parameters<typeof party.follow>) => party.follow(...args);
const signInToApp = (...args: Parameters<typeof party.signInToApp>) => party.signInToApp(...args);

describe('the portal as an OpenID Connect provider', () => {
  it('publishes discovery with code + PKCE (S256) and back-channel logout', async () => {
    const config = await discover();
    const metadata = config.serverMetadata();
    expect(metadata.issuer).toBe(`${origin}/oidc`);
    expect(metadata.response_types_supported).toEqual(['code']);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    expect(metadata.backchannel_logout_supported).toBe(true);
    expect(metadata.end_session_endpoint).toBe(`${origin}/oidc/session/end`);
  });

  it('signs a portal user in to the app, with their organisation, role and apps in the ID token', async () => {
    const admin = await newAdmin(app(), 'Deshpande Exports');
    const { tokens } = await signInToApp(admin.cookie);
    const claims = tokens.claims();
    expect(claims).toMatchObject({
      iss: `${origin}/oidc`,
      aud: CLIENT_ID,
      sub: String(admin.id),
      email: admin.email,
      name: 'Asha Kulkarni',
      organisation: { name: 'Deshpande Exports' },
      role: 'org_admin',
    });
    const apps = claims?.apps as { code: string; subscription: { status: string } }[];
    expect(apps.map((item) => item.code)).toEqual(['EPOI', 'SMART_TDS', 'EFORM16']);
    expect(apps.every((item) => item.subscription.status === 'none')).toBe(true);
    // The sign-in to the app is in the audit trail.
    await expect
      .poll(async () =>
        app()
          .database.db.select({ targetId: auditEvents.targetId, after: auditEvents.after })
          .from(auditEvents)
          .where(
            and(eq(auditEvents.action, 'app_signed_in'), eq(auditEvents.actorUserId, admin.id)),
          ),
      )
      .toEqual([{ targetId: CLIENT_ID, after: { app: 'E-POI' } }]);
  });

  it('sends a visitor who is not signed in to the portal’s sign-in page, which returns to the app', async () => {
    const config = await discover();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: SCOPE,
      code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
    });
    // The login page is the web app's; the portal's redirect names the interaction to return to.
    const visit = browser();
    const first = await visit(url.href);
    const interaction = new URL(first.headers.get('location') ?? '', origin).href;
    const login = await visit(interaction);
    const location = new URL(login.headers.get('location') ?? '', origin);
    expect(location.pathname).toBe('/login');
    const back = Buffer.from(location.searchParams.get('returnUrl') ?? '', 'base64url').toString();
    expect(back).toBe(new URL(interaction).pathname);
  });

  it('refuses a sign-in without PKCE', async () => {
    const config = await discover();
    const url = client.buildAuthorizationUrl(config, { redirect_uri: redirectUri, scope: SCOPE });
    const admin = await newAdmin(app());
    const leftTo = new URL(await follow(browser(admin.cookie), url.href));
    expect(leftTo.origin + leftTo.pathname).toBe(redirectUri);
    expect(leftTo.searchParams.get('error')).toBe('invalid_request');
    expect(leftTo.searchParams.get('code')).toBeNull();
  });

  it('refuses an app that is not registered, and an address the app may not return to', async () => {
    const config = await discover();
    const params = {
      scope: SCOPE,
      code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
    };
    const unknown = new URL(config.serverMetadata().authorization_endpoint ?? '');
    for (const [name, value] of Object.entries({
      ...params,
      client_id: 'not-registered',
      response_type: 'code',
      redirect_uri: redirectUri,
    })) {
      unknown.searchParams.set(name, value);
    }
    const refusedClient = await fetch(unknown, { redirect: 'manual' });
    expect(refusedClient.status).toBe(400);
    expect(await refusedClient.text()).toContain('client is invalid');

    const elsewhere = client.buildAuthorizationUrl(config, {
      ...params,
      redirect_uri: 'https://attacker.example/callback',
    });
    const refusedAddress = await fetch(elsewhere, { redirect: 'manual' });
    expect(refusedAddress.status).toBe(400);
    expect(refusedAddress.headers.get('location')).toBeNull();
  });

  it('tells the app with a signed logout token when the user signs out of the portal', async () => {
    const admin = await newAdmin(app());
    const { tokens } = await signInToApp(admin.cookie);
    const before = listener.tokens.length;
    const signedOut = await admin.call(accountsApi.logout);
    expect(signedOut.statusCode).toBeLessThan(300);
    const logoutToken = await listener.next(before);
    const { payload } = await jwtVerify(logoutToken, jwks(), {
      issuer: `${origin}/oidc`,
      audience: CLIENT_ID,
    });
    expect(payload.sub).toBe(String(admin.id));
    expect(payload.sid).toBe(tokens.claims()?.sid);
    expect(payload.events).toEqual({ 'http://schemas.openid.net/event/backchannel-logout': {} });
    expect(payload.nonce).toBeUndefined();
  });

  it('tells the app when an administrator deactivates the user', async () => {
    const admin = await newAdmin(app());
    const member = await inviteAndJoin(app(), admin);
    await signInToApp(member.cookie);
    const before = listener.tokens.length;
    const deactivated = await admin.call(usersApi.deactivate, { params: { id: member.id } });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    const logoutToken = await listener.next(before);
    const { payload } = await jwtVerify(logoutToken, jwks(), { audience: CLIENT_ID });
    expect(payload.sub).toBe(String(member.id));
    // The provider's session went with the portal's: the app cannot be signed in to again.
    await expect(signInToApp(member.cookie)).rejects.toThrow();
  });

  it('tells the app when the user changes their password, though this browser stays signed in', async () => {
    const admin = await newAdmin(app());
    await signInToApp(admin.cookie);
    const before = listener.tokens.length;
    const changed = await admin.call(accountsApi.changePassword, {
      body: {
        currentPassword: STRONG_PASSWORD,
        newPassword: 'harbour-ledger-93-slowly',
        confirmPassword: 'harbour-ledger-93-slowly',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const { payload } = await jwtVerify(await listener.next(before), jwks(), {
      audience: CLIENT_ID,
    });
    expect(payload.sub).toBe(String(admin.id));
  });

  it('tells the app nothing of a change that ended the sessions and was then rolled back', async () => {
    const admin = await newAdmin(app());
    const { tokens } = await signInToApp(admin.cookie);
    const db = app().database.db;
    // The change's last statement fails: the sessions it ended, and the logouts owed, are undone.
    await db.execute(
      sql.raw(`create function refuse_password_change() returns trigger language plpgsql as $$
        begin
          if new.action = 'password_changed' and new.target_id = '${admin.id}' then
            raise exception 'refused for the test';
          end if;
          return new;
        end $$`),
    );
    await db.execute(
      sql.raw(`create trigger refuse_password_change before insert on audit_events
        for each row execute function refuse_password_change()`),
    );
    const before = listener.tokens.length;
    try {
      const changed = await admin.call(accountsApi.changePassword, {
        body: {
          currentPassword: STRONG_PASSWORD,
          newPassword: 'harbour-ledger-93-slowly',
          confirmPassword: 'harbour-ledger-93-slowly',
        },
      });
      expect(changed.statusCode).toBe(500);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_password_change on audit_events'));
      await db.execute(sql.raw('drop function refuse_password_change()'));
    }
    const owed = await db
      .select()
      .from(openidLogoutDeliveries)
      .where(eq(openidLogoutDeliveries.sub, String(admin.id)));
    expect(owed).toEqual([]);

    // The first logout the app hears of for this user is the sign-out that follows, and only it.
    await admin.call(accountsApi.logout);
    const { payload } = await jwtVerify(await listener.next(before), jwks(), {
      audience: CLIENT_ID,
    });
    expect(payload).toMatchObject({ sub: String(admin.id), sid: tokens.claims()?.sid });
    expect(listener.tokens).toHaveLength(before + 1);
  });

  it('signs the user out of the portal, and tells the app, when the app’s sign-out is confirmed', async () => {
    const admin = await newAdmin(app());
    const visit = browser(admin.cookie);
    const signedIn = await signInToApp(admin.cookie, visit);
    const before = listener.tokens.length;
    const { page, confirmed } = await party.signOutAtApp(visit, signedIn);
    expect(page).toContain('Sign out of the portal?');
    expect(confirmed.headers.get('location')).toBe('http://127.0.0.1:4999/');
    await listener.next(before);
    const session = await admin.call(accountsApi.session);
    expect(session.json().user).toBeNull();
  });

  it('drops the records of single sign-on past their expiry, and only those', async () => {
    const db = app().database.db;
    const past = new Date(Date.now() - 60_000);
    const later = new Date(Date.now() + 3_600_000);
    await db.insert(openidRecords).values([
      { model: 'AuthorizationCode', id: 'used-up', payload: {}, expiresAt: past },
      { model: 'AuthorizationCode', id: 'still-good', payload: {}, expiresAt: later },
    ]);
    await app().jobs.runOnce('single sign-on clean-up');
    const left = await db
      .select({ id: openidRecords.id })
      .from(openidRecords)
      .where(inArray(openidRecords.id, ['used-up', 'still-good']));
    expect(left).toEqual([{ id: 'still-good' }]);
  });
});

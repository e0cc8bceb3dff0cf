import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { accountsApi } from '@prakar/shared/api/accounts';
import { usersApi } from '@prakar/shared/api/users';
import { and, eq, inArray } from 'drizzle-orm';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#src/app.ts';
import { auditEvents, openidRecords } from '#src/db/schema.ts';
import { STRONG_PASSWORD } from '#test/accounts-helpers.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { inviteAndJoin, newAdmin } from '#test/users-helpers.ts';

const CLIENT_ID = 'epoi-test';
const SCOPE = 'openid profile email organisation';

/** A stand-in for the app's back-channel endpoint: it keeps every logout token it is sent. */
function logoutListener() {
  const tokens: string[] = [];
  const waiting: (() => void)[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      tokens.push(new URLSearchParams(body).get('logout_token') ?? '');
      response.writeHead(200).end();
      for (const wake of waiting.splice(0)) wake();
    });
  });
  return {
    server,
    tokens,
    /** The next token to arrive after `count` have. */
    async next(count: number): Promise<string> {
      while (tokens.length <= count) await new Promise<void>((resolve) => waiting.push(resolve));
      return tokens[count] ?? '';
    },
  };
}

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

let testApp: TestApp;
let origin: string;
let listener: ReturnType<typeof logoutListener>;
const redirectUri = 'http://127.0.0.1:4999/callback';
const app = (): App => testApp.app;

beforeAll(async () => {
  listener = logoutListener();
  listener.server.listen(0, '127.0.0.1');
  await once(listener.server, 'listening');
  const listenerPort = (listener.server.address() as AddressInfo).port;
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  testApp = await buildTestApp({
    env: {
      PUBLIC_URL: origin,
      OPENID_CLIENTS: JSON.stringify([
        {
          clientId: CLIENT_ID,
          app: 'EPOI',
          name: 'E-POI',
          redirectUris: [redirectUri],
          postLogoutRedirectUris: ['http://127.0.0.1:4999/'],
          backchannelLogoutUri: `http://127.0.0.1:${listenerPort}/backchannel-logout`,
          initiateLoginUri: 'https://epoi.example.in/login',
        },
      ]),
    },
  });
  await app().listen({ port, host: '127.0.0.1' });
});

afterAll(async () => {
  await testApp?.close();
  (listener?.server as Server | undefined)?.close();
});

/** The portal's published keys, as an app checks a logout token with them. */
const jwks = () => createRemoteJWKSet(new URL(`${origin}/oidc/jwks`));

const discover = () =>
  client.discovery(new URL(`${origin}/oidc`), CLIENT_ID, undefined, client.None(), {
    execute: [client.allowInsecureRequests],
  });

/** A browser's cookies for the portal, and its requests there, followed by hand. */
function browser(portalCookie?: string) {
  const jar = new Map<string, string>();
  if (portalCookie) {
    const [name, value] = portalCookie.split('=');
    jar.set(name ?? '', value ?? '');
  }
  const visit = async (url: string) => {
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, value] = (pair ?? '').split('=');
      if (name) jar.set(name, value ?? '');
    }
    return response;
  };
  return Object.assign(visit, {
    cookies: async () => [...jar].map(([name, value]) => `${name}=${value}`),
  });
}

/** Follows the portal's redirects from `start` until one leaves it; returns where. */
async function follow(visit: ReturnType<typeof browser>, start: string): Promise<string> {
  let url = start;
  for (let hop = 0; hop < 10; hop++) {
    if (!url.startsWith(origin)) return url;
    const response = await visit(url);
    const location = response.headers.get('location');
    if (!location)
      throw new Error(`Stopped at ${url}: ${response.status} ${await response.text()}`);
    url = new URL(location, url).href;
  }
  throw new Error('Too many redirects');
}

/** Signs in to the app as the holder of `portalCookie`: code flow with PKCE, as the app would. */
async function signInToApp(portalCookie: string, visit = browser(portalCookie)) {
  const config = await discover();
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const authorizationUrl = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: SCOPE,
    state,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  });
  const callback = await follow(visit, authorizationUrl.href);
  const tokens = await client.authorizationCodeGrant(config, new URL(callback), {
    pkceCodeVerifier: verifier,
    expectedState: state,
  });
  return { config, tokens };
}

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

  it('signs the user out of the portal, and tells the app, when the app’s sign-out is confirmed', async () => {
    const admin = await newAdmin(app());
    const visit = browser(admin.cookie);
    const { config, tokens } = await signInToApp(admin.cookie, visit);
    const end = client.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token ?? '',
      post_logout_redirect_uri: 'http://127.0.0.1:4999/',
    });
    const confirmation = await visit(end.href);
    const form = await confirmation.text();
    expect(form).toContain('Sign out of the portal?');
    const xsrf = form.match(/name="xsrf" value="([^"]+)"/)?.[1] ?? '';
    const before = listener.tokens.length;
    const confirmed = await fetch(`${origin}/oidc/session/end/confirm`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: (await visit.cookies()).join('; '),
      },
      body: new URLSearchParams({ xsrf, logout: 'yes' }),
    });
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

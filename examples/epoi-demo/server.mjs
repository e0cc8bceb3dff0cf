// E-POI demo: a small app that signs in through the portal (OpenID Connect, code flow with PKCE)
// and shows what the portal told it. Plain Node, one file; its sessions live in memory, as a
// demonstration's may (docs/single-sign-on.md).
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import * as oidc from 'openid-client';

const PORT = Number(process.env.DEMO_PORT ?? 3745);
const HOST = process.env.DEMO_HOST ?? '127.0.0.1';
const PORTAL_URL = (process.env.PORTAL_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const CLIENT_ID = process.env.DEMO_CLIENT_ID ?? 'epoi-demo';
const APP_CODE = process.env.DEMO_APP ?? 'EPOI';
const SELF = (process.env.DEMO_URL ?? `http://${HOST}:${PORT}`).replace(/\/+$/, '');
const ISSUER = `${PORTAL_URL}/oidc`;
const SCOPE = 'openid profile email organisation';
const LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';
const COOKIE = 'epoi_demo_session';

/** Sessions by their cookie: the claims, and the portal session (sid) they came from. */
const sessions = new Map();
/** Sign-ins under way, by their state: the PKCE verifier. */
const pending = new Map();

let discovered;
/** The portal's metadata, fetched once it is up. */
async function portal() {
  discovered ??= oidc
    .discovery(new URL(ISSUER), CLIENT_ID, undefined, oidc.None(), {
      execute: ISSUER.startsWith('http:') ? [oidc.allowInsecureRequests] : [],
    })
    .catch((error) => {
      discovered = undefined;
      throw error;
    });
  return discovered;
}

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char],
  );

function page(response, body, status = 200) {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(`<!doctype html><html lang="en-IN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>E-POI demo</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:1rem;color:#1b2330}main{max-width:40rem;margin:0 auto}
a,button{font:inherit;min-height:44px;padding:.5rem 1rem;display:inline-block;border-radius:6px;border:1px solid #1f4f8f;color:#1f4f8f;background:#fff;cursor:pointer}
dt{font-weight:600}dd{margin:0 0 .5rem}</style></head><body><main><h1>E-POI demo</h1>${body}</main></body></html>`);
}

function redirect(response, location, headers = {}) {
  response.writeHead(303, { location, ...headers });
  response.end();
}

function sessionOf(request) {
  const cookie = (request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === COOKIE);
  return cookie ? sessions.get(cookie[1]) : undefined;
}

function showClaims(claims) {
  const apps = claims.apps ?? [];
  const thisApp = apps.find((app) => app.code === APP_CODE);
  const subscription = thisApp?.subscription;
  return `<p>Signed in through the Prakar portal.</p><dl>
<dt>User</dt><dd data-claim="name">${escapeHtml(claims.name)} (${escapeHtml(claims.email)})</dd>
<dt>Organisation</dt><dd data-claim="organisation">${escapeHtml(claims.organisation?.name)}</dd>
<dt>Role</dt><dd data-claim="role">${escapeHtml(claims.role)}</dd>
<dt>Access to this app</dt><dd data-claim="access">${thisApp ? 'Allowed' : 'Not allowed'}</dd>
<dt>Subscription</dt><dd data-claim="subscription">${
    subscription?.status === 'active'
      ? `Active: ${escapeHtml(subscription.plan)} plan until ${escapeHtml(subscription.endsOn)}`
      : escapeHtml(subscription?.status ?? 'none')
  }</dd>
<dt>Apps the user may use</dt><dd data-claim="apps">${apps.map((app) => escapeHtml(app.name)).join(', ') || 'none'}</dd>
</dl><form method="post" action="/logout"><button type="submit">Sign out</button></form>`;
}

async function readBody(request) {
  let body = '';
  for await (const chunk of request) body += chunk;
  return new URLSearchParams(body);
}

/** Starts a sign-in at the portal (also the initiate-login address My Apps' Launch opens). */
async function startSignIn(url, response) {
  const iss = url.searchParams.get('iss');
  if (iss && iss !== ISSUER)
    return page(response, '<p>That sign-in came from another portal.</p>', 400);
  const config = await portal();
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  pending.set(state, verifier);
  const target = oidc.buildAuthorizationUrl(config, {
    redirect_uri: `${SELF}/callback`,
    scope: SCOPE,
    state,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  });
  redirect(response, target.href);
}

async function finishSignIn(url, response) {
  const state = url.searchParams.get('state') ?? '';
  const verifier = pending.get(state);
  pending.delete(state);
  if (!verifier)
    return page(response, '<p>That sign-in has expired. <a href="/login">Sign in</a></p>', 400);
  const config = await portal();
  const tokens = await oidc.authorizationCodeGrant(
    config,
    new URL(url.pathname + url.search, SELF),
    {
      pkceCodeVerifier: verifier,
      expectedState: state,
    },
  );
  const id = randomBytes(24).toString('base64url');
  sessions.set(id, { claims: tokens.claims(), idToken: tokens.id_token });
  redirect(response, '/', { 'set-cookie': `${COOKIE}=${id}; HttpOnly; SameSite=Lax; Path=/` });
}

/** The portal's back-channel logout: a signed token naming the session to end (OpenID BCL 1.0). */
async function backChannelLogout(request, response) {
  const token = (await readBody(request)).get('logout_token') ?? '';
  try {
    const config = await portal();
    const jwks = createRemoteJWKSet(new URL(config.serverMetadata().jwks_uri));
    const { payload } = await jwtVerify(token, jwks, { issuer: ISSUER, audience: CLIENT_ID });
    if (!payload.events?.[LOGOUT_EVENT] || 'nonce' in payload || !(payload.sid || payload.sub)) {
      throw new Error('not a logout token');
    }
    for (const [id, session] of sessions) {
      const { sid, sub } = session.claims;
      if (payload.sid ? sid === payload.sid : sub === payload.sub) sessions.delete(id);
    }
    response.writeHead(200, { 'cache-control': 'no-store' }).end();
  } catch {
    response.writeHead(400, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: 'invalid_request' }));
  }
}

/** Signs out here and at the portal (RP-initiated logout), coming back to the front page. */
async function signOut(request, response) {
  const session = sessionOf(request);
  for (const [id, candidate] of sessions) if (candidate === session) sessions.delete(id);
  const config = await portal();
  const end = oidc.buildEndSessionUrl(config, {
    post_logout_redirect_uri: `${SELF}/`,
    ...(session ? { id_token_hint: session.idToken } : {}),
  });
  redirect(response, end.href, { 'set-cookie': `${COOKIE}=; Max-Age=0; Path=/` });
}

const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', SELF);
  try {
    if (request.method === 'GET' && url.pathname === '/') {
      const session = sessionOf(request);
      return session
        ? page(response, showClaims(session.claims))
        : page(
            response,
            '<p>You are signed out.</p><a href="/login">Sign in with the Prakar portal</a>',
          );
    }
    if (request.method === 'GET' && url.pathname === '/login')
      return await startSignIn(url, response);
    if (request.method === 'GET' && url.pathname === '/callback')
      return await finishSignIn(url, response);
    if (request.method === 'POST' && url.pathname === '/backchannel-logout') {
      return await backChannelLogout(request, response);
    }
    if (request.method === 'POST' && url.pathname === '/logout')
      return await signOut(request, response);
    page(response, '<p>Not found.</p>', 404);
  } catch (error) {
    console.error(error);
    page(
      response,
      `<p>Signing in did not work: ${escapeHtml(error.message)}</p><a href="/login">Try again</a>`,
      502,
    );
  }
});

server.listen(PORT, HOST, () => {
  console.log(`E-POI demo on ${SELF}, signing in through ${ISSUER} as ${CLIENT_ID}`);
});

import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRemoteJWKSet } from 'jose';
import * as client from 'openid-client';
import { buildTestApp, type TestAppOptions } from './build-test-app.ts';

export const OPENID_CLIENT_ID = 'epoi-test';
export const OPENID_REDIRECT_URI = 'http://127.0.0.1:4999/callback';
export const OPENID_SCOPE = 'openid profile email organisation';

/**
 * A stand-in for the app's back-channel endpoint: it keeps every logout token it takes, and
 * answers 503 without taking it while `down` is set, as an app being redeployed does.
 */
export async function startLogoutListener() {
  const tokens: string[] = [];
  const waiting: (() => void)[] = [];
  const state = { down: false, refused: 0 };
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      if (state.down) {
        state.refused += 1;
        response.writeHead(503).end();
        return;
      }
      tokens.push(new URLSearchParams(body).get('logout_token') ?? '');
      response.writeHead(200).end();
      for (const wake of waiting.splice(0)) wake();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return Object.assign(state, {
    tokens,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/backchannel-logout`,
    /** The next token to arrive after `count` have. */
    async next(count: number): Promise<string> {
      while (tokens.length <= count) await new Promise<void>((resolve) => waiting.push(resolve));
      return tokens[count] ?? '';
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  });
}

export type LogoutListener = Awaited<ReturnType<typeof startLogoutListener>>;

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** OPENID_CLIENTS naming the test app, told of logouts at `backchannelLogoutUri`. */
function openidClientsEnv(backchannelLogoutUri: string): string {
  return JSON.stringify([
    {
      clientId: OPENID_CLIENT_ID,
      app: 'EPOI',
      name: 'E-POI',
      redirectUris: [OPENID_REDIRECT_URI],
      postLogoutRedirectUris: ['http://127.0.0.1:4999/'],
      backchannelLogoutUri,
      initiateLoginUri: 'https://epoi.example.in/login',
    },
  ]);
}

/** The app's side of single sign-on against the portal listening at `origin`, as openid-client does it. */
export function relyingParty(origin: string) {
  const discover = () =>
    client.discovery(new URL(`${origin}/oidc`), OPENID_CLIENT_ID, undefined, client.None(), {
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
      redirect_uri: OPENID_REDIRECT_URI,
      scope: OPENID_SCOPE,
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

  /**
   * Signs out at the app (RP-initiated logout) from the browser `visit` signed in with, and
   * confirms on the portal's page; returns that page and the confirmation's answer.
   */
  async function signOutAtApp(
    visit: ReturnType<typeof browser>,
    signedIn: Awaited<ReturnType<typeof signInToApp>>,
  ) {
    const end = client.buildEndSessionUrl(signedIn.config, {
      id_token_hint: signedIn.tokens.id_token ?? '',
      post_logout_redirect_uri: 'http://127.0.0.1:4999/',
    });
    const page = await (await visit(end.href)).text();
    const xsrf = page.match(/name="xsrf" value="([^"]+)"/)?.[1] ?? '';
    const confirmed = await fetch(`${origin}/oidc/session/end/confirm`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: (await visit.cookies()).join('; '),
      },
      body: new URLSearchParams({ xsrf, logout: 'yes' }),
    });
    return { page, confirmed };
  }

  return {
    discover,
    browser,
    signOutAtApp,
    follow,
    signInToApp,
    /** The portal's published keys, as an app checks a token with them. */
    jwks: () => createRemoteJWKSet(new URL(`${origin}/oidc/jwks`)),
  };
}

/**
 * A test app signing in to the test app listening on a port of its own, with the app's
 * back-channel endpoint beside it; `env` is what another instance of it needs.
 */
export async function startOpenidTestApp({
  port: givenPort,
  ...options
}: TestAppOptions & {
  /** The port of an app that came before, as a restarted server keeps its address. */
  port?: number;
}) {
  const listener = await startLogoutListener();
  const port = givenPort ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    PUBLIC_URL: origin,
    OPENID_CLIENTS: openidClientsEnv(listener.url),
    ...options.env,
  };
  const testApp = await buildTestApp({ ...options, env });
  await testApp.app.listen({ port, host: '127.0.0.1' });
  return {
    app: testApp.app,
    env,
    origin,
    port,
    listener,
    party: relyingParty(origin),
    async close() {
      await testApp.close();
      await listener.close();
    },
  };
}

export type OpenidTestApp = Awaited<ReturnType<typeof startOpenidTestApp>>;

import { accountsApi } from '@prakar/shared/api/accounts';
import { cartApi } from '@prakar/shared/api/cart';
import type { SessionUser } from '@prakar/shared/auth';
import { STORAGE_KEYS } from '@prakar/shared/constants';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiQueryKey } from '#app/lib/api-query-key.ts';
import {
  answer,
  onEndpoint,
  recordRequests,
  refuse,
  setupApiServer,
} from '#tests/component/api-server.ts';
import { cartLine, savedCart } from '#tests/component/cart-test-data.ts';
import { sessionUser } from '#tests/component/session.ts';
import { getSessionSnapshot, setUser } from './session-store';

const asha = sessionUser({
  UserId: 12,
  Name: 'Asha Iyer',
  Permissions: ['manage:users:org'],
  Apps: ['EPOI'],
});

const ashasCart = savedCart([cartLine('EPOI_STARTER', 2)], asha.UserId);
const api = setupApiServer(
  answer(accountsApi.session, { user: asha }),
  answer(cartApi.get, ashasCart),
);
const sessionRequests = (seen: string[]) => seen.filter((line) => line.includes('/Session'));
const requests = recordRequests(api);
const headersSeen: Headers[] = [];
api.events.on('request:start', ({ request }) => {
  headersSeen.push(request.headers);
});

/** A fresh page: the restore runs once per page load, into that page's cache. */
async function freshPage() {
  vi.resetModules();
  const { restoreSession } = await import('./restore-session');
  const { refreshSession } = await import('./session-check');
  const { queryClient } = await import('#app/lib/query-client.ts');
  return { restoreSession, refreshSession, queryClient };
}

afterEach(() => {
  headersSeen.length = 0;
  localStorage.clear();
});

describe('restoring the session on start', () => {
  it('takes the user from the server session, asking once, and keeps the answer in the cache', async () => {
    const page = await freshPage();
    await page.restoreSession();
    await page.restoreSession();
    expect(sessionRequests(requests)).toEqual(['GET /api/Authentication/Session']);
    expect(getSessionSnapshot()).toEqual(asha);
    expect(localStorage.getItem(STORAGE_KEYS.isProfileDataSaved)).toBe('No');
    expect(page.queryClient.getQueryData(apiQueryKey(accountsApi.session))).toEqual({
      user: asha,
    });
  });

  it('asks who holds the cookie without claiming the page’s user', async () => {
    setUser({ ...asha, UserId: 99 });
    const page = await freshPage();
    await page.restoreSession();
    expect(headersSeen[0]?.has('UserId')).toBe(false);
    expect(getSessionSnapshot()).toEqual(asha);
  });

  it('clears the user data when the server has no session, and keeps the rest', async () => {
    setUser(asha);
    localStorage.setItem(STORAGE_KEYS.userCart, '[]');
    api.use(answer(accountsApi.session, { user: null }));
    await (await freshPage()).restoreSession();
    expect(getSessionSnapshot()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userCart)).toBe('[]');
  });

  it('keeps what the page had when the server can’t be reached', async () => {
    setUser(asha);
    api.use(onEndpoint(accountsApi.session, () => HttpResponse.error()));
    await (await freshPage()).restoreSession();
    expect(getSessionSnapshot()).toEqual(asha);
    api.use(refuse(accountsApi.session, 503, 'SERVICE_UNAVAILABLE', 'Down'));
    await (await freshPage()).restoreSession();
    expect(getSessionSnapshot()).toEqual(asha);
    // Asked once each, without waiting to try again: the next API call will tell.
    expect(requests).toHaveLength(2);
  });

  it('asks again on a refresh, once for callers who ask meanwhile', async () => {
    const page = await freshPage();
    await page.restoreSession();
    const changed = { ...asha, Permissions: [], Apps: [] } satisfies SessionUser;
    api.use(answer(accountsApi.session, { user: changed }));
    await Promise.all([page.refreshSession(), page.refreshSession(), page.restoreSession()]);
    expect(sessionRequests(requests)).toHaveLength(2);
    expect(getSessionSnapshot()).toEqual(changed);
  });

  it('gives a user new to this browser their saved cart, and a known one no extra request', async () => {
    await (await freshPage()).restoreSession();
    expect(requests).toEqual([
      'GET /api/Authentication/Session',
      `GET /api/Transactions/UserCart/getusercart/${asha.UserId}`,
    ]);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userCart) ?? 'null')).toMatchObject({
      items: [{ planCode: 'EPOI_STARTER', quantity: 2 }],
    });

    requests.length = 0;
    await (await freshPage()).restoreSession();
    expect(requests).toEqual(['GET /api/Authentication/Session']);
  });
});

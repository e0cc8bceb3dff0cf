import { STORAGE_KEYS } from '@prakar/shared/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserRecord } from '#app/lib/user-record.ts';
import { getSessionSnapshot, setUser } from './session-store';

const asha: UserRecord = {
  UserId: 12,
  RoleId: 2,
  IsAdmin: true,
  Name: 'Asha Iyer',
  IsProfileDataSaved: 'No',
};

/** A fresh module each time: the restore runs once per page load. */
async function restoreWith(answer: () => Promise<Response>) {
  vi.resetModules();
  const fetch = vi.fn((_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetch);
  const { restoreSession } = await import('./restore-session');
  await restoreSession();
  await restoreSession();
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const json = (body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));

describe('restoring the session on start', () => {
  it('takes the user from the server session, asking once', async () => {
    const fetch = await restoreWith(() => json({ user: asha }));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/Authentication/Session');
    expect(getSessionSnapshot()).toEqual(asha);
    expect(localStorage.getItem(STORAGE_KEYS.isProfileDataSaved)).toBe('No');
  });

  it('clears the user data when the server has no session, and keeps the rest', async () => {
    setUser(asha);
    localStorage.setItem(STORAGE_KEYS.userCart, '[]');
    await restoreWith(() => json({ user: null }));
    expect(getSessionSnapshot()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userCart)).toBe('[]');
  });

  it('keeps what the page had when the server can’t be reached', async () => {
    setUser(asha);
    await restoreWith(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(getSessionSnapshot()).toEqual(asha);
    await restoreWith(() => Promise.resolve(new Response('', { status: 503 })));
    expect(getSessionSnapshot()).toEqual(asha);
  });
});

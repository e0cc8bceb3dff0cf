import { STORAGE_KEYS } from '@prakar/shared/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerNavigate } from '#app/lib/navigation.ts';
import { isLoggingOut, logout } from './logout';
import { getSessionSnapshot, setUser } from './session-store';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function stubServer(answer: () => Promise<Response>) {
  const fetch = vi.fn(answer);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function signInAndFillStorage() {
  setUser({ UserId: 3, RoleId: 2, IsAdmin: false, Name: 'Ravi', IsProfileDataSaved: 'Yes' });
  localStorage.setItem(STORAGE_KEYS.userCart, '[{"plan":"EPOI-250"}]');
  localStorage.setItem(STORAGE_KEYS.recheckCorporateName, 'acme');
}

describe('logout', () => {
  it('ends the server session, clears all local storage and goes to the login page', async () => {
    const fetch = stubServer(async () => new Response(null, { status: 204 }));
    signInAndFillStorage();
    const visited: string[] = [];
    const unregister = registerNavigate((to) => {
      visited.push(to);
    });

    await logout();

    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/Authentication/Logout');
    expect(init.method).toBe('POST');
    expect(localStorage.length).toBe(0);
    expect(getSessionSnapshot()).toBeNull();
    expect(visited).toEqual(['/login']);
    unregister();
  });

  it('still signs out here when the server can’t be reached', async () => {
    stubServer(() => Promise.reject(new TypeError('Failed to fetch')));
    signInAndFillStorage();
    const visited: string[] = [];
    const unregister = registerNavigate((to) => {
      visited.push(to);
    });

    await logout();

    expect(localStorage.length).toBe(0);
    expect(visited).toEqual(['/login']);
    unregister();
  });

  it('tells guarded pages a logout is under way until the login page is reached', async () => {
    stubServer(async () => new Response(null, { status: 204 }));
    signInAndFillStorage();
    const seen: boolean[] = [];
    const unregister = registerNavigate(() => {
      seen.push(isLoggingOut());
    });

    const done = logout();
    expect(isLoggingOut()).toBe(true);
    await done;

    expect(seen).toEqual([true]);
    expect(isLoggingOut()).toBe(false);
    unregister();
  });
});

import { accountsApi } from '@prakar/shared/api/accounts';
import { STORAGE_KEYS } from '@prakar/shared/constants';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { registerNavigate } from '#app/lib/navigation.ts';
import { onEndpoint, recordRequests, setupApiServer } from '#tests/component/api-server.ts';
import { isLoggingOut, logout } from './logout';
import { getSessionSnapshot, setUser } from './session-store';

const api = setupApiServer(
  onEndpoint(accountsApi.logout, () => new HttpResponse(null, { status: 204 })),
);
const requests = recordRequests(api);

beforeEach(() => {
  requests.length = 0;
});

function signInAndFillStorage() {
  setUser({ UserId: 3, RoleId: 2, IsAdmin: false, Name: 'Ravi', IsProfileDataSaved: 'Yes' });
  localStorage.setItem(STORAGE_KEYS.userCart, '[{"plan":"EPOI-250"}]');
  localStorage.setItem(STORAGE_KEYS.recheckCorporateName, 'acme');
}

describe('logout', () => {
  it('ends the server session, clears all local storage and goes to the login page', async () => {
    signInAndFillStorage();
    const visited: string[] = [];
    const unregister = registerNavigate((to) => {
      visited.push(to);
    });

    await logout();

    expect(requests).toEqual(['POST /api/Authentication/Logout']);
    expect(localStorage.length).toBe(0);
    expect(getSessionSnapshot()).toBeNull();
    expect(visited).toEqual(['/login']);
    unregister();
  });

  it('still signs out here when the server can’t be reached', async () => {
    api.use(onEndpoint(accountsApi.logout, () => HttpResponse.error()));
    signInAndFillStorage();
    const visited: string[] = [];
    const unregister = registerNavigate((to) => {
      visited.push(to);
    });

    await logout();

    expect(localStorage.length).toBe(0);
    expect(getSessionSnapshot()).toBeNull();
    expect(visited).toEqual(['/login']);
    unregister();
  });

  it('tells guarded pages a logout is under way until the login page is reached', async () => {
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

import { STORAGE_KEYS } from '@prakar/shared/constants';
import { afterEach, describe, expect, it } from 'vitest';
import { registerNavigate } from '../../lib/navigation';
import { logout } from './logout';
import { getSessionSnapshot, setUser } from './session-store';

afterEach(() => localStorage.clear());

describe('logout', () => {
  it('clears all local storage and goes to the login page', async () => {
    setUser({ UserId: 3, RoleId: 2, IsAdmin: false, Name: 'Ravi', IsProfileDataSaved: 'Yes' });
    localStorage.setItem(STORAGE_KEYS.userCart, '[{"plan":"EPOI-250"}]');
    localStorage.setItem(STORAGE_KEYS.recheckCorporateName, 'acme');
    const visited: string[] = [];
    const unregister = registerNavigate((to) => visited.push(to));

    await logout();

    expect(localStorage.length).toBe(0);
    expect(getSessionSnapshot()).toBeNull();
    expect(visited).toEqual(['/login']);
    unregister();
  });
});

import { STORAGE_KEYS } from '@prakar/shared/constants';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '#app/lib/query-client.ts';
import type { UserRecord } from '#app/lib/user-record.ts';
import { adminWithoutProfile as asha } from '#tests/component/session.ts';
import { dropAnswersOnUserChange } from './session-cache';
import { clearAllStorage, setUser, updateUser } from './session-store';

const ravi: UserRecord = { ...asha, UserId: 13, Name: 'Ravi Kumar' };

const client = createQueryClient();
const profileKey = ['profile', 'get', {}];
const cached = () => client.getQueryData(profileKey);

let stop = () => {};

afterEach(() => {
  stop();
  client.clear();
  localStorage.clear();
});

function follow(user: UserRecord | null) {
  setUser(user);
  stop = dropAnswersOnUserChange(client);
  client.setQueryData(profileKey, { name: user?.Name });
}

describe('the cache follows the signed-in user', () => {
  it('keeps the answers while the same user’s record changes', () => {
    follow(asha);
    updateUser({ Name: 'Asha K. Iyer', IsProfileDataSaved: 'Yes' });
    setUser(asha);
    expect(cached()).toEqual({ name: 'Asha Iyer' });
  });

  it('drops them when the user signs out, here or by logout', () => {
    follow(asha);
    setUser(null);
    expect(cached()).toBeUndefined();

    follow(asha);
    clearAllStorage();
    expect(cached()).toBeUndefined();
  });

  it('drops a visitor’s answers when someone signs in, and one user’s when another does', () => {
    follow(null);
    setUser(asha);
    expect(cached()).toBeUndefined();

    follow(asha);
    setUser(ravi);
    expect(cached()).toBeUndefined();
  });

  it('drops them when another tab signs someone else in', () => {
    follow(asha);
    localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(ravi));
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.userData }));
    expect(cached()).toBeUndefined();
  });
});

import { STORAGE_KEYS } from '@prakar/shared/constants';
import { clearAll, readItem, removeItem, writeItem } from '#app/lib/storage.ts';
import { createStorageStore } from '#app/lib/storage-store.ts';
import { parseUserRecord, type UserRecord } from '#app/lib/user-record.ts';

/**
 * The current user, kept in local storage `UserData` and exposed as an external store for
 * `useSyncExternalStore`. Other tabs learn about changes through the browser's `storage` event.
 */
const store = createStorageStore(STORAGE_KEYS.userData, parseUserRecord);

export const subscribeSession = store.subscribe;

/** The same object until `UserData` changes, as `useSyncExternalStore` requires. */
export const getSessionSnapshot = store.read;

/** Pre-rendered HTML is always anonymous, so hydration starts from the same picture. */
export function getServerSessionSnapshot(): UserRecord | null {
  return null;
}

/** Signs a user in (writes `UserData`, `UserId`, `IsProfileDataSaved`) or out (removes them). */
export function setUser(user: UserRecord | null): void {
  if (user && user.UserId >= 0) {
    writeItem(STORAGE_KEYS.userData, JSON.stringify(user));
    writeItem(STORAGE_KEYS.userId, String(user.UserId));
    writeItem(STORAGE_KEYS.isProfileDataSaved, user.IsProfileDataSaved || 'No');
  } else {
    removeItem(STORAGE_KEYS.userData);
    removeItem(STORAGE_KEYS.userId);
    removeItem(STORAGE_KEYS.isProfileDataSaved);
  }
  store.changed();
}

/** Changes fields of the signed-in user's record (a saved profile), keeping the rest as stored. */
export function updateUser(changes: Partial<UserRecord>): void {
  const current = getSessionSnapshot();
  if (current) setUser({ ...current, ...changes });
}

/**
 * Logout clears all local storage, not only the user's keys, except the theme: that is the
 * device's choice, not the user's data, and the login page it lands on should not change colour.
 */
export function clearAllStorage(): void {
  const theme = readItem(STORAGE_KEYS.theme);
  clearAll();
  if (theme !== null) writeItem(STORAGE_KEYS.theme, theme);
  store.changed();
}

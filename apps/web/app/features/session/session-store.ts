import { STORAGE_KEYS } from '@prakar/shared/constants';
import { clearAll, readItem, removeItem, writeItem } from '../../lib/storage';
import { parseUserRecord, type UserRecord } from '../../lib/user-record';

/**
 * The current user, kept in local storage (spec §3, §4) and exposed as an external store for
 * `useSyncExternalStore`. Other tabs learn about changes through the browser's `storage` event.
 */
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedUser: UserRecord | null = null;

function emit(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  // `key` is null when another tab cleared the whole storage (logout).
  if (event.key === null || event.key === STORAGE_KEYS.userData) emit();
}

export function subscribeSession(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') {
    window.addEventListener('storage', onStorage);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') {
      window.removeEventListener('storage', onStorage);
    }
  };
}

/** The same object until `UserData` changes, as `useSyncExternalStore` requires. */
export function getSessionSnapshot(): UserRecord | null {
  const raw = readItem(STORAGE_KEYS.userData);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = parseUserRecord(raw);
  }
  return cachedUser;
}

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
  emit();
}

/** Changes fields of the signed-in user's record (a saved profile), keeping the rest as stored. */
export function updateUser(changes: Partial<UserRecord>): void {
  const current = getSessionSnapshot();
  if (!current) return;
  let stored: Record<string, unknown> = {};
  try {
    stored = JSON.parse(readItem(STORAGE_KEYS.userData) ?? '{}') as Record<string, unknown>;
  } catch {
    // Unreadable: the parsed record below still carries every field the page uses.
  }
  setUser({ ...stored, ...current, ...changes });
}

/** Spec §4: logout clears all local storage, not only the user's keys. */
export function clearAllStorage(): void {
  clearAll();
  emit();
}

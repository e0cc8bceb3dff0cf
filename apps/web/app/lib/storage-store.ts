import { readItem } from './storage';

/**
 * One local-storage key as an external store for `useSyncExternalStore`. `read` returns the same
 * value until the stored text changes, as React requires; `changed` tells this tab's subscribers
 * after a write here, and other tabs' writes arrive through the browser's `storage` event.
 */
export function createStorageStore<T>(key: string, parse: (raw: string | null) => T) {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null | undefined;
  let cached: T;

  const changed = () => {
    for (const listener of listeners) listener();
  };

  const onStorage = (event: StorageEvent) => {
    // `key` is null when another tab cleared the whole storage (logout).
    if (event.key === null || event.key === key) changed();
  };

  const subscribe = (listener: () => void) => {
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
  };

  const read = (): T => {
    const raw = readItem(key);
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cached = parse(raw);
    }
    return cached;
  };

  return { subscribe, read, changed };
}

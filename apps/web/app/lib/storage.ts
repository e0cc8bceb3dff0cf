/**
 * Local storage that never throws: it is missing during pre-rendering and may refuse writes in
 * private windows or when full, and neither should break a page.
 */
function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readItem(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string): void {
  try {
    store()?.setItem(key, value);
  } catch {
    // Storage full or blocked: the in-memory state still changes for this page.
  }
}

export function removeItem(key: string): void {
  try {
    store()?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

export function clearAll(): void {
  try {
    store()?.clear();
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

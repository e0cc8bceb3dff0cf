import { STORAGE_KEYS } from '@prakar/shared/constants';
import { useSyncExternalStore } from 'react';
import { createStorageStore } from '#app/lib/storage-store.ts';

/**
 * How many plans the stored cart (`UserCart`) holds, for the header on every page. It counts the
 * lines that name a plan without the cart's full schema, so the header loads no validation code;
 * the cart screen still checks every line before it uses one.
 */
export function countStoredCartLines(raw: string | null): number {
  if (!raw) return 0;
  try {
    const items = (JSON.parse(raw) as { items?: unknown } | null)?.items;
    if (!Array.isArray(items)) return 0;
    return items.filter(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as { planCode?: unknown }).planCode === 'string',
    ).length;
  } catch {
    return 0;
  }
}

const store = createStorageStore(STORAGE_KEYS.userCart, countStoredCartLines);

/** Tells this tab's cart count that the stored cart was written here. */
export const storedCartCountChanged = store.changed;

/** Pre-rendered HTML shows an empty cart, so hydration starts from the same picture. */
const serverSnapshot = () => 0;

export function useStoredCartCount(): number {
  return useSyncExternalStore(store.subscribe, store.read, serverSnapshot);
}

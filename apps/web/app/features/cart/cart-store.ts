import '../../lib/zod-jitless';
import { type CartItem, cartItemSchema, MAX_CART_LINES } from '@prakar/shared/cart';
import { STORAGE_KEYS } from '@prakar/shared/constants';
import { useSyncExternalStore } from 'react';
import { readItem, removeItem, writeItem } from '../../lib/storage';

/**
 * The cart kept in local storage `UserCart`: plan codes and years only, never prices. It is the
 * whole cart of an anonymous visitor, and for a signed-in user a mirror of the saved one, so other
 * tabs and the next visit agree. Exposed as an external store for `useSyncExternalStore`; other
 * tabs' changes arrive through the browser's `storage` event.
 */
const listeners = new Set<() => void>();
const EMPTY: CartItem[] = [];
let cachedRaw: string | null | undefined;
let cachedItems: CartItem[] = EMPTY;

/**
 * Whatever the stored text holds, a list of valid lines: storage can be edited by hand or left by
 * an older version of the site, so a broken line is dropped and unreadable text is an empty cart.
 */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return EMPTY;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY;
  }
  const items =
    typeof value === 'object' && value !== null ? (value as { items?: unknown }).items : null;
  if (!Array.isArray(items)) return EMPTY;
  return items
    .flatMap((item: unknown) => {
      const parsed = cartItemSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    })
    .slice(0, MAX_CART_LINES);
}

/** A cart's lines as stored: plan and years, whatever else the line carried (a server price). */
export function itemsOf(lines: readonly CartItem[]): CartItem[] {
  return lines.map(({ planCode, quantity }) => ({ planCode, quantity }));
}

function emit(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  // `key` is null when another tab cleared the whole storage (logout).
  if (event.key === null || event.key === STORAGE_KEYS.userCart) emit();
}

export function subscribeStoredCart(listener: () => void): () => void {
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

/** The same array until `UserCart` changes, as `useSyncExternalStore` requires. */
export function readStoredCart(): CartItem[] {
  const raw = readItem(STORAGE_KEYS.userCart);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedItems = parseStoredCart(raw);
  }
  return cachedItems;
}

export function writeStoredCart(items: readonly CartItem[]): void {
  if (items.length === 0) removeItem(STORAGE_KEYS.userCart);
  else writeItem(STORAGE_KEYS.userCart, JSON.stringify({ items: itemsOf(items) }));
  emit();
}

/** Pre-rendered HTML shows no cart, so hydration starts from the same picture. */
const serverSnapshot = () => EMPTY;

export function useStoredCart(): CartItem[] {
  return useSyncExternalStore(subscribeStoredCart, readStoredCart, serverSnapshot);
}

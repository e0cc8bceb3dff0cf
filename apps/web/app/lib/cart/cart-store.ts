import { type CartItem, cartItemSchema, MAX_CART_LINES } from '@prakar/shared/cart';
import { STORAGE_KEYS } from '@prakar/shared/constants';
import { useSyncExternalStore } from 'react';
import { removeItem, writeItem } from '#app/lib/storage.ts';
import { createStorageStore } from '#app/lib/storage-store.ts';
import { storedCartCountChanged } from './stored-cart-count';

const EMPTY: CartItem[] = [];

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

/**
 * The cart kept in local storage `UserCart`: plan codes and years only, never prices. It is the
 * whole cart of an anonymous visitor, and for a signed-in user a mirror of the saved one, so other
 * tabs and the next visit agree. Exposed as an external store for `useSyncExternalStore`; other
 * tabs' changes arrive through the browser's `storage` event.
 */
const store = createStorageStore(STORAGE_KEYS.userCart, parseStoredCart);

export const subscribeStoredCart = store.subscribe;

/** The same array until `UserCart` changes, as `useSyncExternalStore` requires. */
export const readStoredCart = store.read;

export function writeStoredCart(items: readonly CartItem[]): void {
  if (items.length === 0) removeItem(STORAGE_KEYS.userCart);
  else writeItem(STORAGE_KEYS.userCart, JSON.stringify({ items: itemsOf(items) }));
  store.changed();
  storedCartCountChanged();
}

/** Pre-rendered HTML shows no cart, so hydration starts from the same picture. */
const serverSnapshot = () => EMPTY;

export function useStoredCart(): CartItem[] {
  return useSyncExternalStore(subscribeStoredCart, readStoredCart, serverSnapshot);
}

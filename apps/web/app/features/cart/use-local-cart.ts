import type { Product } from '@prakar/shared/catalogue';
import { useCallback, useMemo } from 'react';
import { type CartSource, priceLocally } from '#app/lib/cart/cart-items.ts';
import {
  itemsOf,
  readStoredCart,
  useStoredCart,
  writeStoredCart,
} from '#app/lib/cart/cart-store.ts';

/**
 * An anonymous visitor's cart: local storage, priced from the catalogue. A change keeps only the
 * priced lines, so a stored code that names no plan any more (shown as no longer available) goes
 * with the first one.
 */
export function useLocalCart(products: readonly Product[]): CartSource {
  const stored = useStoredCart();
  const priced = useMemo(() => priceLocally(stored, products), [stored, products]);
  const change = useCallback<CartSource['change']>(
    async (update) => {
      writeStoredCart(update(itemsOf(priceLocally(readStoredCart(), products).lines)));
      return true;
    },
    [products],
  );
  return { ...priced, saving: false, change };
}

import type { Product } from '@prakar/shared/catalogue';
import { useCallback, useMemo } from 'react';
import { type CartSource, priceLocally } from './cart-items';
import { itemsOf, readStoredCart, useStoredCart, writeStoredCart } from './cart-store';

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

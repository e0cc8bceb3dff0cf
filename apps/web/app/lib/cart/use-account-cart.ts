import { cartApi } from '@prakar/shared/api/cart';
import type { Cart } from '@prakar/shared/cart';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { showServiceError } from '#app/components/toasts/notify.ts';
import { useApiQuery } from '#app/lib/api-query.ts';
import { saveCart, savedCartInput, savedCartKey } from './account-cart';
import { type CartSource, sameItems } from './cart-items';
import { itemsOf, readStoredCart, subscribeStoredCart, writeStoredCart } from './cart-store';

/**
 * A signed-in user's cart, as the server keeps and prices it: one cached read, shared by the cart
 * and the checkout. Every change is saved at once (one at a time, each on top of the last answer),
 * and the answer replaces the cached cart and its local `UserCart` mirror; a read does the same
 * for the mirror (and so the header's count), which another device's changes or a payment may
 * have left behind. When that mirror changes from elsewhere (the anonymous cart merged at sign-in,
 * another tab), the cart is read again, keeping the last answer on screen meanwhile.
 */
export function useAccountCart(userId: number) {
  const client = useQueryClient();
  const cart = useApiQuery(cartApi.get, savedCartInput(userId));
  const key = useMemo(() => savedCartKey(userId), [userId]);
  const [saving, setSaving] = useState(0);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const { refetch, data } = cart;

  useEffect(() => {
    if (data && !sameItems(readStoredCart(), itemsOf(data.lines))) {
      writeStoredCart(itemsOf(data.lines));
    }
  }, [data]);

  useEffect(
    () =>
      subscribeStoredCart(() => {
        const current = client.getQueryData<Cart>(key);
        if (current && !sameItems(readStoredCart(), itemsOf(current.lines))) void refetch();
      }),
    [client, key, refetch],
  );

  const change = useCallback<CartSource['change']>(
    (update) => {
      setSaving((count) => count + 1);
      const saved = queue.current.then(async () => {
        try {
          const lines = client.getQueryData<Cart>(key)?.lines ?? [];
          await saveCart(client, update(itemsOf(lines)), false);
          return true;
        } catch (error) {
          showServiceError(error);
          return false;
        } finally {
          setSaving((count) => count - 1);
        }
      });
      queue.current = saved;
      return saved;
    },
    [client, key],
  );

  return { cart, saving: saving > 0, change };
}

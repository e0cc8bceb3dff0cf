import type { Cart } from '@prakar/shared/cart';
import { useCallback, useEffect, useRef, useState } from 'react';
import { showServiceError } from '#app/components/toasts/notify.ts';
import { apiGet } from '#app/lib/api-client.ts';
import type { ApiGetState } from '#app/lib/use-api-get.ts';
import { mirrorCart, postCart } from './account-cart';
import { type CartSource, sameItems } from './cart-items';
import { itemsOf, readStoredCart, subscribeStoredCart } from './cart-store';

export interface AccountCart {
  state: ApiGetState<Cart>;
  retry: () => void;
  saving: boolean;
  change: CartSource['change'];
}

/**
 * A signed-in user's cart, as the server keeps and prices it. Every change is saved at once
 * (one at a time, each on top of the last answer) and mirrored into local `UserCart`. When that
 * mirror changes from elsewhere (the anonymous cart merged at sign-in, another tab), the cart is
 * read again, keeping the last answer on screen meanwhile.
 */
export function useAccountCart(userId: number): AccountCart {
  const [state, setState] = useState<ApiGetState<Cart>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [saving, setSaving] = useState(0);
  const shown = useRef<Cart>(undefined);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the reload trigger
  useEffect(() => {
    const controller = new AbortController();
    setState((last) => (last.status === 'ready' ? last : { status: 'loading' }));
    apiGet<Cart>(`/Transactions/UserCart/getusercart/${userId}`, {
      silent: true,
      signal: controller.signal,
    }).then(
      (cart) => {
        shown.current = cart;
        setState({ status: 'ready', data: cart });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [userId, attempt]);

  useEffect(
    () =>
      subscribeStoredCart(() => {
        const current = shown.current;
        if (current && !sameItems(readStoredCart(), itemsOf(current.lines))) {
          setAttempt((count) => count + 1);
        }
      }),
    [],
  );

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  const change = useCallback<CartSource['change']>((update) => {
    setSaving((count) => count + 1);
    const saved = queue.current.then(async () => {
      try {
        const cart = await postCart(update(itemsOf(shown.current?.lines ?? [])), false);
        // Before the mirror is written, so its change is not taken for one from elsewhere.
        shown.current = cart;
        setState({ status: 'ready', data: cart });
        mirrorCart(cart);
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
  }, []);

  return { state, retry, saving: saving > 0, change };
}

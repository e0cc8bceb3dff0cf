import { cartApi } from '@prakar/shared/api/cart';
import type { Cart, CartItem } from '@prakar/shared/cart';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { notify } from '#app/components/toasts/notify.ts';
import { call, type RequestOptions } from '#app/lib/api-client.ts';
import { ApiError } from '#app/lib/api-error.ts';
import { apiQueryKey } from '#app/lib/api-query-key.ts';
import { queryClient } from '#app/lib/query-client.ts';
import { getSessionSnapshot } from '#app/lib/session/session-store.ts';
import { itemsOf, readStoredCart, writeStoredCart } from './cart-store';

// The signed-in user's cart on the server. Small on purpose: signing in uses it, and the login
// page's bundle carries it.

/** The one read of a user's saved cart, which the cart and the checkout share. */
export const savedCartInput = (userId: number) => ({ params: { userId } });

export const savedCartKey = (userId: number): QueryKey =>
  apiQueryKey(cartApi.get, savedCartInput(userId));

/**
 * Saves the cart on the server. The answer is the whole cart as saved, so it takes the cached
 * read's place (nothing is asked again), then local `UserCart` follows it, so other tabs and the
 * next visit agree. The cache comes first: the mirror's change is then not taken for one made
 * elsewhere.
 */
export async function saveCart(
  client: QueryClient,
  items: readonly CartItem[],
  merge: boolean,
  options?: RequestOptions,
): Promise<Cart> {
  const cart = await call(cartApi.save, { body: { items: itemsOf(items), merge } }, options);
  // A read sent before this save must not land after it with the cart as it was.
  await client.cancelQueries({ queryKey: savedCartKey(cart.userId) });
  client.setQueryData(savedCartKey(cart.userId), cart);
  writeStoredCart(itemsOf(cart.lines));
  return cart;
}

export const MERGE_FAILED_MESSAGE =
  'We could not add the plans you chose before signing in to your saved cart. They are still in this browser’s cart.';

/**
 * At sign-in, the plans chosen while anonymous join the cart saved on the server; the answer,
 * one line per product, becomes the local cart. With nothing to add, the saved cart (perhaps
 * filled on another device) becomes the local one, so the header counts it. A failure never stops
 * the sign-in: the local cart stays as it was, and the 401/403 handling stays out of it (the
 * visitor is on the login page).
 */
export async function mergeStoredCart(): Promise<void> {
  const items = readStoredCart();
  if (items.length === 0) {
    const userId = getSessionSnapshot()?.UserId;
    if (userId !== undefined) {
      await syncStoredCart(queryClient, userId, { authRedirect: false }).catch(() => {
        // The cart screen reads the saved cart itself; only the header's count waits.
      });
    }
    return;
  }
  const merge = (lines: CartItem[]) =>
    saveCart(queryClient, lines, true, { silent: true, authRedirect: false });
  try {
    await merge(items).catch(async (error: unknown) => {
      // Plans the catalogue no longer has are named by the server: the rest still join.
      const unknown = unknownLines(error);
      if (unknown.size === 0) throw error;
      await merge(items.filter((_, index) => !unknown.has(index)));
      notify.warning(
        `${[...unknown].map((index) => items[index]?.planCode).join(', ')} ${unknown.size === 1 ? 'is' : 'are'} no longer available and stayed out of your cart.`,
      );
    });
  } catch {
    notify.warning(MERGE_FAILED_MESSAGE);
  }
}

/** The positions of the lines a refused save named for their plan (`items.N.planCode`). */
function unknownLines(error: unknown): Set<number> {
  const fields = error instanceof ApiError ? Object.keys(error.fields ?? {}) : [];
  return new Set(
    fields.flatMap((field) => {
      const match = /^items\.(\d+)\.planCode$/.exec(field);
      return match ? [Number(match[1])] : [];
    }),
  );
}

/**
 * Reads the saved cart again and makes local `UserCart` (and so the header's count) follow it:
 * after a payment, whose settling took the plans it bought out of the cart on the server.
 */
export async function syncStoredCart(
  client: QueryClient,
  userId: number,
  options: RequestOptions = {},
): Promise<void> {
  // Through the cache, so a save made meanwhile cancels this read instead of being undone by it.
  const cart = await client.fetchQuery({
    queryKey: savedCartKey(userId),
    queryFn: () => call(cartApi.get, savedCartInput(userId), { ...options, silent: true }),
    staleTime: 0,
  });
  writeStoredCart(itemsOf(cart.lines));
}

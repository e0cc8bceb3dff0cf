import type { Cart, CartItem, SaveCartInput } from '@prakar/shared/cart';
import { notify } from '#app/components/toasts/notify.ts';
import { apiPost, type RequestOptions } from '#app/lib/api-client.ts';
import { ApiError } from '#app/lib/api-error.ts';
import { itemsOf, readStoredCart, writeStoredCart } from './cart-store';

/**
 * The signed-in user's cart on the server. Small on purpose: signing in uses it, and the login
 * page's bundle carries it.
 */
export function postCart(
  items: readonly CartItem[],
  merge: boolean,
  options?: RequestOptions,
): Promise<Cart> {
  const body: SaveCartInput = { items: itemsOf(items), merge };
  return apiPost<Cart>('/Transactions/UserCart/save', body, options);
}

/** Local `UserCart` follows the saved cart, so other tabs and the next visit agree. */
export function mirrorCart(cart: Cart): void {
  writeStoredCart(itemsOf(cart.lines));
}

export const MERGE_FAILED_MESSAGE =
  'We could not add the plans you chose before signing in to your saved cart. They are still in this browser’s cart.';

/**
 * At sign-in, the plans chosen while anonymous join the cart saved on the server; the answer,
 * one line per product, becomes the local cart. A failure never stops the sign-in: the local cart
 * stays as it was, and the 401/403 handling stays out of it (the visitor is on the login page).
 */
export async function mergeStoredCart(): Promise<void> {
  const items = readStoredCart();
  if (items.length === 0) return;
  const merge = (lines: CartItem[]) =>
    postCart(lines, true, { silent: true, authRedirect: false }).then(mirrorCart);
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

/** After an order is placed its plans leave the cart, here and on the server. */
export function clearCart(): void {
  writeStoredCart([]);
  postCart([], false, { silent: true }).catch(() => {
    // The order exists either way; a cart left on the server is only a cart.
  });
}

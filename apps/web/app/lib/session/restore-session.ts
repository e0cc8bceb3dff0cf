import { checkSession, latestSessionCheck } from './session-check';

/**
 * On start the server's session decides who is signed in. Its secret is an HttpOnly cookie the page
 * can't read, so the page asks; no session clears the user data. Once per page load (unless a
 * screen refreshed it since). A user this browser did not know (signed in on a sibling app, or
 * storage cleared) gets their saved cart here too, as a sign-in on this page would.
 */
export function restoreSession(): Promise<void> {
  return latestSessionCheck() ?? checkSession(joinSavedCart);
}

/**
 * Loaded only for a user new to this browser: the cart code stays out of every visitor's page.
 * The cart calls the API client, which reaches the session check after a refusal; that check is
 * `session-check.ts`, so this import is no loop.
 */
async function joinSavedCart(): Promise<void> {
  const { mergeStoredCart } = await import('#app/lib/cart/account-cart.ts');
  await mergeStoredCart();
}

import { accountsApi } from '@prakar/shared/api/accounts';
import type { Login, SessionUser } from '@prakar/shared/auth';
import { call } from '#app/lib/api-client.ts';
import { apiQueryKey } from '#app/lib/api-query-key.ts';
import { mergeStoredCart } from '#app/lib/cart/account-cart.ts';
import { queryClient } from '#app/lib/query-client.ts';
import { decodeReturnUrl } from '#app/lib/return-url.ts';
import { forgetRefusals, wasRefused } from '#app/lib/session/access-refused.ts';
import { setUser } from '#app/lib/session/session-store.ts';

/** Where a user lands after signing in when no page sent them: My Apps. */
export const AFTER_SIGN_IN_PATH = '/product-dashboard';

/**
 * Signs in: the server sets the HttpOnly session cookie, the page keeps the user record without
 * any secret, and the page's cache holds the new session (what it held for anyone before is
 * dropped as the user changes). A wrong password answers 401, which here is an answer for the
 * form, not a reason to send the visitor to the login page they are already on. Plans chosen
 * before signing in then join the user's saved cart; that never fails the sign-in.
 */
export async function signIn(login: Login): Promise<SessionUser> {
  const { user } = await call(accountsApi.login, { body: login }, { authRedirect: false });
  forgetRefusals();
  setUser(user);
  queryClient.setQueryData(apiQueryKey(accountsApi.session), { user });
  await mergeStoredCart();
  return user;
}

/**
 * The page that sent the visitor to sign in (base64 `returnUrl`, on this site only), or My Apps.
 * Never a page that refused this signed-in user: going back would only be refused again.
 */
export function destinationAfterSignIn(returnUrl: string | null | undefined): string {
  const path = decodeReturnUrl(returnUrl);
  return path && !wasRefused(path) ? path : AFTER_SIGN_IN_PATH;
}

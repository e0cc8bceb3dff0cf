import { accountsApi } from '@prakar/shared/api/accounts';
import type { EndpointResult } from '@prakar/shared/api/endpoint';
import type { Login, SessionUser } from '@prakar/shared/auth';
import { call } from '#app/lib/api-client.ts';
import { apiQueryKey } from '#app/lib/api-query-key.ts';
import { mergeStoredCart } from '#app/lib/cart/account-cart.ts';
import { queryClient } from '#app/lib/query-client.ts';
import { decodeReturnUrl } from '#app/lib/return-url.ts';
import { forgetRefusals, wasRefused } from '#app/lib/session/access-refused.ts';
import { setUser } from '#app/lib/session/session-store.ts';
import { isStaff } from '#app/lib/user-permissions.ts';
import type { UserRecord } from '#app/lib/user-record.ts';

/** Where a user lands after signing in when no page sent them: My Apps. */
export const AFTER_SIGN_IN_PATH = '/product-dashboard';

/** Where the firm's staff land instead: the back office, not My Apps selling them their own apps. */
export const STAFF_HOME_PATH = '/back-office';

/** The page a user lands on when no page sent them. */
export function homePathFor(user: UserRecord | null): string {
  return user && isStaff(user) ? STAFF_HOME_PATH : AFTER_SIGN_IN_PATH;
}

/** Where a new user goes from the confirmation link when no page sent them and a cart waits. */
export const CART_PATH = '/add-cart';

/**
 * Takes in a user the server has just signed in (its HttpOnly cookie already set): the page keeps
 * the user record without any secret, and the page's cache holds the new session (what it held
 * for anyone before is dropped as the user changes). Plans chosen before signing in then join the
 * user's saved cart; that never fails the sign-in.
 */
export async function startSession(user: SessionUser): Promise<void> {
  forgetRefusals();
  setUser(user);
  queryClient.setQueryData(apiQueryKey(accountsApi.session), { user });
  await mergeStoredCart();
}

/** The password step's answer: signed in, or the second step of two-step sign-in to come. */
export type PasswordAnswer = EndpointResult<typeof accountsApi.login>;

/**
 * Signs in with a password. A wrong password answers 401, which here is an answer for the form,
 * not a reason to send the visitor to the login page they are already on. A user with two-step
 * sign-in gets no session yet: the answer holds the pending sign-in for the code.
 */
export async function signIn(login: Login): Promise<PasswordAnswer> {
  const answer = await call(accountsApi.login, { body: login }, { authRedirect: false });
  if ('user' in answer) await startSession(answer.user);
  return answer;
}

/** A page the server serves itself, outside the app: single sign-on's, under `/oidc/`. */
export const isServerPage = (path: string) => path.startsWith('/oidc/');

/**
 * The page that sent the visitor to sign in (base64 `returnUrl`, on this site only), or
 * `fallback`, My Apps unless said otherwise. Never a page that refused this signed-in user: going
 * back would only be refused again.
 */
export function destinationAfterSignIn(
  returnUrl: string | null | undefined,
  fallback = AFTER_SIGN_IN_PATH,
): string {
  const path = decodeReturnUrl(returnUrl);
  return path && !wasRefused(path) ? path : fallback;
}

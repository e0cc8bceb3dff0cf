import type { accountsApi } from '@prakar/shared/api/accounts';
import type { EndpointResult } from '@prakar/shared/api/endpoint';
import { apiQueryKey } from '#app/lib/api-query-key.ts';
import { queryClient } from '#app/lib/query-client.ts';
import { createSmallStore, useSmallStore } from '#app/lib/small-store.ts';
import { getSessionSnapshot, setUser } from './session-store';

type SessionEndpoint = typeof accountsApi.session;
type SessionAnswer = EndpointResult<SessionEndpoint>;

/**
 * The session endpoint's address and cache key, without the declaration's schemas: loading those
 * (zod and the contracts they share a chunk with) cost every visitor's page 50 KB of scripts and
 * a style sheet. The type keeps them the contract's.
 */
const sessionEndpoint = {
  resource: 'accounts',
  name: 'session',
  path: '/Authentication/Session',
} as const satisfies Pick<SessionEndpoint, 'resource' | 'name' | 'path'>;

let restoring: Promise<void> | undefined;

/** Whether the page is asking the server who is signed in right now. */
const asking = createSmallStore(false);

/** True while the server is being asked who is signed in (see `useKnownUser`). */
export function useSessionCheckPending(): boolean {
  return useSmallStore(asking, false);
}

/**
 * On start the server's session decides who is signed in. Its secret is an HttpOnly cookie the page
 * can't read, so the page asks; no session clears the user data. Once per page load (unless a
 * screen refreshes it); a network failure keeps what the page had, and the next API call will tell.
 */
export function restoreSession(): Promise<void> {
  restoring ??= askServer();
  return restoring;
}

/**
 * Asks again, for screens that show what the server allows (My Apps) and after a refusal: an
 * administrator may have changed this user's access since the page loaded. Callers while a
 * refresh is on its way share its request.
 */
export function refreshSession(): Promise<void> {
  restoring = askServer();
  return restoring;
}

/**
 * The answer goes into the page's cache and becomes the signed-in user. A user this browser did
 * not know (signed in on a sibling app, or storage cleared) gets their saved cart here too, as a
 * sign-in on this page would.
 */
function askServer(): Promise<void> {
  asking.set(true);
  return queryClient
    .fetchQuery({
      queryKey: apiQueryKey(sessionEndpoint),
      queryFn: ({ signal }) => readSession(signal),
      staleTime: 0,
      retry: false,
    })
    .then(
      async (answer) => {
        const known = getSessionSnapshot()?.UserId;
        setUser(answer.user);
        if (answer.user && answer.user.UserId !== known) await joinSavedCart();
      },
      () => undefined,
    )
    .finally(() => asking.set(false));
}

/** Loaded only for a user new to this browser: the cart code stays out of every visitor's page. */
async function joinSavedCart(): Promise<void> {
  const { mergeStoredCart } = await import('#app/lib/cart/account-cart.ts');
  await mergeStoredCart();
}

/**
 * Whose session the cookie holds. A plain `fetch` rather than the API client: the question must
 * not carry the page's `UserId` claim (a sibling app may have signed another user in, and the
 * server treats a mismatched claim as signed out), and the client stays out of the first-load
 * bundle.
 */
async function readSession(signal: AbortSignal): Promise<SessionAnswer> {
  const response = await fetch(`/api${sessionEndpoint.path}`, {
    headers: { Accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw new Error(`The session check answered ${response.status}`);
  return (await response.json()) as SessionAnswer;
}

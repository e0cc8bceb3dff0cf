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

let latest: Promise<void> | undefined;

/** Whether the page is asking the server who is signed in right now. */
const asking = createSmallStore(false);

/** True while the server is being asked who is signed in (see `useKnownUser`). */
export function useSessionCheckPending(): boolean {
  return useSmallStore(asking, false);
}

/** The check made last in this page's life, if any: callers meanwhile share it. */
export function latestSessionCheck(): Promise<void> | undefined {
  return latest;
}

/**
 * Asks the server who is signed in; the answer goes into the page's cache and becomes the
 * signed-in user, and `whenNewUser` runs for a user this page did not know. A network failure
 * keeps what the page had, and the next API call will tell.
 */
export function checkSession(whenNewUser?: () => Promise<void>): Promise<void> {
  latest = askServer(whenNewUser);
  return latest;
}

/**
 * Asks again, for screens that show what the server allows (My Apps) and after a refusal: an
 * administrator may have changed this user's access since the page loaded.
 */
export function refreshSession(): Promise<void> {
  return checkSession();
}

function askServer(whenNewUser: (() => Promise<void>) | undefined): Promise<void> {
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
        if (answer.user && answer.user.UserId !== known) await whenNewUser?.();
      },
      () => undefined,
    )
    .finally(() => asking.set(false));
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

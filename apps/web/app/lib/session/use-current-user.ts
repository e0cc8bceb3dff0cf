import { useSyncExternalStore } from 'react';
import type { UserRecord } from '#app/lib/user-record.ts';
import { useSessionCheckPending } from './session-check';
import { getServerSessionSnapshot, getSessionSnapshot, subscribeSession } from './session-store';

/** The signed-in user, or null; null during hydration of pre-rendered pages. */
export function useCurrentUser(): UserRecord | null {
  return useSyncExternalStore(subscribeSession, getSessionSnapshot, getServerSessionSnapshot);
}

/**
 * The signed-in user once the page knows who it is: undefined while the server is still being
 * asked about a user this page has not recognised yet. For screens that differ for visitors and
 * signed-in users (the cart, the checkout), which must not take such a user for a visitor.
 */
export function useKnownUser(): UserRecord | null | undefined {
  const user = useCurrentUser();
  const asking = useSessionCheckPending();
  return !user && asking ? undefined : user;
}

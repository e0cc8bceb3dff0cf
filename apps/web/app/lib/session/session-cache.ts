import type { QueryClient } from '@tanstack/react-query';
import { getSessionSnapshot, subscribeSession } from './session-store';

/**
 * Everything in the page's cache was read for the user signed in at the time. When another user
 * or nobody takes over (sign-in, logout, inactivity, an ended session, a sign-in in another tab)
 * it is dropped, so no screen ever shows the previous user's answers. Returns the function that
 * stops following.
 */
export function dropAnswersOnUserChange(client: QueryClient): () => void {
  let owner = getSessionSnapshot()?.UserId;
  return subscribeSession(() => {
    const current = getSessionSnapshot()?.UserId;
    if (current === owner) return;
    owner = current;
    client.removeQueries();
  });
}

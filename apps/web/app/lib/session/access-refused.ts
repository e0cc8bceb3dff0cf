import { refreshSession } from './session-check';

/**
 * A 403 that is not about the profile means "signed in, but not allowed": an administrator may
 * have changed this user's role or access since the page loaded. The page then learns who the user
 * now is, so the menu and each screen's "not available to you" state follow; the session itself is
 * fine, so nothing sends the user to sign in (the sign-in page would only send them back).
 */
const refusedPaths = new Set<string>();

/** Notes the refusal of the page at `path` and refreshes the user (once for a burst). */
export function accessRefused(path: string): Promise<void> {
  refusedPaths.add(path);
  return refreshSession();
}

/** Whether an API call made from the page at `path` was refused in this page's life. */
export function wasRefused(path: string): boolean {
  return refusedPaths.has(path);
}

/** A new sign-in starts afresh: what was refused to one session says nothing about the next. */
export function forgetRefusals(): void {
  refusedPaths.clear();
}

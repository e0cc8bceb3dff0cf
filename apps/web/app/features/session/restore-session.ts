import type { UserRecord } from '#app/lib/user-record.ts';
import { setUser } from './session-store';

let restoring: Promise<void> | undefined;
let refreshing: Promise<void> | undefined;

/**
 * On start the server's session decides who is signed in. Its secret is an HttpOnly cookie the page
 * can't read, so the page asks; no session clears the user data. Once per page load (unless a
 * screen refreshes it); a network failure keeps what the page had, and the next API call will tell.
 * A plain `fetch`, not the API client, keeps this out of the first-load bundle's way.
 */
export function restoreSession(): Promise<void> {
  restoring ??= askServer();
  return restoring;
}

/**
 * Asks again, for screens that show what the server allows (My Apps) and after a refusal: an
 * administrator may have changed this user's access since the page loaded. Callers while a
 * refresh is on its way share it.
 */
export function refreshSession(): Promise<void> {
  refreshing ??= askServer().finally(() => {
    refreshing = undefined;
  });
  restoring = refreshing;
  return refreshing;
}

function askServer(): Promise<void> {
  return fetch('/api/Authentication/Session', { headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : undefined))
    .then((body?: { user: UserRecord | null }) => {
      if (body) setUser(body.user);
    })
    .catch(() => undefined);
}

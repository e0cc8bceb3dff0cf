import { useEffect } from 'react';
import { restoreSession } from './restore-session';
import { useCurrentUser } from './use-current-user';

/**
 * The shell's part in the session rules: restore the user from the server on start, and while
 * someone is signed in, watch for inactivity and keep the server session alive. That watcher is
 * loaded only once a user is signed in; anonymous visitors never download it.
 */
export function useSessionLifecycle(): void {
  const signedIn = useCurrentUser() !== null;

  useEffect(() => {
    void restoreSession();
  }, []);

  useEffect(() => {
    if (!signedIn) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./session-activity').then((activity) => {
      if (!cancelled) stop = activity.startSessionActivity();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [signedIn]);
}

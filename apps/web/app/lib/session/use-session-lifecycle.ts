import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { restoreSession } from './restore-session';
import { dropAnswersOnUserChange } from './session-cache';
import { useCurrentUser } from './use-current-user';

/**
 * The shell's part in the session rules: restore the user from the server on start, keep the
 * page's cache to the answers of the user signed in, and while someone is signed in, watch for
 * inactivity and keep the server session alive. That watcher is loaded only once a user is signed
 * in; anonymous visitors never download it.
 */
export function useSessionLifecycle(): void {
  const signedIn = useCurrentUser() !== null;
  const client = useQueryClient();

  useEffect(() => {
    void restoreSession();
  }, []);

  useEffect(() => dropAnswersOnUserChange(client), [client]);

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

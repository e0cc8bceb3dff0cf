import { useSyncExternalStore } from 'react';
import type { UserRecord } from '#app/lib/user-record.ts';
import { getServerSessionSnapshot, getSessionSnapshot, subscribeSession } from './session-store';

/** The signed-in user, or null; null during hydration of pre-rendered pages. */
export function useCurrentUser(): UserRecord | null {
  return useSyncExternalStore(subscribeSession, getSessionSnapshot, getServerSessionSnapshot);
}

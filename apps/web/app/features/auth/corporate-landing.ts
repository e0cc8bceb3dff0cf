import { STORAGE_KEYS } from '@prakar/shared/constants';
import { endServerSession } from '#app/lib/session/end-server-session.ts';
import { restoreSession } from '#app/lib/session/restore-session.ts';
import { getSessionSnapshot, setUser } from '#app/lib/session/session-store.ts';
import { readItem, writeItem } from '#app/lib/storage.ts';

/**
 * `/login?corporateName=` is an organisation's own sign-in page. The value is remembered in
 * `RecheckCorporateName`; arriving with a different one ends the current session, so one
 * organisation's user is never left signed in on another's page.
 * Returns true when a session was ended.
 */
export async function enterCorporateLanding(corporateName: string): Promise<boolean> {
  // The server's answer on start must not bring back a session this ends.
  await restoreSession();
  const previous = readItem(STORAGE_KEYS.recheckCorporateName);
  writeItem(STORAGE_KEYS.recheckCorporateName, corporateName);
  writeItem(STORAGE_KEYS.isFromCorporateLandingPage, 'true');
  if (previous === null || previous === corporateName || !getSessionSnapshot()) return false;
  setUser(null);
  await endServerSession();
  return true;
}

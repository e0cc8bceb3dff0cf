import { loginRoute } from '@prakar/shared/routes';
import { navigateTo } from '#app/lib/navigation.ts';
import { endServerSession } from './end-server-session';
import { clearAllStorage } from './session-store';

/** Logout ends the session on the server, clears all local storage and goes to the login page. */
export async function logout(): Promise<void> {
  loggingOut = true;
  try {
    await endServerSession();
    clearAllStorage();
    await navigateTo(`/${loginRoute}`);
  } finally {
    loggingOut = false;
  }
}

let loggingOut = false;

/**
 * True while a logout is under way: a guarded page then lets the logout take the visitor to the
 * login page, instead of sending them there itself with a return address they don't want.
 */
export function isLoggingOut(): boolean {
  return loggingOut;
}

import { loginRoute } from '@prakar/shared/routes';
import { navigateTo } from '../../lib/navigation';
import { clearAllStorage } from './session-store';

/**
 * Spec §4: logout clears all local storage and goes to the login page. One function, so ending
 * the server session can be added in one place.
 */
export async function logout(): Promise<void> {
  clearAllStorage();
  navigateTo(`/${loginRoute}`);
}

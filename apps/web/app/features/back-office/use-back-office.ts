import { isBackOfficePath } from '@prakar/shared/routes';
import { useLocation } from 'react-router';
import { useCurrentUser } from '#app/lib/session/use-current-user.ts';
import { isStaff } from '#app/lib/user-permissions.ts';

/**
 * Whether this screen is the staff's workspace: a back-office address opened by one of the firm's
 * staff. Anyone else who opens one gets the website's frame and a sentence saying why not.
 */
export function useInBackOffice(): boolean {
  const { pathname } = useLocation();
  const user = useCurrentUser();
  return isBackOfficePath(pathname) && user !== null && isStaff(user);
}

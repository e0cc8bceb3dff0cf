import { useEffect } from 'react';
import { Outlet, redirect, useLocation, useNavigate } from 'react-router';
import { loginPathWithReturn } from '#app/lib/return-url.ts';
import { isLoggingOut } from '#app/lib/session/logout.ts';
import { restoreSession } from '#app/lib/session/restore-session.ts';
import { setUpPathWithReturn, TWO_FACTOR_SET_UP_PATH } from '#app/lib/session/set-up-first.ts';
import { useCurrentUser } from '#app/lib/session/use-current-user.ts';
import { readStoredUser } from '#app/lib/user-record.ts';
import type { Route } from './+types/guard';

/**
 * Wraps every screen that needs a signed-in user. The loader decides before anything renders,
 * once the server has said whose session this is (a sibling app may have signed the user in);
 * the component covers signing out while on the page (here, in another tab, or by inactivity).
 * A user whose organisation requires two-step sign-in, without it, sets it up on the profile
 * first, and goes on from there to the screen they asked for.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await restoreSession();
  const url = new URL(request.url);
  const user = readStoredUser();
  if (user?.TwoFactorSetUpRequired && url.pathname !== TWO_FACTOR_SET_UP_PATH) {
    throw redirect(setUpPathWithReturn(url.pathname + url.search));
  }
  if (user) return null;
  throw redirect(loginPathWithReturn(url.pathname + url.search));
}

export function HydrateFallback() {
  return null;
}

export default function Guard() {
  const user = useCurrentUser();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const signedOut = user === null && !isLoggingOut();
  const setUpFirst = user?.TwoFactorSetUpRequired === true && pathname !== TWO_FACTOR_SET_UP_PATH;
  useEffect(() => {
    if (signedOut) void navigate(loginPathWithReturn(pathname + search), { replace: true });
    else if (setUpFirst) void navigate(setUpPathWithReturn(pathname + search), { replace: true });
  }, [signedOut, setUpFirst, pathname, search, navigate]);
  return user ? <Outlet /> : null;
}

import { Navigate, Outlet, redirect, useLocation } from 'react-router';
import { useCurrentUser } from '../../features/session/use-current-user';
import { loginPathWithReturn } from '../../lib/return-url';
import { readStoredUser } from '../../lib/user-record';
import type { Route } from './+types/guard';

/**
 * Wraps every screen that needs a signed-in user. The loader decides before anything renders;
 * the component covers signing out while on the page (here or in another tab).
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  if (readStoredUser()) return null;
  const url = new URL(request.url);
  throw redirect(loginPathWithReturn(url.pathname + url.search));
}

export function HydrateFallback() {
  return null;
}

export default function Guard() {
  const user = useCurrentUser();
  const { pathname, search } = useLocation();
  if (!user) return <Navigate to={loginPathWithReturn(pathname + search)} replace />;
  return <Outlet />;
}

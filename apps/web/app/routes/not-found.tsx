import { canonicalRoute, routeOfPath } from '@prakar/shared/routes';
import { type ClientLoaderFunctionArgs, replace } from 'react-router';

/**
 * A screen spelt in another letter case (`/e-poi`) goes to its own address (`/E-poi`); any other
 * unknown path goes to the error page. `replace` keeps the address out of the history, so Back
 * does not return to it.
 */
export function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const url = new URL(request.url);
  const route = canonicalRoute(routeOfPath(url.pathname));
  return replace(route ? `/${route}${url.search}` : '/error');
}

export function HydrateFallback() {
  return null;
}

export default function NotFound() {
  return null;
}

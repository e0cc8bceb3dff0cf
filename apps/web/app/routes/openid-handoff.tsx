/**
 * `/oidc/…` is the server's (single sign-on, docs/decisions/0090): a sign-in that goes on to one
 * of its pages leaves the app and loads it from the server.
 */
export function clientLoader({ request }: { request: Request }) {
  const url = new URL(request.url);
  window.location.replace(`${url.pathname}${url.search}`);
  return null;
}

export function HydrateFallback() {
  return null;
}

export default function OpenidHandoff() {
  return null;
}

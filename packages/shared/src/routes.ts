/**
 * Public pages that hold the visitor's own state (forms, cart, session) and so say little to a
 * search engine; they are pre-rendered and crawlable like every public page, but kept out of
 * /sitemap.xml and given no structured data.
 */
const unlisted = [
  'error',
  'login',
  'sign-up',
  'forgot-pass',
  'reset-password',
  'product-dashboard',
  'add-cart',
  'checkout',
  'payment-request',
  'nav-component',
  'footer',
] as const;

/**
 * Every screen of the product, by its path segment. The web app builds its route table from these
 * lists and the server uses them to tell a real page from an unknown one (HTTP 404), to build
 * /sitemap.xml and to choose which pages are pre-rendered.
 */
export const publicRoutes = [
  'home',
  'privacy-policy',
  'security-and-privacy',
  'terms',
  'about',
  'contact-us',
  'careers',
  'customer',
  'cloudworkspace',
  'digitalservices',
  'E-poi',
  'selffilling',
  'itrfilling',
  'tds',
  'e-form16',
  'assessments_appeals',
  'transfer_pricing_international_taxation',
  'tribunal_quasi_judicial_forums',
  'online_dispute_resolution_odr',
  'sitemap',
  'refund-policy',
  'accessibility',
  ...unlisted,
] as const;

/** Screens that need a signed-in user; they are rendered in the browser only. */
export const guardedRoutes = [
  'change-pass',
  'user-profile',
  'user-management',
  'user-management/users',
  'user-management/access-control',
  'transaction-history',
  'matters',
  'matters/new',
  'my-subscription',
  'paynow',
  'catalogue',
  'back-office/sales',
  'back-office/careers',
  'back-office',
  'back-office/orders',
  'back-office/organisations',
  'back-office/leads',
  'back-office/matters',
] as const;

export type PublicRoute = (typeof publicRoutes)[number];
export type GuardedRoute = (typeof guardedRoutes)[number];
export type AppRoute = PublicRoute | GuardedRoute;

export const unlistedRoutes: readonly PublicRoute[] = unlisted;

/** Screens only the firm's own staff (platform administrators) may open. */
export const platformAdminRoutes: readonly GuardedRoute[] = guardedRoutes.filter(
  (route) => route === 'catalogue' || route === 'back-office' || route.startsWith('back-office/'),
);

/**
 * Lists whose records each have a screen of their own, one segment below the list's:
 * `/back-office/leads/<id>`, `/back-office/orders/<reference>`. Guarded like the list; the key is
 * checked by the API, not here.
 */
export const recordRoutes: readonly GuardedRoute[] = [
  'matters',
  'back-office/leads',
  'back-office/careers',
  'back-office/orders',
  'back-office/organisations',
  'back-office/matters',
];

type RecordRoute = (typeof recordRoutes)[number];

/** The address of a record's screen: `recordPath('back-office/orders', reference)`. */
export function recordPath(list: RecordRoute, key: string): string {
  return `/${list}/${encodeURIComponent(key)}`;
}

/** A record's screen: its list's route, then a key that needs no escaping (a uuid, a reference). */
const RECORD_PATH = new RegExp(`^(${recordRoutes.join('|')})/[A-Za-z0-9_-]{1,100}$`);

/** `back-office/leads/5c1f…` → `back-office/leads`; undefined for anything else. */
export function recordRouteOf(route: string): GuardedRoute | undefined {
  return RECORD_PATH.exec(route)?.[1] as GuardedRoute | undefined;
}

export const homeRoute: PublicRoute = 'home';
export const errorRoute: PublicRoute = 'error';
export const loginRoute: PublicRoute = 'login';

/**
 * The top navigation is hidden on these four screens (docs/product-rules.md); the error page keeps
 * it, so a visitor who followed a broken link can carry on from the menus.
 */
export const navHiddenRoutes: readonly AppRoute[] = [
  'forgot-pass',
  'sign-up',
  'login',
  'change-pass',
];

/** The footer is hidden on these eight screens (docs/product-rules.md). */
export const footerHiddenRoutes: readonly AppRoute[] = [
  'login',
  'sign-up',
  'forgot-pass',
  'user-profile',
  'user-management/users',
  'user-management/access-control',
  'transaction-history',
  'change-pass',
];

/** `/E-poi` → `E-poi`; `/user-management/users/` → `user-management/users`. */
export function routeOfPath(pathname: string): string {
  return pathname.replace(/^\/+|\/+$/g, '');
}

export function isPublicRoute(route: string): route is PublicRoute {
  return (publicRoutes as readonly string[]).includes(route);
}

export function isGuardedRoute(route: string): route is GuardedRoute {
  return (guardedRoutes as readonly string[]).includes(route);
}

const routesByLowerCase = new Map<string, AppRoute>(
  [...publicRoutes, ...guardedRoutes].map((route) => [route.toLowerCase(), route]),
);

/**
 * The screen a route names, whatever its letter case (`e-poi`, `E-POI` → `E-poi`): addresses are
 * typed, shared and read aloud, so a visitor is moved to the screen's own spelling, not to a 404.
 */
export function canonicalRoute(route: string): AppRoute | undefined {
  return routesByLowerCase.get(route.toLowerCase());
}

/** True for every path the web app answers with a real screen (the empty path redirects home). */
export function isKnownPath(pathname: string): boolean {
  const route = routeOfPath(pathname);
  return (
    route === '' ||
    isPublicRoute(route) ||
    isGuardedRoute(route) ||
    recordRouteOf(route) !== undefined
  );
}

/** The back office's screens and their records' own: the staff's workspace, not the website. */
export function isBackOfficePath(pathname: string): boolean {
  const route = routeOfPath(pathname);
  const list = recordRouteOf(route) ?? route;
  return (platformAdminRoutes as readonly string[]).includes(list);
}

export function isNavHidden(pathname: string): boolean {
  return navHiddenRoutes.includes(routeOfPath(pathname) as AppRoute);
}

export function isFooterHidden(pathname: string): boolean {
  return footerHiddenRoutes.includes(routeOfPath(pathname) as AppRoute);
}

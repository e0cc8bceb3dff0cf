/**
 * Every screen of the product, by its path segment. The web app builds its route table from these
 * lists and the server uses them to tell a real page from an unknown one (HTTP 404), to build
 * /sitemap.xml and to choose which pages are pre-rendered.
 */
export const publicRoutes = [
  'home',
  'login',
  'sign-up',
  'error',
  'privacy-policy',
  'security-and-privacy',
  'terms',
  'forgot-pass',
  'reset-password',
  'product-dashboard',
  'add-cart',
  'checkout',
  'payment-request',
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
  'nav-component',
  'footer',
] as const;

/** Screens that need a signed-in user; they are rendered in the browser only. */
export const guardedRoutes = [
  'change-pass',
  'user-profile',
  'user-management',
  'user-management/users',
  'user-management/access-control',
  'transaction-history',
  'my-subscription',
  'paynow',
  'catalogue',
  'back-office/sales',
  'back-office/careers',
  'back-office',
  'back-office/orders',
  'back-office/organisations',
] as const;

/**
 * Guarded lists whose records each have a screen at the list's path and the record's id or
 * reference: `/back-office/orders/<reference>`.
 */
export const guardedRecordRoutes: readonly GuardedRoute[] = [
  'back-office/orders',
  'back-office/organisations',
];

const RECORD_KEY = /^[A-Za-z0-9_-]{1,100}$/;

/** True for the screen of one record of a guarded list (`back-office/orders/<reference>`). */
export function isGuardedRecordRoute(route: string): boolean {
  const slash = route.lastIndexOf('/');
  return (
    slash > 0 &&
    (guardedRecordRoutes as readonly string[]).includes(route.slice(0, slash)) &&
    RECORD_KEY.test(route.slice(slash + 1))
  );
}

export type PublicRoute = (typeof publicRoutes)[number];
export type GuardedRoute = (typeof guardedRoutes)[number];
export type AppRoute = PublicRoute | GuardedRoute;

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

/**
 * Public pages that hold the visitor's own state (forms, cart, session) and so say little to a
 * search engine; they are pre-rendered and crawlable like every public page, but kept out of
 * /sitemap.xml and given no structured data.
 */
export const unlistedRoutes: readonly PublicRoute[] = [
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

/** Guarded screens that also open one of their records at `/<screen>/<id>`, guarded as they are. */
const recordScreens: readonly GuardedRoute[] = ['back-office/careers'];
const RECORD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** `back-office/careers/<uuid>` → `back-office/careers`: the screen a record's address belongs to. */
export function recordScreenOf(route: string): GuardedRoute | undefined {
  const cut = route.lastIndexOf('/');
  if (cut < 0 || !RECORD_ID.test(route.slice(cut + 1))) return undefined;
  const screen = route.slice(0, cut);
  return recordScreens.find((known) => known === screen);
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
    recordScreenOf(route) !== undefined ||
    isGuardedRecordRoute(route)
  );
}

export function isNavHidden(pathname: string): boolean {
  return navHiddenRoutes.includes(routeOfPath(pathname) as AppRoute);
}

export function isFooterHidden(pathname: string): boolean {
  return footerHiddenRoutes.includes(routeOfPath(pathname) as AppRoute);
}

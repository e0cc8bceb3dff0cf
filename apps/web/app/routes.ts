import { type PublicRoute, publicRoutes } from '@prakar/shared/routes';
import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

/** One module per public screen; the record type makes a missing screen a compile error. */
const publicModules: Record<PublicRoute, string> = {
  home: 'routes/marketing/home.tsx',
  login: 'routes/auth/login.tsx',
  'sign-up': 'routes/auth/sign-up.tsx',
  error: 'routes/marketing/error.tsx',
  'privacy-policy': 'routes/marketing/privacy-policy.tsx',
  'security-and-privacy': 'routes/marketing/security-and-privacy.tsx',
  terms: 'routes/marketing/terms.tsx',
  'forgot-pass': 'routes/auth/forgot-pass.tsx',
  'reset-password': 'routes/auth/reset-password.tsx',
  'product-dashboard': 'routes/portal/product-dashboard.tsx',
  'add-cart': 'routes/portal/add-cart.tsx',
  checkout: 'routes/portal/checkout.tsx',
  'payment-request': 'routes/portal/payment-request.tsx',
  about: 'routes/marketing/about.tsx',
  'contact-us': 'routes/marketing/contact-us.tsx',
  careers: 'routes/marketing/careers.tsx',
  customer: 'routes/marketing/customer.tsx',
  cloudworkspace: 'routes/marketing/cloudworkspace.tsx',
  digitalservices: 'routes/marketing/digitalservices.tsx',
  'E-poi': 'routes/marketing/e-poi.tsx',
  selffilling: 'routes/marketing/selffilling.tsx',
  itrfilling: 'routes/marketing/itrfilling.tsx',
  tds: 'routes/marketing/tds.tsx',
  'e-form16': 'routes/marketing/e-form16.tsx',
  assessments_appeals: 'routes/marketing/assessments-appeals.tsx',
  transfer_pricing_international_taxation:
    'routes/marketing/transfer-pricing-international-taxation.tsx',
  tribunal_quasi_judicial_forums: 'routes/marketing/tribunal-quasi-judicial-forums.tsx',
  online_dispute_resolution_odr: 'routes/marketing/online-dispute-resolution-odr.tsx',
  sitemap: 'routes/marketing/sitemap.tsx',
  'refund-policy': 'routes/marketing/refund-policy.tsx',
  accessibility: 'routes/marketing/accessibility.tsx',
  'nav-component': 'routes/marketing/nav-component.tsx',
  footer: 'routes/marketing/footer.tsx',
};

// Paths are case-sensitive (`/E-poi`), as the server and the pre-rendered files are.
const exact = { caseSensitive: true };

/** Signed-in screens: each path with its module under routes/portal/. */
const portalScreens = (modules: Record<string, string>) =>
  Object.entries(modules).map(([path, module]) =>
    route(path, `routes/portal/${module}.tsx`, exact),
  );

export default [
  index('routes/index-redirect.tsx'),
  ...publicRoutes.map((path) => route(path, publicModules[path], exact)),
  layout('routes/portal/guard.tsx', [
    ...portalScreens({ 'change-pass': 'change-pass', 'user-profile': 'user-profile' }),
    route('user-management', 'routes/portal/user-management/layout.tsx', exact, [
      index('routes/portal/user-management/overview.tsx'),
      ...portalScreens({
        users: 'user-management/users',
        'access-control': 'user-management/access-control',
      }),
    ]),
    ...portalScreens({
      'transaction-history': 'transaction-history',
      matters: 'matters',
      'matters/new': 'matters-new',
      'matters/deadlines': 'matter-deadlines',
      'matters/:id': 'matter',
      'my-subscription': 'my-subscription',
      paynow: 'paynow',
    }),
    layout('routes/portal/back-office/layout.tsx', [
      ...portalScreens({
        catalogue: 'catalogue',
        'back-office/sales': 'back-office/sales',
        'back-office/careers': 'back-office/careers',
        'back-office/careers/:openingId': 'back-office/careers-opening',
        'back-office': 'back-office/home',
        'back-office/orders': 'back-office/orders',
        'back-office/orders/:reference': 'back-office/order',
        'back-office/organisations': 'back-office/organisations',
        'back-office/organisations/:id': 'back-office/organisation',
        'back-office/leads': 'back-office/leads',
        'back-office/leads/:id': 'back-office/lead',
        'back-office/matters': 'back-office/matters',
        'back-office/matters/:id': 'back-office/matter',
      }),
    ]),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;

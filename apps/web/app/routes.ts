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

export default [
  index('routes/index-redirect.tsx'),
  ...publicRoutes.map((path) => route(path, publicModules[path], exact)),
  layout('routes/portal/guard.tsx', [
    route('change-pass', 'routes/portal/change-pass.tsx', exact),
    route('user-profile', 'routes/portal/user-profile.tsx', exact),
    route('user-management', 'routes/portal/user-management/layout.tsx', exact, [
      index('routes/portal/user-management/overview.tsx'),
      route('users', 'routes/portal/user-management/users.tsx', exact),
      route('access-control', 'routes/portal/user-management/access-control.tsx', exact),
    ]),
    route('transaction-history', 'routes/portal/transaction-history.tsx', exact),
    route('matters', 'routes/portal/matters.tsx', exact),
    route('matters/new', 'routes/portal/matters-new.tsx', exact),
    route('matters/deadlines', 'routes/portal/matter-deadlines.tsx', exact),
    route('matters/:id', 'routes/portal/matter.tsx', exact),
    route('my-subscription', 'routes/portal/my-subscription.tsx', exact),
    route('paynow', 'routes/portal/paynow.tsx', exact),
    layout('routes/portal/back-office/layout.tsx', [
      route('catalogue', 'routes/portal/catalogue.tsx', exact),
      route('back-office/sales', 'routes/portal/back-office/sales.tsx', exact),
      route('back-office/careers', 'routes/portal/back-office/careers.tsx', exact),
      route(
        'back-office/careers/:openingId',
        'routes/portal/back-office/careers-opening.tsx',
        exact,
      ),
      route('back-office', 'routes/portal/back-office/home.tsx', exact),
      route('back-office/orders', 'routes/portal/back-office/orders.tsx', exact),
      route('back-office/orders/:reference', 'routes/portal/back-office/order.tsx', exact),
      route('back-office/organisations', 'routes/portal/back-office/organisations.tsx', exact),
      route('back-office/organisations/:id', 'routes/portal/back-office/organisation.tsx', exact),
      route('back-office/leads', 'routes/portal/back-office/leads.tsx', exact),
      route('back-office/leads/:id', 'routes/portal/back-office/lead.tsx', exact),
      route('back-office/matters', 'routes/portal/back-office/matters.tsx', exact),
      route('back-office/matters/:id', 'routes/portal/back-office/matter.tsx', exact),
    ]),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;

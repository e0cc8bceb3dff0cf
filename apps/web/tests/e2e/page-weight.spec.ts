import { fileURLToPath } from 'node:url';
import { type PublicRoute, publicRoutes } from '@prakar/shared/routes';
import { pageWeight } from '#scripts/page-weight.mjs';
import { expect, test } from './support';

const clientBuild = fileURLToPath(new URL('../../build/client', import.meta.url));

/**
 * The JavaScript (gzip) each public page makes a visitor download before it answers a tap: what
 * its HTML imports and everything those files import. Public pages start the app only when the
 * visitor needs it (docs/decisions/0050). Bytes are exact, so a change that makes a page heavier
 * fails here; how fast pages are stays in `npm run bench:web`.
 */
const KB = 1024;
const UP_FRONT_KB = 110;

/**
 * What a page loads once its app has started: the budgets are where the pages are (ADR 0042),
 * so that the app does not grow unnoticed behind the deferred start.
 */
const startedBudgets: { pages: readonly PublicRoute[]; kb: number }[] = [
  {
    // The shop (forms, lists and the cart), and the directory of every link.
    // 222 → 223 KB with the plan wording the server shares (docs/decisions/0062); 224 with the
    // back office's dozen screens in the route manifest every started page loads; 225 with the
    // phone menu that opens on the account and the names and numbers kept whole (issue 39); 227
    // with React Router 8, 0.6 KB more on every started page (docs/decisions/0080); 228 with the
    // lists' shared sort header, tick boxes, bulk bar and filter fields in the portal's chunk; 229
    // with the advisory matters' two routes in the route manifest (their screens are in their own
    // files, the new matter's form loaded when opened); 230 with My Apps leading a user the
    // two-step policy holds back to the set-up (issue 48).
    pages: ['product-dashboard', 'add-cart', 'checkout', 'payment-request', 'nav-component'],
    kb: 230,
  },
  {
    // A reading page that also starts from the plans the server filled in, and says them as
    // schema.org offers (docs/decisions/0062): 0.6 KB over the other reading pages, and the
    // back office's screens in the route manifest; 148 with the plans compared in a table; 149
    // with React Router 8; 150 with advisory matters' five routes in the route manifest (issue 47).
    pages: ['E-poi', 'tds', 'e-form16'],
    kb: 150,
  },
  {
    // 192 → 193 KB with the invitation's staff role and its words, which the account schemas in
    // the forms' shared chunk carry (docs/decisions/0066); 194 with React Router 8; 195 with the
    // customer's two Advisory matters routes in the route manifest and their menu item (issue 47);
    // 196 with two-step sign-in's and passkeys' answers the sign-in form and the session know; 197
    // with the passkey as a second step and the hold-back's way to the set-up (issue 48).
    pages: ['login', 'sign-up', 'forgot-pass', 'reset-password', 'contact-us', 'careers'],
    kb: 197,
  },
];
/**
 * Every other page reads, and asks the server for nothing before the visitor scrolls or taps.
 * The route manifest every started page loads grows with each screen of the app: the back
 * office's two leads screens added 0.1 KB to the product pages (docs/decisions/0057). 147 with
 * React Router 8 (docs/decisions/0080) and the back office's layout route and search.
 */
/** 147 → 148 KB with the session's "set up two-step sign-in first" and its lead to the profile (issue 48). */
const READING_PAGE_KB = 148;

function startedBudgetOf(route: PublicRoute): number {
  return startedBudgets.find((budget) => budget.pages.includes(route))?.kb ?? READING_PAGE_KB;
}

function overBudget(started: boolean, budgetOf: (route: PublicRoute) => number): string[] {
  const over: string[] = [];
  for (const route of publicRoutes) {
    const weight = pageWeight(clientBuild, route, { started });
    expect(weight, `/${route} is pre-rendered`).toBeDefined();
    const kb = (weight?.js ?? 0) / KB;
    if (kb > budgetOf(route)) over.push(`/${route}: ${kb.toFixed(1)} KB > ${budgetOf(route)} KB`);
  }
  return over;
}

test('no public page loads more JavaScript up front than its budget', () => {
  expect(overBudget(false, () => UP_FRONT_KB)).toEqual([]);
});

test('public pages load none of the app up front, only what starts it', () => {
  for (const route of publicRoutes) {
    const upFront = pageWeight(clientBuild, route)?.files.map((file) => file.name) ?? [];
    expect(
      upFront.filter((name) => name.endsWith('.js')),
      `/${route}`,
    ).toEqual([expect.stringMatching(/^deferred-start-/)]);
  }
});

test('no started page loads more JavaScript than its budget', () => {
  expect(overBudget(true, startedBudgetOf)).toEqual([]);
});

test('reading pages leave the forms, the lists and the shop for later', () => {
  const reading = publicRoutes.filter((route) => startedBudgetOf(route) === READING_PAGE_KB);
  for (const route of reading) {
    const files = pageWeight(clientBuild, route, { started: true })?.files.map((file) => file.name);
    expect(
      (files ?? []).filter((name) => /^(forms|portal|commerce|data)-/.test(name)),
      `/${route}`,
    ).toEqual([]);
  }
});

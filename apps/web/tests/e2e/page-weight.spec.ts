import { fileURLToPath } from 'node:url';
import { type PublicRoute, publicRoutes } from '@prakar/shared/routes';
import { pageWeight } from '#scripts/page-weight.mjs';
import { expect, test } from './support';

const clientBuild = fileURLToPath(new URL('../../build/client', import.meta.url));

/**
 * The JavaScript (gzip) each public page makes a visitor download before it answers a tap: what
 * its HTML names and everything those files import. Bytes are exact, so a change that makes a page
 * heavier fails here; how fast pages are stays in `npm run bench:web`. The budgets are where the
 * pages are today, not where they should be (docs/decisions/0042).
 */
const KB = 1024;
const budgets: { pages: readonly PublicRoute[]; kb: number; what: string }[] = [
  {
    what: 'the shop and the directory of every link',
    pages: ['product-dashboard', 'add-cart', 'checkout', 'payment-request', 'nav-component'],
    kb: 220,
  },
  {
    what: 'pages with a form',
    pages: ['login', 'sign-up', 'forgot-pass', 'reset-password', 'contact-us', 'careers'],
    kb: 190,
  },
];
/** Every other page reads, and asks the server for nothing before the visitor scrolls or taps. */
const READING_PAGE_KB = 143;

function budgetOf(route: PublicRoute): number {
  return budgets.find((budget) => budget.pages.includes(route))?.kb ?? READING_PAGE_KB;
}

test('no public page loads more JavaScript up front than its budget', () => {
  const over: string[] = [];
  for (const route of publicRoutes) {
    const weight = pageWeight(clientBuild, route);
    expect(weight, `/${route} is pre-rendered`).toBeDefined();
    const kb = (weight?.js ?? 0) / KB;
    if (kb > budgetOf(route)) over.push(`/${route}: ${kb.toFixed(1)} KB > ${budgetOf(route)} KB`);
  }
  expect(over).toEqual([]);
});

test('reading pages leave the forms, the lists and the shop for later', () => {
  const reading = publicRoutes.filter((route) => budgetOf(route) === READING_PAGE_KB);
  for (const route of reading) {
    const files = pageWeight(clientBuild, route)?.files.map((file) => file.name) ?? [];
    expect(
      files.filter((name) => /^(forms|portal|commerce|data)-/.test(name)),
      `/${route}`,
    ).toEqual([]);
  }
});

import { fileURLToPath } from 'node:url';
import { type PublicRoute, publicRoutes } from '@prakar/shared/routes';
import { pagesDrawnByTheApp } from '#app/start/pages-drawn-by-the-app.ts';
import { pageWeight } from '#scripts/page-weight.mjs';
import { expect, test } from './support';

const clientBuild = fileURLToPath(new URL('../../build/client', import.meta.url));

/**
 * The JavaScript (gzip) each public page makes a visitor download before it answers a tap: what
 * its HTML imports and everything those files import. Most pages start the app only when the
 * visitor needs it (docs/decisions/0050); the pages only the app can draw start it at once and
 * carry it up front. Bytes are exact, so a change that makes a page heavier fails here; how fast
 * pages are stays in `npm run bench:web`.
 */
const KB = 1024;
const UP_FRONT_KB = 110;
/** The pages the app draws load the shop: the forms, the lists and the cart. */
const DRAWN_BY_THE_APP_KB = 220;

/**
 * What a page loads once its app has started: the budgets are where the pages are (ADR 0042),
 * so that the app does not grow unnoticed behind the deferred start.
 */
const startedBudgets: { pages: readonly PublicRoute[]; kb: number }[] = [
  { pages: ['nav-component'], kb: 220 },
  {
    pages: ['login', 'sign-up', 'forgot-pass', 'reset-password', 'contact-us', 'careers'],
    kb: 190,
  },
];
/** Every other page reads, and asks the server for nothing before the visitor scrolls or taps. */
const READING_PAGE_KB = 145;

function startedBudgetOf(route: PublicRoute): number {
  if (pagesDrawnByTheApp.includes(route)) return DRAWN_BY_THE_APP_KB;
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
  const upFront = (route: PublicRoute) =>
    pagesDrawnByTheApp.includes(route) ? DRAWN_BY_THE_APP_KB : UP_FRONT_KB;
  expect(overBudget(false, upFront)).toEqual([]);
});

test('pages that start their app when needed load none of it up front', () => {
  for (const route of publicRoutes.filter((page) => !pagesDrawnByTheApp.includes(page))) {
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

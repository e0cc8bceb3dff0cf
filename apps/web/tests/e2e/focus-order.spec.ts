import type { Page } from '@playwright/test';
import type { PublicRoute } from '@prakar/shared/routes';
import { invite, signInAsNewAdmin } from './accounts';
import { walkTabOrder } from './keyboard';
import { openPublicScreen } from './screens';
import { expect, test } from './support';

/**
 * Tab and Shift+Tab through the whole of long pages, at desktop and phone widths: every stop shows
 * its focus and none is hidden (under the sticky header, behind a sticky bar, outside a scrolling
 * box), and the walk gets to the end of the page, which a keyboard trap would prevent.
 */

const publicPages: PublicRoute[] = [
  'home',
  'tds',
  'careers',
  'contact-us',
  'privacy-policy',
  'sitemap',
];
const portalPages = [
  '/user-profile',
  '/user-management',
  '/user-management/users',
  '/user-management/access-control',
  '/transaction-history',
  '/my-subscription',
];

async function walkBothWays(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const forwards = await walkTabOrder(page);
  const backwards = await walkTabOrder(page, { backwards: true });
  // Both ways pass the same stops: nothing is reachable in one direction only.
  expect(backwards.toReversed()).toEqual(forwards);
}

for (const width of [1280, 360]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const route of publicPages) {
      test(`/${route}: every stop is visible, both ways`, async ({ page }) => {
        // The whole page, as a person sees it before they start: the openings and today's prices.
        await openPublicScreen(page, route);
        await walkBothWays(page);
      });
    }

    for (const path of portalPages) {
      test(`${path}, signed in: every stop is visible, both ways`, async ({ page }) => {
        await signInAsNewAdmin(page, { name: 'Asha Iyer' });
        // A colleague, so the users and access tables have a row of controls to reach.
        await invite(page.request);
        await page.goto(path);
        await walkBothWays(page);
      });
    }
  });
}

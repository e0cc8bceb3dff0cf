import type { Page } from '@playwright/test';
import type { GuardedRoute, PublicRoute } from '@prakar/shared/routes';
import { signInAsNewAdmin, signInAsPlatformAdmin } from './accounts';
import { expect } from './support';

/**
 * Opening a screen for a whole-page check (axe, reflow): its heading is there and so is the data
 * it reads from the API, which can change both.
 */
export async function openPublicScreen(page: Page, route: PublicRoute): Promise<void> {
  await page.goto(`/${route}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (['E-poi', 'tds', 'e-form16'].includes(route)) {
    await expect(page.getByRole('link', { name: /^Add to cart/ }).first()).toBeVisible();
  }
  if (route === 'careers') {
    await expect(page.getByRole('button', { name: /^Apply for / }).first()).toBeVisible();
  }
}

/** Signs in whoever may open `route`: the firm's administrator for the catalogue. */
export async function signInFor(page: Page, route: GuardedRoute): Promise<void> {
  if (route === 'catalogue') await signInAsPlatformAdmin(page);
  else await signInAsNewAdmin(page, { name: 'Asha Iyer' });
}

/** A portal screen, once its lists and forms have arrived from the API. */
export async function openPortalScreen(page: Page, route: GuardedRoute): Promise<void> {
  await page.goto(`/${route}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** The page fits the viewport's width: nothing needs scrolling sideways (WCAG 1.4.10). */
export async function expectNoSidewaysScroll(page: Page, what?: string): Promise<void> {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.page, what).toBeLessThanOrEqual(widths.viewport);
}

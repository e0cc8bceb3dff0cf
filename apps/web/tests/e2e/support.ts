import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/**
 * `page.goto` also waits for the app to hydrate (the root marks `<html data-hydrated>`): pages are
 * pre-rendered, so they are visible before their buttons and menus work, and a test that clicks
 * at once would click dead HTML.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      return response;
    };
    await use(page);
  },
});

export interface SeedUser {
  UserId: number;
  RoleId: number;
  IsAdmin: boolean;
  Name: string;
  IsProfileDataSaved: 'Yes' | 'No';
}

export const admin: SeedUser = {
  UserId: 41,
  RoleId: 2,
  IsAdmin: true,
  Name: 'Asha Iyer',
  IsProfileDataSaved: 'Yes',
};

export const member: SeedUser = {
  UserId: 42,
  RoleId: 3,
  IsAdmin: false,
  Name: 'Ravi Kumar',
  IsProfileDataSaved: 'Yes',
};

/**
 * Signs a user in the way the app keeps one (local storage), before any page script runs. It seeds
 * once per tab, so a logout in the test is not undone by the next page load.
 */
export async function seedUser(page: Page, user: SeedUser): Promise<void> {
  await page.addInitScript((record) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    localStorage.setItem('UserData', JSON.stringify(record));
    localStorage.setItem('UserId', String(record.UserId));
    localStorage.setItem('IsProfileDataSaved', record.IsProfileDataSaved);
  }, user);
}

/** Decodes the login page's `returnUrl` (URL-safe base64 of UTF-8). */
export function decodeReturnUrl(url: string): string {
  const value = new URL(url).searchParams.get('returnUrl') ?? '';
  return Buffer.from(value, 'base64url').toString('utf8');
}

/** The spec's lists (§2), written out here so the tests check the app, not the app's own lists. */
export const NAV_HIDDEN = ['forgot-pass', 'sign-up', 'login', 'error', 'change-pass'];
export const FOOTER_HIDDEN = [
  'login',
  'sign-up',
  'forgot-pass',
  'user-profile',
  'user-management/users',
  'user-management/access-control',
  'transaction-history',
  'change-pass',
];

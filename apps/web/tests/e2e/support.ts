import { test as base, expect, type Locator } from '@playwright/test';

export { expect };

/** The sales desk's e-mail address and telephone number, shown in `place` as links that open them. */
export async function expectSalesContacts(place: Locator) {
  await expect(place.getByRole('link', { name: 'sales@prakartax.in' })).toHaveAttribute(
    'href',
    'mailto:sales@prakartax.in',
  );
  await expect(place.getByRole('link', { name: '+91 22 4972 1800' })).toHaveAttribute(
    'href',
    'tel:+912249721800',
  );
}

let addressCount = 0;
/**
 * Every test is its own visitor, from its own address (the server trusts X-Forwarded-For in
 * end-to-end runs): per-address rate limits then never make one test fail because of another.
 */
function uniqueClientAddress(): string {
  addressCount += 1;
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0);
  return `10.${worker % 256}.${Math.floor(addressCount / 256) % 256}.${addressCount % 256}`;
}

/**
 * `page.goto` also waits for the app to hydrate (the root marks `<html data-hydrated>`): pages are
 * pre-rendered, so they are visible before their buttons and menus work, and a test that clicks
 * at once would click dead HTML.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': uniqueClientAddress() });
  },
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

/** Decodes the login page's `returnUrl` (URL-safe base64 of UTF-8). */
export function decodeReturnUrl(url: string): string {
  const value = new URL(url).searchParams.get('returnUrl') ?? '';
  return Buffer.from(value, 'base64url').toString('utf8');
}

/**
 * The screens without navigation or footer (docs/product-rules.md), written out here so the tests
 * check the app, not the app's own lists.
 */
export const NAV_HIDDEN = ['forgot-pass', 'sign-up', 'login', 'change-pass'];
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

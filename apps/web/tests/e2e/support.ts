import { test as base, expect, type Locator, type Page } from '@playwright/test';

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
 * `page.goto` also starts the app and waits for it to hydrate (the root marks
 * `<html data-hydrated>`): pages are pre-rendered, so they are visible before their buttons and
 * menus work, and a test that clicks at once would click dead HTML. Most public pages start the
 * app only when the visitor acts (docs/decisions/0050); pressing Shift is such an act and changes
 * nothing else. Tests of that deferred start opt out with `test.use({ startApp: false })`.
 */
export const test = base.extend<{ startApp: boolean }>({
  startApp: [true, { option: true }],
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': uniqueClientAddress() });
  },
  page: async ({ page, startApp }, use) => {
    if (startApp) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        const root = page.locator('html');
        await page
          .locator('html[data-hydrated], html[data-app-start]')
          .waitFor({ state: 'attached' });
        if ((await root.getAttribute('data-app-start')) === 'waiting')
          await page.keyboard.press('Shift');
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        return response;
      };
    }
    await use(page);
  },
});

/** Starts a loaded page's app if it waits for the visitor, and waits for it to hydrate. */
export async function startApp(page: Page) {
  await page.locator('html[data-hydrated], html[data-app-start]').waitFor({ state: 'attached' });
  const state = await page.locator('html').getAttribute('data-app-start');
  if (state === 'waiting') await page.keyboard.press('Shift');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

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

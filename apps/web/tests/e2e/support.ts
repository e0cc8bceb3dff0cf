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
 * Tests act on a page as soon as it has loaded, as a visitor does: public pages are pre-rendered
 * and start the app when the visitor acts (docs/decisions/0050), and nothing done before then may
 * be lost, so no test starts the app or waits for it first.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': uniqueClientAddress() });
  },
});

/**
 * Resolves once every finite animation has ended (a panel sliding in, a toast fading in, a button
 * changing colour), so a check sees the page as it stays; endless ones, such as a spinner, aside.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
        ),
    undefined,
    { timeout: 5_000 },
  );
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

/** An organisation administrator's own controls, in the order the user menu lists them. */
export const ACCOUNT_CONTROLS = [
  'My Apps',
  'My Profile',
  'User Management',
  'Transaction History',
  'Advisory Matters',
  'My Subscription',
  'Change Password',
  'Logout',
];

import type { Page } from '@playwright/test';
import { invite, joinByInvitation, signInAsNewAdmin, signInAsPlatformAdmin } from './accounts';
import { uniqueAddress } from './mailbox';
import { paidOrder, saveCart, unpaidOrder } from './orders';
import { expectFitsPhone, expectInView, linesOf } from './screens';
import { expect, test } from './support';

/** A phone held upright, touched rather than clicked. */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

/** Long enough to find what cannot wrap. */
const LONG_NAME = 'Venkatalakshmi Subramaniam Ramachandran-Iyengar';

const badges = (page: Page, labels: RegExp) => page.getByRole('table').getByText(labels);

test('a buyer’s screens fit a phone, with a full cart, orders, subscriptions and colleagues', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInAsNewAdmin(page, { name: LONG_NAME });
  // Two paid orders (two subscriptions), one left unpaid, and a cart of the dearest plans.
  await paidOrder(page.request, 'EFORM16_2500');
  await paidOrder(page.request, 'SMART_TDS_25');
  const unpaid = await unpaidOrder(page.request, [
    { planCode: 'EPOI_ENTERPRISE', quantity: 3 },
    { planCode: 'SMART_TDS_5', quantity: 2 },
  ]);
  await saveCart(
    page.request,
    [
      { planCode: 'EPOI_ENTERPRISE', quantity: 3 },
      { planCode: 'SMART_TDS_25', quantity: 3 },
      { planCode: 'EFORM16_10000', quantity: 2 },
    ],
    { merge: false },
  );
  // Colleagues: two invitations to long addresses, one who joined with a long name.
  for (const label of ['venkatalakshmi.subramaniam.ramachandran', 'accounts.payable.mumbai']) {
    await invite(page.request, { email: uniqueAddress(label) });
  }
  const colleague = await browser.newContext();
  await joinByInvitation(page.request, await colleague.newPage(), {
    role: 'org_admin',
    name: 'Parameswaran Krishnamoorthy Venugopalan Nair',
  });
  await colleague.close();

  await page.goto('/add-cart');
  await expect(page.getByRole('list', { name: 'Plans in your cart' })).toContainText('E-Form16');
  await expectFitsPhone(page, 'cart', {
    primary: [page.getByRole('link', { name: 'Continue to checkout' })],
  });

  await page.goto('/checkout');
  const pay = page.getByRole('button', { name: /^Pay ₹/ });
  await expect(pay).toBeVisible();
  await expect(page.getByRole('table', { name: 'Price' })).toContainText('Total');
  await expectFitsPhone(page, 'checkout', { primary: [pay] });

  await page.goto(`/paynow?order=${unpaid.id}`);
  const payNow = page.getByRole('button', { name: /^Pay ₹/ });
  await expect(payNow).toBeVisible();
  await expectFitsPhone(page, 'paynow', {
    primary: [payNow, page.getByRole('button', { name: /^Cancel order/ })],
  });

  await page.goto('/transaction-history');
  await expect(page.getByRole('row', { name: /ORD-/ })).toHaveCount(3);
  await expectFitsPhone(page, 'transaction-history', {
    statuses: badges(page, /^(Paid|Awaiting payment)$/),
  });

  await page.goto('/my-subscription');
  await expect(page.getByRole('row', { name: /Smart TDS/ })).toContainText('Active');
  await expectFitsPhone(page, 'my-subscription', { statuses: badges(page, /^Active$/) });

  await page.goto('/product-dashboard');
  const launch = page.getByTestId('app-EFORM16').getByRole('link', { name: /Launch/ });
  await expect(launch).toBeVisible();
  await expectFitsPhone(page, 'product-dashboard', { primary: [launch] });

  await page.goto('/user-management/users');
  await expect(page.getByRole('row', { name: /Parameswaran/ })).toBeVisible();
  // The screens' own menu: each choice on one line, all of them in view.
  const sections = page.getByRole('navigation', { name: 'User management' });
  for (const section of await sections.getByRole('link').all()) {
    expect(await linesOf(section), `${await section.textContent()} on one line`).toBe(1);
  }
  await expectInView(sections.getByRole('link'), 'user management menu');
  await expect(page.getByRole('row', { name: /Invitation pending/ })).toHaveCount(2);
  await expectFitsPhone(page, 'users', {
    primary: [page.getByRole('button', { name: 'Invite user' })],
    statuses: badges(page, /^(Active|Invited)$/),
  });

  await page.goto('/user-management/access-control');
  await expect(page.getByRole('row', { name: /Parameswaran/ })).toBeVisible();
  await expectFitsPhone(page, 'access-control', {
    primary: [page.getByRole('button', { name: 'Save changes' })],
  });
});

test('the checkout’s total and Pay button stay in view on a phone, never over the focused field', async ({
  page,
}) => {
  await signInAsNewAdmin(page);
  await page.goto('/add-cart?plan=EPOI_ENTERPRISE');
  await expect(page.getByRole('list', { name: 'Plans in your cart' })).toContainText('E-POI');
  await page.goto('/checkout');
  const pay = page.getByRole('button', { name: /^Pay ₹/ });
  await expect(pay).toHaveText('Pay ₹2,12,400');
  const bar = pay.locator('..');
  await expect(bar).toContainText('Total ₹2,12,400.00 incl. GST');

  // The form is longer than the screen; the bar is at its foot from the top of the page on.
  const screenHeight = 740;
  const formHeight = await page.locator('form').evaluate((form) => form.scrollHeight);
  expect(formHeight).toBeGreaterThan(screenHeight);
  await page.evaluate(() => window.scrollTo(0, 0));
  const barBox = await bar.boundingBox();
  expect(barBox && barBox.y + barBox.height).toBeLessThanOrEqual(screenHeight);
  expect(barBox && barBox.y + barBox.height).toBeGreaterThan(screenHeight - 8);

  // Tab through the form: each field comes into view above the bar, then the bar's button.
  await page.getByLabel(/^Legal name/).focus();
  for (let step = 0; step < 30; step += 1) {
    const focused = page.locator(':focus');
    if (await pay.evaluate((button) => button === document.activeElement)) break;
    const field = await focused.boundingBox();
    const now = await bar.boundingBox();
    const name = await focused.evaluate((element) => element.id || element.textContent);
    expect(field && now && field.y + field.height, `${name} is above the bar`).toBeLessThanOrEqual(
      (now?.y ?? 0) + 0.5,
    );
    await page.keyboard.press('Tab');
  }
  await expect(pay).toBeFocused();
  // One button: the bar's is the form's own submit button.
  await expect(page.getByRole('button', { name: /Pay/ })).toHaveCount(1);
  expect(await pay.evaluate((button: HTMLButtonElement) => button.type)).toBe('submit');
});

test('the catalogue fits a phone for the firm’s administrator', async ({ page }) => {
  await signInAsPlatformAdmin(page);
  await page.goto('/catalogue');
  await expect(page.getByRole('table', { name: 'Plans of E-POI' })).toContainText('Enterprise');
  await expectFitsPhone(page, 'catalogue');
});

test('a product’s plan cards hold no empty space above Add to cart on a phone', async ({
  page,
}) => {
  await page.goto('/tds');
  const cards = page.locator('[data-plan]');
  await expect(cards.first().getByRole('link', { name: /^Add to cart/ })).toBeVisible();
  for (const card of await cards.all()) {
    const gap = await card.evaluate((element) => {
      const button = element.querySelector('a');
      const above = button?.parentElement?.previousElementSibling;
      if (!button || !above) return Number.POSITIVE_INFINITY;
      const rowGap = Number.parseFloat(getComputedStyle(element).rowGap) || 0;
      return button.getBoundingClientRect().top - above.getBoundingClientRect().bottom - rowGap;
    });
    expect(gap, `${await card.getAttribute('data-plan')}: space above Add to cart`).toBeLessThan(2);
  }
});

import type { Locator, Page } from '@playwright/test';
import {
  completeOrganisation,
  newAccountDetails,
  signUpThroughForm,
  VERIFY_LINK,
} from './accounts';
import { linkInMail } from './mailbox';
import { payByWallet } from './orders';
import { expectAmountsInView, expectNoSidewaysScroll, expectTargetSizes } from './screens';
import { expect, test } from './support';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

const headerCart = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('link', { name: /^Cart,/ })
    .filter({ visible: true });

/** What a phone must show of a screen: no sideways scroll, every amount whole, touchable controls. */
async function expectFitsPhone(page: Page, what: string, primary: Locator[] = []) {
  await expectNoSidewaysScroll(page, what);
  await expectAmountsInView(page, what);
  await expectTargetSizes(page, { primary, what });
}

test('on a phone: sign up, confirm, buy two plans, walk away from the gateway, pay later from the history', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const account = newAccountDetails('phone');

  // Two plans in the cart before having an account.
  await page.goto('/E-poi');
  await page.getByRole('link', { name: 'Add to cart : Starter plan' }).click();
  await expect(headerCart(page)).toHaveAccessibleName('Cart, 1 plan');
  await page.goto('/tds');
  await page.getByRole('link', { name: 'Add to cart : Up to 5 TANs plan' }).click();
  await expect(headerCart(page)).toHaveAccessibleName('Cart, 2 plans');
  await expectFitsPhone(page, 'cart');

  // Sign up from the cart's way to checkout.
  await page.getByRole('link', { name: 'Continue to checkout' }).click();
  await page
    .getByRole('link', { name: /sign up/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/sign-up/);
  await signUpThroughForm(page, account);

  // The confirmation link signs in and goes on to the cart, both plans still in it.
  await page.goto(await linkInMail(account.email, VERIFY_LINK));
  await expect(page).toHaveURL(/\/add-cart$/);
  await expect(page.getByRole('list', { name: 'Plans in your cart' })).toContainText('E-POI');
  await expect(page.getByRole('list', { name: 'Plans in your cart' })).toContainText('Smart TDS');
  await expect(headerCart(page)).toHaveAccessibleName('Cart, 2 plans');

  // Checkout asks for the profile first, and comes back once it is saved.
  await page.getByRole('link', { name: 'Continue to checkout' }).click();
  await page.getByRole('link', { name: 'Complete your profile' }).click();
  await expect(page).toHaveURL(/\/user-profile/);
  await page.getByLabel('Legal name').fill(completeOrganisation.legalName);
  await page.getByLabel('PAN').fill(completeOrganisation.pan);
  await page.getByLabel('GSTIN').fill(completeOrganisation.gstin);
  await page.getByLabel('Address line 1').fill(completeOrganisation.addressLine1);
  await page.getByLabel('City').fill(completeOrganisation.city);
  await page.getByLabel('State').selectOption({ label: 'Maharashtra' });
  await page.getByLabel('PIN code').fill(completeOrganisation.pinCode);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  // One screen: billing, price, and one button with the amount, kept in view.
  const pay = page.getByRole('button', { name: /^Pay ₹[\d,]+(\.\d\d)?$/ });
  await expect(pay).toBeVisible();
  await expect(page.getByRole('region', { name: 'Price', exact: true }).first()).toContainText(
    'CGST',
  );
  await expectFitsPhone(page, 'checkout', [pay]);
  const total = (await pay.textContent())?.replace('Pay ', '') ?? '';

  // To the gateway, and back without paying: the order is there, the cart too.
  await pay.click();
  await expect(page.getByRole('region', { name: 'Wallet' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/paynow\?order=/);
  await expect(page.getByRole('button', { name: `Pay ${total}`, exact: true })).toBeVisible();
  await expect(headerCart(page)).toHaveAccessibleName('Cart, 2 plans');
  await expectFitsPhone(page, 'pay now');

  // Later, from the history.
  await page.goto('/transaction-history');
  const row = page.getByRole('table', { name: 'Orders, newest first' }).getByRole('row').nth(1);
  await expect(row).toContainText('Awaiting payment');
  await expectFitsPhone(page, 'history with an unpaid order');
  await row.getByRole('link', { name: /^Pay order ORD-/ }).click();
  await expect(page).toHaveURL(/\/paynow\?order=/);
  await page.getByRole('button', { name: `Pay ${total}`, exact: true }).click();
  await payByWallet(page);

  // The result: what was bought, from and to when, and the app to open.
  await expect(
    page.getByRole('heading', { name: 'Thank you: your payment has been received' }),
  ).toBeVisible();
  const bought = page.getByRole('region', { name: 'Your subscriptions' });
  await expect(bought).toContainText('E-POI, Starter plan');
  await expect(bought).toContainText('Smart TDS, Up to 5 TANs plan');
  await expect(page.getByRole('link', { name: 'Open E-POI' })).toBeVisible();
  await expect(headerCart(page)).toHaveAccessibleName('Cart, empty');
  await expectFitsPhone(page, 'payment result');

  await page.goto('/transaction-history');
  await expect(
    page.getByRole('table', { name: 'Orders, newest first' }).getByRole('row').nth(1),
  ).toContainText('Paid');
  await expectFitsPhone(page, 'history with a paid order');
  await page.goto('/my-subscription');
  await expect(page.getByRole('main')).toContainText('E-POI');
  await expect(page.getByRole('main')).toContainText('Smart TDS');
  await expectFitsPhone(page, 'my subscription');
});

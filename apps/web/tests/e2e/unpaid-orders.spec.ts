import type { Page } from '@playwright/test';
import { signInAsNewAdmin } from './accounts';
import { payByWallet } from './orders';
import { expectNoSidewaysScroll } from './screens';
import { expect, test } from './support';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

const headerCart = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('link', { name: /^Cart,/ })
    .filter({ visible: true });

/** From the checkout to the gateway's hosted page, which the checkout's one button goes to. */
async function payFromCheckout(page: Page) {
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Pay ₹28,320', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Wallet' })).toBeVisible();
}

test('walking away from the gateway finds the order again; the history pays the same order or cancels one', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsNewAdmin(page);
  await page.goto('/add-cart?plan=EPOI_STARTER');
  await expect(headerCart(page)).toHaveAccessibleName('Cart, 1 plan');

  // Checkout goes straight to the gateway; Back from there is the order, not an empty cart.
  await payFromCheckout(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/paynow\?order=/);
  const orderId = new URL(page.url()).searchParams.get('order');
  const heading = page.getByRole('heading', { level: 2, name: /^Order ORD-\d{6}$/ });
  await expect(heading).toBeVisible();
  const orderNumber = (await heading.textContent())?.replace('Order ', '') ?? '';
  await expect(page.getByRole('button', { name: 'Pay ₹28,320', exact: true })).toBeVisible();
  await expect(page.getByText('Pay by')).toBeVisible();
  await expectNoSidewaysScroll(page, 'pay now');
  // The cart is kept until the order is paid.
  await expect(headerCart(page)).toHaveAccessibleName('Cart, 1 plan');

  // Later, from the history: Pay continues the same order.
  await page.goto('/transaction-history');
  const row = page.getByRole('row', { name: new RegExp(orderNumber) });
  await expect(row).toContainText('Awaiting payment');
  await expect(row).toContainText('Pay by');
  await row.getByRole('link', { name: `Pay order ${orderNumber}` }).click();
  await expect(page).toHaveURL(`/paynow?order=${orderId}`);
  await page.getByRole('button', { name: 'Pay ₹28,320', exact: true }).click();
  await payByWallet(page);
  await expect(
    page.getByRole('heading', { name: 'Thank you: your payment has been received' }),
  ).toBeVisible();
  // Paying took the plan out of the cart.
  await expect(headerCart(page)).toHaveAccessibleName('Cart, empty');

  // Another order, left at the gateway and cancelled from the history.
  await page.goto('/add-cart?plan=EPOI_STARTER');
  await expect(headerCart(page)).toHaveAccessibleName('Cart, 1 plan');
  await payFromCheckout(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/paynow\?order=/);
  await page.goto('/transaction-history');
  const rows = page.getByRole('table', { name: 'Orders, newest first' }).getByRole('row');
  // One order per checkout: the paid one and the new one, nothing more.
  await expect(rows).toHaveCount(3);
  await expect(page.getByRole('row', { name: new RegExp(orderNumber) })).toContainText('Paid');
  const openNumber = await rows
    .filter({ hasText: 'Awaiting payment' })
    .getByRole('rowheader')
    .textContent();
  const open = page.getByRole('row', { name: new RegExp(openNumber ?? 'none') });
  await open.getByRole('button', { name: `Cancel order ${openNumber}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel order' }).click();
  await expect(open).toContainText('Cancelled');
  await expect(open.getByRole('link', { name: /^Pay/ })).toHaveCount(0);
  await expect(headerCart(page)).toHaveAccessibleName('Cart, 1 plan');
  await expectNoSidewaysScroll(page, 'history');
});

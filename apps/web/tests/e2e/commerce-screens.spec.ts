import { signInAsNewAdmin, signInAsPlatformAdmin } from './accounts';
import { expectNoViolations } from './axe';
import { linkInMail, uniqueAddress } from './mailbox';
import { paidOrder } from './orders';
import { expectNoSidewaysScroll } from './screens';
import { expect, test } from './support';

for (const width of [1280, 360]) {
  test.describe(`the buyer's screens at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('cart, checkout, pay now, payment result, history, subscription and My Apps', async ({
      page,
    }) => {
      await signInAsNewAdmin(page, { name: 'Asha Iyer' });
      const { id, reference } = await paidOrder(page.request);

      await page.goto('/add-cart?plan=EPOI_GROWTH');
      await expect(page.getByRole('list', { name: 'Plans in your cart' })).toContainText('Growth');
      await expectNoViolations(page, 'cart');
      await expectNoSidewaysScroll(page, 'cart');

      await page.goto('/checkout');
      await expect(page.getByRole('button', { name: /^Pay ₹/ })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Price', exact: true }).first()).toContainText(
        'CGST',
      );
      await expectNoViolations(page, 'checkout');
      await expectNoSidewaysScroll(page, 'checkout');

      await page.goto(`/paynow?order=${id}`);
      await expect(page.getByText(/has been paid/)).toBeVisible();
      await expectNoViolations(page, 'paynow');

      await page.goto(`/payment-request?ref=${reference}`);
      await expect(page.getByRole('button', { name: /Download invoice/ })).toBeVisible();
      await expectNoViolations(page, 'payment-request');
      await expectNoSidewaysScroll(page, 'payment-request');

      await page.goto('/transaction-history');
      await expect(page.getByRole('row', { name: /E-Form16/ })).toContainText('Paid');
      await expectNoViolations(page, 'transaction-history');
      await expectNoSidewaysScroll(page, 'transaction-history');

      await page.goto('/my-subscription');
      await expect(page.getByRole('row', { name: /E-Form16/ })).toContainText('Active');
      await expectNoViolations(page, 'my-subscription');
      await expectNoSidewaysScroll(page, 'my-subscription');

      await page.goto('/product-dashboard');
      await expect(
        page.getByTestId('app-EFORM16').getByRole('link', { name: /Launch/ }),
      ).toBeVisible();
      await expectNoViolations(page, 'product-dashboard');
      await expectNoSidewaysScroll(page, 'product-dashboard');
    });
  });
}

test('a platform administrator sends a payment link, and the client pays it without an account', async ({
  page,
  browser,
}) => {
  await signInAsPlatformAdmin(page);
  await page.goto('/catalogue');
  await expect(page.getByRole('table').first()).toBeVisible();
  await expectNoViolations(page, 'catalogue');
  await page.getByRole('button', { name: 'Edit E-Form16 2,500 certificates' }).click();
  const edit = page.getByRole('dialog');
  await expect(edit.getByLabel('Yearly price before GST (₹)')).not.toHaveValue('');
  await expectNoViolations(page, 'plan dialog');
  await edit.getByRole('button', { name: 'Cancel' }).click();

  const payer = uniqueAddress('client');
  await page.goto('/transaction-history');
  await page.getByRole('button', { name: 'Send a payment link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send a payment link' });
  await dialog.getByLabel('Payer’s name').fill('Sahyadri Foods LLP');
  await dialog.getByLabel('Payer’s e-mail address').fill(payer);
  await dialog.getByLabel('What the fee is for').fill('Appeal before CIT(A), AY 2023-24');
  await dialog.getByLabel('Amount before GST (₹)').fill('abc');
  await dialog.getByRole('button', { name: 'Send payment link' }).click();
  await expect(dialog.getByText('Enter an amount in rupees')).toBeVisible();
  await expectNoViolations(page, 'payment-link dialog with an error');
  await dialog.getByLabel('Amount before GST (₹)').fill('25,000');
  await dialog.getByRole('combobox', { name: /^State/ }).selectOption('27');
  // No GSTIN: the tax invoice needs the payer's address instead.
  await dialog.getByLabel('Address line 1').fill('14 Laxmi Road, Shaniwar Peth');
  await dialog.getByLabel('City').fill('Pune');
  await dialog.getByLabel('PIN code').fill('411030');
  await dialog.getByRole('button', { name: 'Send payment link' }).click();
  await expect(page.getByRole('dialog', { name: 'Payment link sent' })).toContainText('₹29,500.00');

  // The client opens the e-mailed link in a browser of their own, signed in nowhere.
  const link = await linkInMail(payer, /https?:\/\/\S+\/payment-request\?ref=[\w-]+/);
  const client = await browser.newPage();
  await client.goto(link);
  await expect(client.getByRole('heading', { name: 'Payment requested' })).toBeVisible();
  await client.getByRole('button', { name: 'Pay ₹29,500.00' }).click();
  await client.getByLabel('UPI ID').fill('success@razorpay');
  await client.getByRole('region', { name: 'UPI' }).getByRole('button', { name: /^Pay/ }).click();
  await expect(
    client.getByRole('heading', { name: 'Thank you: your payment has been received' }),
  ).toBeVisible();
  await client.close();
});

import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  API_HEADERS,
  completeOrganisation,
  completeProfile,
  createAccount,
  signInAsNewAdmin,
} from './accounts';
import { payByWallet } from './orders';
import { expect, test } from './support';

/** Pays at the built-in test gateway's hosted checkout with a test card. */
async function payByCard(page: Page, cardNumber = '4111 1111 1111 1111') {
  await expect(page.getByRole('heading', { level: 2, name: 'Card' })).toBeVisible();
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/39');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Name on card').fill('Meera Test');
  await page
    .getByRole('region', { name: 'Card' })
    .getByRole('button', { name: /^Pay ₹/ })
    .click();
}

async function pdfText(path: string): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(path)));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

test('an anonymous cart joins the account at sign-in, is paid by card, and the invoice, subscription and Launch follow', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // The buyer's account exists, with a complete profile; this browser is not signed in yet.
  const account = await createAccount(request);
  const login = await request.post('/api/Authentication/Login', {
    headers: API_HEADERS,
    data: { email: account.email, password: account.password },
  });
  expect(login.status()).toBe(200);
  await completeProfile(request, account);

  await page.goto('/tds');
  await page.getByRole('link', { name: 'Add to cart : Up to 5 TANs plan' }).click();
  await expect(page).toHaveURL(/\/add-cart$/);
  const cart = page.getByRole('list', { name: 'Plans in your cart' });
  await expect(cart).toContainText('Smart TDS');
  await expect(cart).toContainText('₹34,999');
  const stored = await page.evaluate(() => localStorage.getItem('UserCart'));
  expect(JSON.parse(stored ?? '{}')).toEqual({ items: [{ planCode: 'SMART_TDS_5', quantity: 1 }] });

  await page.getByRole('link', { name: 'Continue to checkout' }).click();
  await page.getByRole('link', { name: 'Sign in to check out' }).click();
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  // The anonymous cart is now the account's: the server has it.
  const saved = await page.request.get(
    `/api/Transactions/UserCart/getusercart/${await page.evaluate(() => localStorage.getItem('UserId'))}`,
  );
  expect((await saved.json()).lines).toMatchObject([{ planCode: 'SMART_TDS_5', quantity: 1 }]);

  // Billing comes from the profile; Maharashtra, like the firm: CGST and SGST.
  await expect(page.getByLabel('Legal name')).toHaveValue(completeOrganisation.legalName);
  await expect(page.getByLabel('GSTIN')).toHaveValue(completeOrganisation.gstin);
  const breakdown = page.getByRole('region', { name: 'Price', exact: true }).first();
  await expect(breakdown).toContainText('CGST');
  await expect(breakdown).toContainText('₹41,298.82');
  await page.getByRole('button', { name: 'Pay ₹41,298.82', exact: true }).click();
  await payByCard(page);

  await expect(page).toHaveURL(/\/payment-request\?ref=/);
  await expect(
    page.getByRole('heading', { name: 'Thank you: your payment has been received' }),
  ).toBeVisible();
  // What was bought, with its dates, and the app to open first.
  await expect(page.getByRole('region', { name: 'Your subscription' })).toContainText(
    /Smart TDS, Up to 5 TANs plan\s*From \d{1,2} \w+ 20\d\d to \d{1,2} \w+ 20\d\d/,
  );
  await expect(page.getByRole('link', { name: 'Open Smart TDS' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /Download invoice/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Invoice-PTA-\d\d-\d\d-\d{5}\.pdf$/);
  const text = await pdfText(await download.path());
  expect(text).toContain('Tax Invoice');
  expect(text).toContain('27AAKCP4821J1Z5');
  expect(text).toContain(completeOrganisation.gstin);
  expect(text).toContain('997331');
  expect(text).toContain('CGST @ 9%');
  expect(text).toContain('₹41,298.82');
  expect(text).toContain(
    'Indian Rupees Forty-One Thousand Two Hundred Ninety-Eight and Eighty-Two Paise Only',
  );

  await page.goto('/my-subscription');
  const row = page.getByRole('row', { name: /Smart TDS/ });
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Up to 5 TANs');

  await page.goto('/product-dashboard');
  const tds = page.getByTestId('app-SMART_TDS');
  await expect(tds.getByRole('link', { name: /Launch/ })).toHaveAttribute(
    'href',
    'https://smarttds.prakartax.in',
  );
  await expect(page.getByTestId('app-EPOI').getByRole('link', { name: /^Buy/ })).toBeVisible();
});

test('a failed wallet payment can be tried again and then goes through', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsNewAdmin(page);
  await page.goto('/add-cart?plan=EPOI_STARTER&next=checkout');
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await payByWallet(page, 'Failure');

  await expect(
    page.getByRole('heading', { name: 'Your payment did not go through' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/paynow\?order=/);
  await page.getByRole('button', { name: 'Pay ₹28,320', exact: true }).click();
  await payByWallet(page, 'Success');
  await expect(
    page.getByRole('heading', { name: 'Thank you: your payment has been received' }),
  ).toBeVisible();

  await page.goto('/transaction-history');
  const order = page.getByRole('row', { name: /E-POI/ });
  await expect(order).toContainText('Paid');
  await expect(order).toContainText('2 attempts');
});

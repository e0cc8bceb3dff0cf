import { newAccountDetails, signUpThroughForm, VERIFY_LINK } from './accounts';
import { linkInMail } from './mailbox';
import { decodeReturnUrl, expect, test } from './support';

test.use({ viewport: { width: 1280, height: 800 } });

test('a plan chosen before signing up waits in the cart the confirmation link signs in to', async ({
  page,
}) => {
  const account = newAccountDetails('cart-first');
  await page.goto('/tds');
  await page.getByRole('link', { name: 'Add to cart : Up to 5 TANs plan' }).click();
  await expect(page).toHaveURL(/\/add-cart$/);
  await page.getByRole('link', { name: 'Continue to checkout' }).click();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/sign-up$/);
  await signUpThroughForm(page, account);

  await page.goto(await linkInMail(account.email, VERIFY_LINK));
  await expect(page).toHaveURL(/\/add-cart$/);
  await expect(page.getByRole('list', { name: 'Plans in your cart' })).toContainText('Smart TDS');
  // Signed in: the header names the user, and the plan is in the account's cart on the server.
  await expect(page.getByRole('banner').getByRole('button', { name: account.name })).toBeVisible();
  const userId = await page.evaluate(() => localStorage.getItem('UserId'));
  const saved = await page.request.get(`/api/Transactions/UserCart/getusercart/${userId}`);
  expect((await saved.json()).lines).toMatchObject([{ planCode: 'SMART_TDS_5', quantity: 1 }]);

  // The link works once: opened again, it signs no one in and says so.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(await linkInMail(account.email, VERIFY_LINK));
  await expect(page.getByRole('main').getByRole('alert')).toContainText('already been used');
  await expect(page).toHaveURL(/\/login\?verify=/);
});

test('signing up from the sign-in page of a screen leads back to that screen', async ({ page }) => {
  const account = newAccountDetails('return-to');
  await page.goto('/user-profile');
  await expect(page).toHaveURL(/\/login\?returnUrl=/);
  expect(decodeReturnUrl(page.url())).toBe('/user-profile');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/sign-up\?returnUrl=/);
  await signUpThroughForm(page, account);

  const link = await linkInMail(account.email, VERIFY_LINK);
  expect(decodeReturnUrl(`http://x${link}`)).toBe('/user-profile');
  await page.goto(link);
  await expect(page).toHaveURL(/\/user-profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My profile');
});

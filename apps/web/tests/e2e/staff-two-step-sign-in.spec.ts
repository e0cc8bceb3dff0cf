import { joinByInvitation, signInAsNewAdmin, signInAsPlatformAdmin } from './accounts';
import { setUpTwoStepWhenAsked } from './authenticator';
import { expect, test } from './support';

test.use({ viewport: { width: 1280, height: 900 } });

test('a member of staff without two-step sign-in is led to set it up at sign-in, then reaches the back office', async ({
  page,
  browser,
}) => {
  // The firm invites her; she joins from the mail in another browser and leaves it.
  const firm = await browser.newContext();
  const firmPage = await firm.newPage();
  await signInAsPlatformAdmin(firmPage);
  const joining = await browser.newContext();
  const staff = await joinByInvitation(firmPage.request, await joining.newPage(), {
    role: 'platform_admin',
    name: 'Kavita Rao',
  });
  await joining.close();
  await firm.close();

  // At her desk she signs in with her password: the set-up comes before the back office.
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(staff.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/user-profile\?returnUrl=/);
  await expect(page.getByRole('main')).toContainText('The firm’s staff use two-step sign-in');
  await page.goto('/back-office/leads');
  await expect(page).toHaveURL(/\/user-profile\?returnUrl=/);

  // She scans the code (reads the key shown), types a code from her phone, saves the recovery codes.
  await setUpTwoStepWhenAsked(page);
  await expect(page).toHaveURL(/\/back-office\/leads$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/back-office');
  await expect(page).toHaveURL(/\/back-office$/);
});

test('a customer whose organisation asks nobody for two-step sign-in is not held back', async ({
  page,
}) => {
  await signInAsNewAdmin(page);
  await page.goto('/product-dashboard');
  await expect(page).toHaveURL(/\/product-dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/user-profile');
  await expect(page.getByRole('link', { name: 'Change your password' })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('asks everyone it covers');
  await expect(page.getByRole('main')).not.toContainText('staff use two-step sign-in');
});

import { devices } from '@playwright/test';
import { joinByInvitation, signInAsNewAdmin } from './accounts';
import { expectNoViolations } from './axe';
import { paidOrder } from './orders';
import { expectFitsPhone } from './screens';
import { DEMO_URL } from './single-sign-on-demo';
import { expect, test } from './support';

test.use({ viewport: { width: 1280, height: 900 } });

test('a colleague launches E-POI from My Apps, which signs in through the portal, and is signed out there when deactivated', async ({
  page,
  browser,
}) => {
  const { user: admin } = await signInAsNewAdmin(page);
  await paidOrder(page.request, 'EPOI_STARTER');
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const colleague = await context.newPage();
  const member = await joinByInvitation(page.request, colleague, {
    role: 'org_user',
    name: 'Ravi Menon',
  });

  // Launch starts the app's sign-in; the portal session signs Ravi in without another password.
  await colleague.goto('/product-dashboard');
  await colleague.getByTestId('app-EPOI').getByRole('link', { name: 'Launch E-POI' }).click();
  await expect(colleague).toHaveURL(`${DEMO_URL}/`);
  const claims = colleague.locator('dl');
  await expect(claims.locator('[data-claim="name"]')).toHaveText(`Ravi Menon (${member.email})`);
  await expect(claims.locator('[data-claim="organisation"]')).toHaveText(
    admin.OrganisationName as string,
  );
  await expect(claims.locator('[data-claim="role"]')).toHaveText('org_user');
  await expect(claims.locator('[data-claim="access"]')).toHaveText('Allowed');
  await expect(claims.locator('[data-claim="subscription"]')).toContainText('Active: ');

  // The administrator deactivates Ravi: the portal tells the app, whose session ends.
  await page.goto('/user-management/users');
  await page.getByRole('button', { name: 'Actions for Ravi Menon' }).click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByRole('row').filter({ hasText: member.email })).toContainText(
    'Deactivated',
  );
  await expect(async () => {
    await colleague.reload();
    await expect(colleague.getByRole('main')).toContainText('You are signed out.', {
      timeout: 500,
    });
  }).toPass({ timeout: 10_000 });
  await context.close();
});

test('on a phone, a visitor signed out of the portal signs in to the app through the portal’s sign-in page, and the app’s sign-out signs them out of the portal', async ({
  page,
  browser,
}) => {
  const { account } = await signInAsNewAdmin(page);
  const context = await browser.newContext({
    ...devices['Pixel 5'],
    viewport: { width: 360, height: 740 },
  });
  const phone = await context.newPage();

  await phone.goto(DEMO_URL);
  await expect(phone.getByRole('main')).toContainText('You are signed out.');
  await phone.getByRole('link', { name: 'Sign in with the Prakar portal' }).tap();
  // Not signed in at the portal: its own sign-in page first, then on to the app.
  await expect(phone).toHaveURL(/\/login\?returnUrl=/);
  // As on a phone: tap each field, then type.
  await phone.getByLabel('E-mail address').tap();
  await phone.keyboard.type(account.email);
  await phone.getByRole('textbox', { name: 'Password', exact: true }).tap();
  await phone.keyboard.type(account.password);
  await phone.getByRole('button', { name: 'Sign In' }).tap();
  await expect(phone).toHaveURL(`${DEMO_URL}/`);
  await expect(phone.locator('[data-claim="organisation"]')).toHaveText(account.organisationName);
  await expect(phone.locator('[data-claim="role"]')).toHaveText('org_admin');
  await expect(phone.locator('[data-claim="subscription"]')).toHaveText('none');

  // The app's sign-out asks at the portal first; confirmed, it ends the portal session too.
  await phone.getByRole('button', { name: 'Sign out' }).tap();
  await expect(phone.getByRole('heading', { name: 'Sign out of the portal?' })).toBeVisible();
  await expectNoViolations(phone, 'the portal’s sign-out page');
  await expectFitsPhone(phone, 'the portal’s sign-out page');
  await phone.getByRole('button', { name: 'Yes, sign me out' }).tap();
  await expect(phone).toHaveURL(`${DEMO_URL}/`);
  await expect(phone.getByRole('main')).toContainText('You are signed out.');
  await phone.goto('/product-dashboard');
  await expect(phone.getByRole('main')).toContainText(
    'to see the apps your organisation gives you',
  );
  await context.close();
});

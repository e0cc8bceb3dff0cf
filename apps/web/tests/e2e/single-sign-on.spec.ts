import { joinByInvitation, signInAsNewAdmin } from './accounts';
import { paidOrder } from './orders';
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

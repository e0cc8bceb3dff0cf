import type { Page } from '@playwright/test';
import { INVITE_LINK, signInAsNewAdmin } from './accounts';
import { linkInMail, uniqueAddress } from './mailbox';
import { expect, test } from './support';

test.use({ viewport: { width: 1280, height: 900 } });

function toast(page: Page, title: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: title });
}

async function userMenuItems(page: Page, name: string) {
  await page.getByRole('banner').getByRole('button', { name }).click();
  const items = await page.getByRole('menu').getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  return items;
}

test('an administrator invites a user, narrows their access and deactivates them', async ({
  page,
  browser,
}) => {
  // A whole journey over two browsers: invitation, acceptance, access change, deactivation.
  await signInAsNewAdmin(page, { name: 'Asha Iyer' });
  const email = uniqueAddress('ravi');

  // Invite from the users screen.
  await page.goto('/user-management/users');
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a user' });
  await dialog.getByLabel('E-mail address').fill(email);
  await dialog.getByLabel('Role').selectOption({ label: 'User' });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(page, 'Success')).toContainText(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Invited');

  // The invitee accepts from the mailbox, in their own browser, which signs them in.
  const invitee = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const ravi = await invitee.newPage();
  await ravi.goto(await linkInMail(email, INVITE_LINK));
  await expect(ravi.getByRole('main')).toContainText('Asha Iyer has invited you. You are joining');
  await ravi.getByLabel('Your name').fill('Ravi Menon');
  await ravi.getByLabel('Mobile number').fill('98765 43210');
  await ravi.getByRole('textbox', { name: 'Password', exact: true }).fill('coconut-grove-ledger-7');
  await ravi.getByLabel('Confirm password').fill('coconut-grove-ledger-7');
  await ravi.getByRole('button', { name: /^Join / }).click();
  await expect(ravi).toHaveURL(/\/product-dashboard$/);
  await expect(toast(ravi, 'Success')).toContainText('you are signed in');
  for (const app of ['EPOI', 'SMART_TDS', 'EFORM16']) {
    await expect(ravi.getByTestId(`app-${app}`)).toBeVisible();
  }
  // An organisation user's menu has no administrative items, and the screens say why.
  expect(await userMenuItems(ravi, 'Ravi Menon')).toEqual([
    'My Apps',
    'My Profile',
    'Change Password',
    'Logout',
  ]);
  await ravi.goto('/user-management/users');
  await expect(ravi.getByRole('main')).toContainText('administrator manages its users');

  // The administrator sees them join, then narrows their apps and gives them the transactions.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Active');
  await page.goto('/user-management/access-control');
  await page.getByRole('checkbox', { name: 'E-Form16 for Ravi Menon' }).uncheck();
  await page.getByRole('checkbox', { name: 'View transactions for Ravi Menon' }).check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Success')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'E-Form16 for Ravi Menon' })).not.toBeChecked();

  // Ravi's My Apps and menu follow.
  await ravi.goto('/home');
  await ravi.getByRole('banner').getByRole('button', { name: 'Ravi Menon' }).click();
  await ravi.getByRole('menuitem', { name: 'My Apps' }).click();
  await expect(ravi.getByTestId('app-EPOI')).toBeVisible();
  await expect(ravi.getByTestId('app-EFORM16')).toHaveCount(0);
  await expect(ravi.getByRole('main')).toContainText('has not given you access to E-Form16');
  expect(await userMenuItems(ravi, 'Ravi Menon')).toEqual([
    'My Apps',
    'My Profile',
    'Transaction History',
    'Change Password',
    'Logout',
  ]);
  await ravi.goto('/user-profile');
  await expect(ravi.getByRole('button', { name: 'Save profile' })).toBeVisible();

  // Deactivated: Ravi's open page is sent to the login page on its next call.
  await page.goto('/user-management/users');
  await page.getByRole('button', { name: 'Actions for Ravi Menon' }).click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Deactivated');

  await ravi.getByRole('button', { name: 'Save profile' }).click();
  await expect(ravi).toHaveURL(/\/login\?returnUrl=/);
  expect(await ravi.evaluate(() => localStorage.getItem('UserData'))).toBeNull();
  await invitee.close();
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('the screens never scroll sideways; their tables scroll in their own box', async ({
    page,
  }) => {
    await signInAsNewAdmin(page, { name: 'Asha Iyer' });
    for (const path of ['/user-management/users', '/user-management/access-control']) {
      await page.goto(path);
      await expect(page.getByRole('table')).toBeVisible();
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
      }));
      expect(widths.page, path).toBe(widths.viewport);
    }
  });
});

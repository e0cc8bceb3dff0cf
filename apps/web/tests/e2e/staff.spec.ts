import type { Page } from '@playwright/test';
import { INVITE_LINK, signInAsPlatformAdmin } from './accounts';
import { setUpTwoStepWhenAsked } from './authenticator';
import { sendContactMessage } from './contact-message';
import { linkInMail, mailText, uniqueAddress } from './mailbox';
import { expect, test } from './support';

test.use({ viewport: { width: 1280, height: 900 } });

function toast(page: Page, title: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: title });
}

test('the platform administrator invites a member of staff, who signs in, answers a lead in their own name and keeps a staff profile', async ({
  page,
  browser,
}) => {
  const staffEmail = uniqueAddress('kavita.rao');
  const visitor = uniqueAddress('farah.khan');
  const word = `staffreply${Date.now()}`;
  await sendContactMessage(page.request, {
    name: 'Farah Khan',
    email: visitor,
    subject: 'Smart TDS for 12 TANs',
    comments: `About ${word}: please call us this week.`,
  });

  // The platform administrator invites her as staff: no customer organisation to choose.
  await signInAsPlatformAdmin(page);
  await page.goto('/user-management/users');
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a user' });
  await dialog.getByLabel('E-mail address').fill(staffEmail);
  await dialog.getByLabel('Role').selectOption({ label: 'Staff of the firm' });
  await expect(dialog.getByLabel('Organisation')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(page, 'Success')).toContainText(staffEmail);

  // She accepts from the mail in her own browser, choosing her name and password.
  const own = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const kavita = await own.newPage();
  await kavita.goto(await linkInMail(staffEmail, INVITE_LINK));
  await expect(kavita.getByRole('main')).toContainText('as staff of the firm');
  await kavita.getByLabel('Your name').fill('Kavita Rao');
  await kavita.getByLabel('Mobile number').fill('98201 23456');
  await kavita.getByRole('textbox', { name: 'Password', exact: true }).fill('tamarind-ledger-91');
  await kavita.getByLabel('Confirm password').fill('tamarind-ledger-91');
  await kavita.getByRole('button', { name: /^Join / }).click();
  await expect(toast(kavita, 'Success')).toContainText('you are signed in');

  // Staff always use two-step sign-in: she sets it up first, then reaches the back office.
  await expect(kavita.getByRole('main')).toContainText('The firm’s staff use two-step sign-in');
  const phoneApp = await setUpTwoStepWhenAsked(kavita);
  await expect(kavita).toHaveURL(/\/back-office$/);

  // She signs in again later with her own password and a code from her phone.
  await kavita.getByRole('banner').getByRole('button', { name: 'Kavita Rao' }).click();
  await kavita.getByRole('menuitem', { name: 'Logout' }).click();
  await kavita.goto('/login');
  await kavita.getByLabel('E-mail address').fill(staffEmail);
  await kavita.getByRole('textbox', { name: 'Password', exact: true }).fill('tamarind-ledger-91');
  await kavita.getByRole('button', { name: 'Sign In' }).click();
  await kavita.getByLabel('Code from your authenticator app').fill(await phoneApp.nextCode());
  await kavita.getByRole('button', { name: 'Sign In' }).click();
  await expect(kavita).toHaveURL(/\/back-office$/);
  await expect(kavita.getByRole('banner')).toContainText('Kavita Rao');

  // Her reply is signed with her name.
  await kavita.goto(`/back-office/leads?search=${word}`);
  await kavita
    .getByRole('table', { name: 'Messages, newest first' })
    .getByRole('link', { name: 'Farah Khan' })
    .click();
  await kavita
    .getByRole('textbox', { name: /Your reply/ })
    .fill('Dear Farah,\n\nThursday at 11 suits us.');
  await kavita.getByRole('button', { name: 'Review and send' }).click();
  const confirm = kavita.getByRole('alertdialog', { name: 'Send this e-mail?' });
  await expect(confirm.locator('pre')).toContainText('Thursday at 11 suits us.\n\nKavita Rao');
  await confirm.getByRole('button', { name: 'Send e-mail' }).click();
  const reply = await mailText(visitor, 'Re: Smart TDS for 12 TANs');
  expect(reply).toContain('Thursday at 11 suits us.\n\nKavita Rao');
  expect(reply).not.toContain('Platform administrator');

  // Her profile asks what a member of staff needs, and no customer's PAN, state or PIN code.
  await kavita.goto('/user-profile');
  const name = kavita.getByRole('textbox', { name: 'Name', exact: true });
  await expect(name).toHaveValue('Kavita Rao');
  await expect(kavita.getByRole('main')).not.toContainText('PAN');
  await expect(kavita.getByLabel('E-mail address')).toHaveValue(staffEmail);
  await expect(kavita.getByLabel('Mobile number')).toBeVisible();
  for (const field of ['PAN', 'State', 'PIN code', 'Legal name']) {
    await expect(kavita.getByLabel(field, { exact: true })).toHaveCount(0);
  }
  await name.fill('Kavita S. Rao');
  await kavita.getByRole('button', { name: 'Save profile' }).click();
  await expect(toast(kavita, 'Success')).toContainText('Your profile has been saved.');
  await expect(kavita.getByRole('banner')).toContainText('Kavita S. Rao');
  await own.close();
});

import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { completeOrganisation, newAccountDetails, VERIFY_LINK } from './accounts';
import {
  arrowTo,
  chooseOption,
  expectFocusInside,
  expectFocusOnNewPage,
  expectFocusReturnedTo,
  expectFocusVisible,
  pressOn,
  typeInto,
} from './keyboard';
import { linkInMail, uniqueAddress } from './mailbox';
import { expect, test } from './support';

test.use({ viewport: { width: 1280, height: 800 } });

const INVITE_LINK = /https?:\/\/\S+\/sign-up\?invite=[\w-]+/;

const notice = (page: Page) => page.getByRole('main').getByRole('status');
const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Opens the signed-in user's menu from the header and picks `item` with the arrow keys. */
async function chooseFromUserMenu(page: Page, name: string, item: string) {
  const trigger = page.getByRole('banner').getByRole('button', { name });
  await pressOn(page, trigger, 'Enter', { backwards: true });
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await arrowTo(page, menu.getByRole('menuitem', { name: item }));
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  return trigger;
}

test('with the keyboard alone: sign up, complete the profile, buy and pay, download the invoice, invite a colleague and change their access', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const account = newAccountDetails('keys');

  // Sign up.
  await page.goto('/sign-up');
  await typeInto(page, page.getByLabel('Your name'), account.name);
  await typeInto(page, page.getByLabel('Work e-mail address'), account.email);
  await typeInto(page, page.getByLabel('Mobile number'), account.mobile);
  await typeInto(page, page.getByLabel('Organisation name'), account.organisationName);
  await typeInto(
    page,
    page.getByRole('textbox', { name: 'Password', exact: true }),
    account.password,
  );
  await typeInto(page, page.getByLabel('Confirm password'), account.password);
  const terms = page.getByLabel(/I accept the terms of use/);
  await pressOn(page, terms, 'Space');
  await expect(terms).toBeChecked();
  await pressOn(page, page.getByRole('button', { name: 'Create account' }));
  await expect(notice(page)).toContainText('please open the link in it');

  // The confirmation link comes by e-mail, and signs in.
  await page.goto(await linkInMail(account.email, VERIFY_LINK));
  await expect(page).toHaveURL(/\/product-dashboard$/);

  // My Apps waits for the profile: its dialog keeps focus, Escape closes it and gives focus back.
  const userMenu = await chooseFromUserMenu(page, account.name, 'My Apps');
  const modal = page.getByRole('dialog', { name: 'Profile Details' });
  await expectFocusInside(page, modal);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expectFocusReturnedTo(page, userMenu);
  await chooseFromUserMenu(page, account.name, 'My Apps');
  await pressOn(page, modal.getByRole('link', { name: 'Update Profile' }));
  await expect(page).toHaveURL(/\/user-profile$/);
  await expectFocusOnNewPage(page);

  // Complete the profile.
  await typeInto(page, page.getByLabel('Legal name'), completeOrganisation.legalName);
  await typeInto(page, page.getByLabel('PAN'), completeOrganisation.pan);
  await typeInto(page, page.getByLabel('GSTIN'), completeOrganisation.gstin);
  await typeInto(page, page.getByLabel('Address line 1'), completeOrganisation.addressLine1);
  await typeInto(page, page.getByLabel('City'), completeOrganisation.city);
  await chooseOption(page, page.getByLabel('State'), 'Maharashtra');
  await typeInto(page, page.getByLabel('PIN code'), completeOrganisation.pinCode);
  const save = page.getByRole('button', { name: 'Save profile' });
  await pressOn(page, save);
  await expect(toast(page, 'Success')).toContainText('Your profile is complete');
  // Saving keeps focus where it was, rather than dropping it onto the page.
  await expect(save).toBeFocused();

  // Buy Smart TDS from its page, reached through the header's Products menu.
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  await pressOn(page, nav.getByRole('button', { name: 'Products' }), 'ArrowDown', {
    backwards: true,
  });
  await arrowTo(page, nav.getByRole('link', { name: 'Smart TDS' }));
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tds$/);
  await expectFocusOnNewPage(page);
  await pressOn(
    page,
    page.getByRole('link', { name: 'Add to cart : Up to 5 TANs plan' }),
    'Enter',
    {
      max: 120,
    },
  );
  await expect(page).toHaveURL(/\/add-cart$/);
  await expectFocusOnNewPage(page);
  await expect(page.getByRole('list', { name: 'Plans in your cart' })).toContainText('Smart TDS');
  await pressOn(page, page.getByRole('link', { name: 'Continue to checkout' }));
  await expect(page).toHaveURL(/\/checkout$/);
  await expectFocusOnNewPage(page);
  await expect(page.getByLabel('GSTIN')).toHaveValue(completeOrganisation.gstin);
  await expect(page.getByRole('region', { name: 'Price', exact: true }).first()).toContainText(
    '₹41,298.82',
  );
  await pressOn(page, page.getByRole('button', { name: /^Pay ₹/ }));

  // The gateway's hosted checkout: pay by UPI.
  await expect(page.getByRole('heading', { level: 2, name: 'UPI' })).toBeVisible();
  await typeInto(page, page.getByLabel('UPI ID'), 'success@razorpay');
  await pressOn(
    page,
    page.getByRole('region', { name: 'UPI' }).getByRole('button', { name: /^Pay/ }),
  );
  await expect(
    page.getByRole('heading', { name: 'Thank you: your payment has been received' }),
  ).toBeVisible();

  // The invoice downloads from the result page.
  const downloading = page.waitForEvent('download');
  await pressOn(page, page.getByRole('button', { name: /Download invoice/ }));
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Invoice-PTA-\d\d-\d\d-\d{5}\.pdf$/);
  expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');

  // Invite a colleague from User Management.
  await chooseFromUserMenu(page, account.name, 'User Management');
  await expect(page).toHaveURL(/\/user-management\/users$/);
  await expectFocusOnNewPage(page);
  const sections = page.getByRole('navigation', { name: 'User management' });
  const invite = page.getByRole('button', { name: 'Invite user' });
  await pressOn(page, invite);
  const dialog = page.getByRole('dialog', { name: 'Invite a user' });
  await expectFocusInside(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectFocusReturnedTo(page, invite);
  await pressOn(page, invite);
  const colleague = uniqueAddress('ravi');
  await typeInto(page, dialog.getByLabel('E-mail address'), colleague);
  await chooseOption(page, dialog.getByLabel('Role'), 'User');
  await pressOn(page, dialog.getByRole('button', { name: 'Send invitation' }));
  await expect(toast(page, 'Success')).toContainText(colleague);
  await expect(dialog).toBeHidden();
  await expectFocusReturnedTo(page, invite);
  await expect(page.getByRole('row').filter({ hasText: colleague })).toContainText('Invited');

  // The colleague joins from the e-mailed link, in their own browser, by keyboard too.
  const theirs = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const ravi = await theirs.newPage();
  await ravi.goto(await linkInMail(colleague, INVITE_LINK));
  await typeInto(ravi, ravi.getByLabel('Your name'), 'Ravi Menon');
  await typeInto(ravi, ravi.getByLabel('Mobile number'), '9876543210');
  await typeInto(
    ravi,
    ravi.getByRole('textbox', { name: 'Password', exact: true }),
    'coconut-grove-ledger-7',
  );
  await typeInto(ravi, ravi.getByLabel('Confirm password'), 'coconut-grove-ledger-7');
  await pressOn(ravi, ravi.getByRole('button', { name: /^Join / }));
  // Joining signs them in: on to My Apps, with no second sign-in.
  await expect(ravi).toHaveURL(/\/product-dashboard$/);
  await expect(ravi.getByRole('heading', { level: 1, name: 'My Apps' })).toBeVisible();
  await theirs.close();

  // Change their role from the row's menu; the confirmation starts on Cancel.
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: colleague });
  await expect(row).toContainText('Active');
  const actions = page.getByRole('button', { name: 'Actions for Ravi Menon' });
  await pressOn(page, actions);
  await arrowTo(page, page.getByRole('menuitem', { name: 'Make administrator' }));
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Make Ravi Menon an administrator?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectFocusInside(page, confirm);
  await pressOn(page, confirm.getByRole('button', { name: 'Make administrator' }));
  await expect(toast(page, 'Success')).toContainText('Ravi Menon is now an administrator.');
  await expect(confirm).toBeHidden();
  await expectFocusReturnedTo(page, actions);
  await expect(row).toContainText('Administrator');

  // Narrow their apps in Access control.
  await pressOn(page, sections.getByRole('link', { name: 'Access control' }), 'Enter', {
    backwards: true,
  });
  await expect(page).toHaveURL(/\/user-management\/access-control$/);
  const eform16 = page.getByRole('checkbox', { name: 'E-Form16 for Ravi Menon' });
  await expect(eform16).toBeChecked();
  await pressOn(page, eform16, 'Space');
  await expect(eform16).not.toBeChecked();
  await pressOn(page, page.getByRole('button', { name: 'Save changes' }));
  await expect(toast(page, 'Access saved')).toBeVisible();
  await expect(page.getByText('No unsaved changes')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'E-Form16 for Ravi Menon' })).not.toBeChecked();
});

import type { Page } from '@playwright/test';
import { PROFILE_MODAL } from '@prakar/shared/constants';
import {
  API_HEADERS,
  completeOrganisation,
  createAccount,
  newAccountDetails,
  RESET_LINK,
  signInAsNewAdmin,
  VERIFY_LINK,
} from './accounts';
import { linkInMail, mailTo } from './mailbox';
import { decodeReturnUrl, expect, test } from './support';

test.use({ viewport: { width: 1280, height: 800 } });

function toast(page: Page, title: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: title });
}

/** The page's own messages (the loading overlay also has a status role, outside the page). */
const notice = (page: Page) => page.getByRole('main').getByRole('status');
const problem = (page: Page) => page.getByRole('main').getByRole('alert');

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function openUserMenu(page: Page, name: string) {
  await page.getByRole('banner').getByRole('button', { name }).click();
  return page.getByRole('menu');
}

async function storedUser(page: Page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('UserData') ?? 'null'));
}

test('sign up, confirm from the mailbox (which signs in), complete the profile, change the password, sign out', async ({
  page,
}) => {
  const account = newAccountDetails('journey');
  await page.goto('/sign-up');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('Your name')).toHaveAccessibleDescription('Please enter your name.');
  await expect(page.getByLabel('Your name')).toBeFocused();

  await page.getByLabel('Your name').fill(account.name);
  await page.getByLabel('Work e-mail address').fill(account.email);
  await page.getByLabel('Mobile number').fill(`+91 ${account.mobile}`);
  await page.getByLabel('Organisation name').fill(account.organisationName);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(`${account.password}x`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('Confirm password')).toHaveAccessibleDescription(
    'The passwords do not match.',
  );
  await expect(page.getByLabel(/I accept the terms of use/)).toHaveAccessibleDescription(
    'Please accept the terms of use and the privacy policy to continue.',
  );
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByLabel(/I accept the terms of use/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(notice(page)).toContainText('please open the link in it');
  // The account is made: the page no longer asks to create it.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your e-mail');
  await expect(page.getByRole('main')).not.toContainText('Create your account');

  // The person opens their mail: the link is there. Not followed yet, signing in is refused,
  // with a way to get a new link.
  await linkInMail(account.email, VERIFY_LINK);
  await page.goto('/login');
  await signInThroughForm(page, account.email, account.password);
  await expect(problem(page)).toContainText('Please confirm your e-mail address first');
  await page.getByRole('button', { name: 'Send a new confirmation link' }).click();
  await expect(notice(page)).toContainText('we have sent a new link');
  // The new link makes the first one worthless: wait for the second mail.
  await expect.poll(async () => (await mailTo(account.email)).length).toBe(2);

  // The link confirms the address and signs in; with no page to return to and no cart, My Apps.
  await page.goto(await linkInMail(account.email, VERIFY_LINK));
  await expect(page).toHaveURL(/\/product-dashboard$/);
  expect(await storedUser(page)).toMatchObject({
    Name: account.name,
    RoleId: 2,
    IsAdmin: true,
    IsProfileDataSaved: 'No',
  });
  // The session secret never reaches the page: it is in an HttpOnly cookie.
  expect(JSON.stringify(await storedUser(page))).not.toMatch(/token/i);
  // The page reads only the hint that someone is signed in, which starts pre-rendered pages' app.
  expect(await page.evaluate(() => document.cookie)).toBe('prakar_signed_in=1');

  // My Apps waits for a complete profile.
  await (await openUserMenu(page, account.name)).getByRole('menuitem', { name: 'My Apps' }).click();
  const modal = page.getByRole('dialog', { name: PROFILE_MODAL.title });
  await expect(modal).toContainText(PROFILE_MODAL.message);
  await modal.getByRole('link', { name: PROFILE_MODAL.button }).click();
  await expect(page).toHaveURL(/\/user-profile$/);

  await page.getByLabel('PAN').fill('AAPFU0939');
  await page.getByLabel('GSTIN').fill('27AAPFU0939F1ZX');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByLabel('PAN')).toHaveAccessibleDescription(/Enter a valid PAN/);
  await expect(page.getByLabel('GSTIN')).toHaveAccessibleDescription(/check character/i);
  await page.getByLabel('Legal name').fill(completeOrganisation.legalName);
  await page.getByLabel('PAN').fill(completeOrganisation.pan.toLowerCase());
  await page.getByLabel('GSTIN').fill(completeOrganisation.gstin);
  await page.getByLabel('State').selectOption({ label: 'Maharashtra' });
  await page.getByLabel('PIN code').fill(completeOrganisation.pinCode);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(toast(page, 'Success')).toContainText('Your profile is complete');
  expect(await page.evaluate(() => localStorage.getItem('IsProfileDataSaved'))).toBe('Yes');
  // Saved on the server, as the form shows after a reload.
  await page.reload();
  await expect(page.getByLabel('PAN')).toHaveValue(completeOrganisation.pan);
  await expect(page.getByLabel('State')).toHaveValue('27');

  await (await openUserMenu(page, account.name)).getByRole('menuitem', { name: 'My Apps' }).click();
  await expect(page).toHaveURL(/\/product-dashboard$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await (await openUserMenu(page, account.name))
    .getByRole('menuitem', { name: 'Change Password' })
    .click();
  await expect(page).toHaveURL(/\/change-pass$/);
  const newPassword = `${account.password}-monsoon`;
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByLabel('Current password')).toHaveAccessibleDescription(
    'Your current password is not correct.',
  );
  await page.getByLabel('Current password').fill(account.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(notice(page)).toContainText('Your password has been changed');

  await page.goto('/home');
  await (await openUserMenu(page, account.name)).getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);

  await signInThroughForm(page, account.email, account.password);
  await expect(problem(page)).toHaveText('The e-mail address or password is incorrect.');
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('');
  await signInThroughForm(page, account.email, newPassword);
  await expect(page).toHaveURL(/\/product-dashboard$/);
});

test('a guarded page sends the visitor to sign in and back again', async ({ page, request }) => {
  // Confirmed in another client, so this browser is not signed in.
  const account = await createAccount(request);
  await page.goto('/user-profile?tab=sessions');
  await expect(page).toHaveURL(/\/login\?returnUrl=/);
  expect(decodeReturnUrl(page.url())).toBe('/user-profile?tab=sessions');
  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/user-profile\?tab=sessions$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My profile');
});

/** The organisation's own sign-in page, as its profile shows it. */
async function corporateNameOf(page: Page): Promise<string> {
  const response = await page.request.get('/api/Details/Profile');
  const name = (await response.json()).organisation.corporateName as string;
  expect(name).toMatch(/^kavach-payroll-services-/);
  return name;
}

test('an organisation’s sign-in page names it, remembers it, and ends the session of another', async ({
  page,
}) => {
  const { account } = await signInAsNewAdmin(page, { name: 'Farah Khan' });
  const corporateName = await corporateNameOf(page);
  const other = await createAccount(page.request, newAccountDetails('other'));
  await page.request.post('/api/Authentication/Logout', { headers: API_HEADERS });

  await page.goto(`/login?corporateName=${corporateName}`);
  await expect(page.getByText(`Sign in to ${account.organisationName}’s account`)).toBeVisible();
  // Elsewhere on the site, the Sign In links keep the organisation's page.
  const ownPage = `/login?corporateName=${corporateName}`;
  await page.goto('/home');
  await expect(page.getByTestId('header-sign-in')).toHaveAttribute('href', ownPage);
  await page.goto('/sign-up');
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', ownPage);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByText(`Sign in to ${account.organisationName}’s account`)).toBeVisible();
  // Someone from another organisation is turned away here.
  await signInThroughForm(page, other.email, other.password);
  await expect(problem(page)).toContainText('belongs to another organisation');

  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/product-dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('RecheckCorporateName'))).toBe(
    corporateName,
  );
  // Back on the same organisation's page while signed in: straight on to My Apps.
  await page.goto(`/login?corporateName=${corporateName}`);
  await expect(page).toHaveURL(/\/product-dashboard$/);

  // A different organisation's page ends the session, here and on the server.
  await page.goto('/login?corporateName=some-other-firm');
  await expect(notice(page)).toContainText(
    'We could not find an organisation called “some-other-firm”',
  );
  expect(await storedUser(page)).toBeNull();
  const session = await page.request.get('/api/Authentication/Session');
  expect(await session.json()).toEqual({ user: null });
});

test('forgot password: the same answer for any address, a single-use link, signed out everywhere', async ({
  page,
  browser,
}) => {
  const { account } = await signInAsNewAdmin(page);
  // A second device, signed in before the reset.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.request.post('/api/Authentication/Login', {
    headers: API_HEADERS,
    data: { email: account.email, password: account.password },
  });

  await page.goto('/forgot-pass');
  await page.getByLabel('E-mail address').fill('nobody.here@example.in');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  const answer = await notice(page).textContent();
  expect(answer).toContain('If an account uses that address');
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(notice(page)).toHaveText(answer ?? '');

  const link = await linkInMail(account.email, RESET_LINK);
  await page.goto(link);
  const newPassword = `${account.password}-reset`;
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(notice(page)).toContainText('signed out everywhere');
  // Every session ended, and the reset signed no one in.
  expect(await (await page.request.get('/api/Authentication/Session')).json()).toEqual({
    user: null,
  });
  expect(await (await otherPage.request.get('/api/Authentication/Session')).json()).toEqual({
    user: null,
  });
  await other.close();

  await page.goto(link);
  await page
    .getByRole('textbox', { name: 'New password', exact: true })
    .fill(`${newPassword}-again`);
  await page.getByLabel('Confirm new password').fill(`${newPassword}-again`);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(problem(page)).toHaveText(
    'This link has already been used. Please sign in, or ask for a new link.',
  );
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();

  await page.goto('/login');
  await signInThroughForm(page, account.email, newPassword);
  await expect(page).toHaveURL(/\/product-dashboard$/);
});

test('two devices: signing out of one leaves the other; a password change there ends this one', async ({
  page,
  browser,
}) => {
  const { account } = await signInAsNewAdmin(page, { name: 'Ravi Menon' });
  const laptop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const laptopPage = await laptop.newPage();
  await laptopPage.goto('/login');
  await signInThroughForm(laptopPage, account.email, account.password);
  await expect(laptopPage).toHaveURL(/\/product-dashboard$/);

  // The profile lists both sessions.
  await page.goto('/user-profile');
  await expect(page.getByRole('button', { name: 'Sign out other sessions (1)' })).toBeVisible();

  // Signing out here leaves the laptop signed in.
  await (await openUserMenu(page, 'Ravi Menon')).getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await laptopPage.goto('/user-profile');
  await expect(laptopPage.getByRole('heading', { level: 1 })).toHaveText('My profile');

  // Sign in again here; a password change on the laptop signs this device out.
  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/product-dashboard$/);
  await laptopPage.goto('/change-pass');
  const newPassword = `${account.password}-laptop`;
  await laptopPage.getByLabel('Current password').fill(account.password);
  await laptopPage.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await laptopPage.getByLabel('Confirm new password').fill(newPassword);
  await laptopPage.getByRole('button', { name: 'Change password' }).click();
  await expect(notice(laptopPage)).toContainText('other sessions have been signed out');

  // This device's next call is refused, and it lands on the sign-in page.
  await page.goto('/user-profile');
  await expect(page).toHaveURL(/\/login\?returnUrl=/);
  expect(await storedUser(page)).toBeNull();

  // Signed in here again: "Sign out other sessions" ends the laptop's.
  await signInThroughForm(page, account.email, newPassword);
  await expect(page).toHaveURL(/\/user-profile$/);
  await page.getByRole('button', { name: 'Sign out other sessions (1)' }).click();
  await expect(toast(page, 'Success')).toContainText('Your other sessions have been signed out.');
  await expect(page.getByText('You are not signed in anywhere else.')).toBeVisible();
  const laptopSession = await laptopPage.request.get('/api/Authentication/Session');
  expect(await laptopSession.json()).toEqual({ user: null });
  await laptop.close();
});

test('ten minutes without activity sign the user out, here and on the server', async ({ page }) => {
  await page.clock.install();
  await signInAsNewAdmin(page, { name: 'Kiran Rao' });
  await page.goto('/home');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Kiran Rao' })).toBeVisible();

  // Nine minutes in, still signed in.
  await page.clock.fastForward('09:00');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Kiran Rao' })).toBeVisible();
  await page.clock.fastForward('01:30');
  await expect(toast(page, 'Info')).toContainText(
    'You were signed out after 10 minutes without activity.',
  );
  await expect(page.getByRole('banner').getByRole('button', { name: 'Kiran Rao' })).toHaveCount(0);
  expect(await storedUser(page)).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('IsFromCorporateLandingPage'))).toBe(
    'false',
  );
  await expect
    .poll(async () => (await page.request.get('/api/Authentication/Session')).json())
    .toEqual({ user: null });
});

test('activity keeps the user signed in past ten minutes', async ({ page }) => {
  await page.clock.install();
  await signInAsNewAdmin(page, { name: 'Lata Shah' });
  await page.goto('/home');
  const menuButton = page.getByRole('banner').getByRole('button', { name: 'Lata Shah' });
  for (let minute = 0; minute < 3; minute += 1) {
    await page.clock.fastForward('05:00');
    await page.mouse.move(100 + minute * 10, 200);
    await page.keyboard.press('Shift');
  }
  await page.clock.fastForward('00:20');
  await expect(menuButton).toBeVisible();
  expect(await storedUser(page)).not.toBeNull();
});

test('without the app, a sign-in form sent by the browser puts nothing in the address', async ({
  browser,
  baseURL,
}) => {
  const plain = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const html = await plain.newPage();
  await html.goto('/login');
  await html.getByLabel('E-mail address').fill('asha@example.in');
  await html.getByRole('textbox', { name: 'Password', exact: true }).fill('a-secret-passphrase');
  await html.getByRole('button', { name: 'Sign In' }).click();
  await html.waitForLoadState();
  expect(new URL(html.url()).search).toBe('');
  await plain.close();
});

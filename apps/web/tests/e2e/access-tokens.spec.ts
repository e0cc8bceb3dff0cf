import { signInAsNewAdmin } from './accounts';
import { expectNoViolations } from './axe';
import { expectNoSidewaysScroll, expectTargetSizes, openPortalScreen } from './screens';
import { expect, test } from './support';

/** A phone held upright, touched rather than clicked. */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

test('an API access token is created in the profile, works as a bearer, and is refused once revoked', async ({
  page,
  playwright,
  baseURL,
}) => {
  const { account } = await signInAsNewAdmin(page, { name: 'Asha Iyer' });
  await openPortalScreen(page, 'user-profile');
  const section = page.getByRole('region', { name: 'API access tokens' });
  await expect(section.getByText('No tokens yet.')).toBeVisible();

  await section.getByLabel('Token name').fill('Nightly payroll export');
  await section.getByLabel('Access').selectOption({ label: 'Read only' });
  await section.getByRole('button', { name: 'Create token' }).click();

  const notice = section.getByRole('region', { name: 'Your new token' });
  await expect(notice.getByText('it will not be shown again')).toBeVisible();
  const token = await notice.getByLabel('Token').inputValue();
  expect(token).toMatch(/^prk_pat_[\w-]{43}$/);
  await expect(section.getByRole('rowheader', { name: 'Nightly payroll export' })).toBeVisible();

  // The new token, the list as cards and the form fit the phone, and axe finds nothing.
  await expectNoSidewaysScroll(page, 'profile with a new token');
  await expectTargetSizes(page, { what: 'profile with a new token' });
  await expectNoViolations(page, 'profile with a new token');

  // An API client with nothing but the token: no cookie, no CSRF header.
  const client = await playwright.request.newContext({ baseURL });
  const asClient = () =>
    client.get('/api/Details/Profile', { headers: { Authorization: `Bearer ${token}` } });
  const used = await asClient();
  expect(used.status()).toBe(200);
  expect((await used.json()).user.email).toBe(account.email);
  const write = await client.put('/api/Details/Profile', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: 'Changed by a script', mobile: account.mobile },
  });
  expect(write.status()).toBe(403);
  expect((await write.json()).error.code).toBe('TOKEN_READ_ONLY');

  await notice.getByRole('button', { name: 'I have copied it' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByText(token)).toHaveCount(0);

  // The list shows the use once the page reads it again.
  await page.reload();
  const row = section.getByRole('row', { name: /Nightly payroll export/ });
  await expect(row).not.toContainText('Never used');
  await expectNoSidewaysScroll(page, 'profile listing a used token');
  await expectNoViolations(page, 'profile listing a used token');

  const revoke = row.getByRole('button', { name: 'Revoke Nightly payroll export' });
  await revoke.click();
  const dialog = page.getByRole('alertdialog', { name: 'Revoke “Nightly payroll export”?' });
  await expect(dialog).toBeVisible();
  await expectNoViolations(page, 'revoke confirmation');
  await dialog.getByRole('button', { name: 'Keep token' }).click();
  await expect(revoke).toBeFocused();

  await revoke.click();
  await dialog.getByRole('button', { name: 'Revoke token' }).click();
  await expect(section.getByText('No tokens yet.')).toBeVisible();
  await expect(section.getByRole('heading', { name: 'API access tokens' })).toBeFocused();

  const refused = await asClient();
  expect(refused.status()).toBe(401);
  await client.dispose();
});

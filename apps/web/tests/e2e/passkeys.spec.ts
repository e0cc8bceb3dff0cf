import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { joinByInvitation, signInAsNewAdmin } from './accounts';
import { expectNoViolations } from './axe';
import { expectFitsPhone, openPortalScreen } from './screens';
import { test as base, expect } from './support';

/**
 * WebAuthn refuses an IP address as a passkey's site, and the shared test server's PUBLIC_URL is
 * 127.0.0.1: each worker starts a server of its own whose PUBLIC_URL is on `localhost`, and this
 * file's pages, requests and mailbox go to it.
 */
async function startLocalhostServer(port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'prakar-e2e-passkeys-')),
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://localhost:${port}`,
      TRUST_PROXY: 'true',
    },
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${port}/api/ready`).then(
          (response) => response.ok,
          () => false,
        ),
      { timeout: 90_000, intervals: [500] },
    )
    .toBe(true);
  return server;
}

const test = base.extend<{ mailboxHere: undefined }, { localhostServer: string }>({
  localhostServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
    async ({}, use, workerInfo) => {
      const port = Number(process.env.E2E_PORT ?? 3100) + 1 + workerInfo.workerIndex;
      const server = await startLocalhostServer(port);
      await use(`http://localhost:${port}`);
      server.kill();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ localhostServer }, use) => use(localhostServer),
  // The mailbox helpers read the server named here (mailbox.ts); put back for the next file.
  mailboxHere: [
    async ({ localhostServer }, use) => {
      const shared = process.env.E2E_BASE_URL;
      process.env.E2E_BASE_URL = localhostServer;
      await use(undefined);
      process.env.E2E_BASE_URL = shared;
    },
    { auto: true },
  ],
});

/**
 * Chromium's virtual authenticator, as a phone's or laptop's built-in one: it keeps discoverable
 * passkeys and verifies the user (a fingerprint, say) without asking.
 */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return {
    credentials: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

async function signOut(page: Page, name: string, phone: boolean) {
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: phone ? 'Menu' : name }).click();
  await page
    .getByRole('menuitem', { name: 'Logout' })
    .or(page.getByRole('button', { name: 'Logout' }))
    .or(page.getByRole('link', { name: 'Logout' }))
    .click();
  // Signed out: on the login page, or a page whose header offers to sign in.
  await expect(
    page
      .getByRole('heading', { name: 'Sign in to your account' })
      .or(banner.getByRole('link', { name: /sign in/i }))
      .first(),
  ).toBeVisible();
}

const screens = [
  { name: 'a laptop', viewport: { width: 1280, height: 800 }, hasTouch: false },
  { name: 'a phone', viewport: { width: 360, height: 740 }, hasTouch: true },
];

for (const { name, viewport, hasTouch } of screens) {
  test.describe(`passkeys on ${name}`, () => {
    test.use({ viewport, hasTouch });
    const phone = viewport.width < 400;

    test('a passkey is added in the profile, renamed, signs in alone, and is removed', async ({
      page,
    }) => {
      const authenticator = await addVirtualAuthenticator(page);
      const { account } = await signInAsNewAdmin(page, { name: 'Asha Iyer' });
      await openPortalScreen(page, 'user-profile');
      const section = page.getByRole('region', { name: 'Passkeys' });
      await expect(section.getByText('No passkeys yet.')).toBeVisible();

      await section.getByLabel('Passkey name').fill('Work laptop');
      await section.getByRole('button', { name: 'Add a passkey' }).click();
      await expect(section.getByRole('rowheader', { name: 'Work laptop' })).toBeVisible();
      expect(await authenticator.credentials()).toHaveLength(1);
      await expect(section.getByRole('row', { name: /Work laptop/ })).toContainText('Not used yet');
      if (phone) await expectFitsPhone(page, 'profile with a passkey');
      else await expectNoViolations(page, 'profile with a passkey');

      await section.getByRole('button', { name: 'Rename Work laptop' }).click();
      const dialog = page.getByRole('dialog', { name: 'Rename “Work laptop”' });
      await dialog.getByLabel('Passkey name').fill('Asha’s phone');
      await expectNoViolations(page, 'renaming a passkey');
      await dialog.getByRole('button', { name: 'Save name' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(section.getByRole('rowheader', { name: 'Asha’s phone' })).toBeVisible();

      await signOut(page, account.name, phone);
      await page.goto('/login');
      const passkeyButton = page.getByRole('button', { name: 'Use a passkey' });
      if (phone) await expectFitsPhone(page, 'login page', { primary: [passkeyButton] });
      await passkeyButton.click();
      // Signed in with no e-mail address and no password: on to My Apps.
      await expect(page).toHaveURL(/\/product-dashboard$/);

      await openPortalScreen(page, 'user-profile');
      const used = section.getByRole('row', { name: /Asha’s phone/ });
      await expect(used).not.toContainText('Not used yet');
      await used.getByRole('button', { name: 'Remove Asha’s phone' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Remove passkey' }).click();
      await expect(section.getByText('No passkeys yet.')).toBeVisible();

      // The device still offers it, but it no longer signs in.
      await signOut(page, account.name, phone);
      await page.goto('/login');
      await page.getByRole('button', { name: 'Use a passkey' }).click();
      await expect(page.getByText('That passkey did not sign you in.')).toBeVisible();
      await expect(page).toHaveURL(/\/login/);
    });
  });
}

test('in an organisation requiring two-step sign-in, a member adds a passkey instead of an app, then signs in with the password and the passkey', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await addVirtualAuthenticator(page);
  await signInAsNewAdmin(page, { name: 'Meera Pillai' });
  await openPortalScreen(page, 'user-profile');
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await passkeys.getByLabel('Passkey name').fill('Work laptop');
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(passkeys.getByRole('rowheader', { name: 'Work laptop' })).toBeVisible();
  // The passkey is her two-step sign-in: she may require it of everyone, herself included.
  const policy = page.getByRole('region', { name: 'Two-step sign-in for your organisation' });
  await policy.getByLabel('Two-step sign-in required for').selectOption({ label: 'Everyone' });
  await policy.getByRole('button', { name: 'Save policy' }).click();
  await expect(page.getByText('The two-step sign-in policy is saved.')).toBeVisible();

  const theirs = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': `10.253.0.${Date.now() % 250}` },
  });
  try {
    const ravi = await theirs.newPage();
    await addVirtualAuthenticator(ravi);
    const member = await joinByInvitation(page.request, ravi, {
      role: 'org_user',
      name: 'Ravi Menon',
    });
    await theirs.clearCookies();
    const givePassword = async () => {
      await ravi.getByLabel('E-mail address').fill(member.email);
      await ravi.getByRole('textbox', { name: 'Password', exact: true }).fill(member.password);
      await ravi.getByRole('button', { name: 'Sign In' }).click();
    };
    // On his way to the matters he is held back to set up two-step sign-in: a passkey, not an app.
    await ravi.goto('/matters');
    await expect(ravi).toHaveURL(/\/login\?returnUrl=/);
    await givePassword();
    await expect(ravi).toHaveURL(/\/user-profile\?returnUrl=/);
    await ravi.getByRole('button', { name: 'Add a passkey instead' }).click();
    await ravi.getByLabel('Passkey name').fill('Ravi’s phone');
    await expectNoViolations(ravi, 'adding a passkey instead of an app');
    await ravi.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(ravi).toHaveURL(/\/matters$/);

    await signOut(ravi, 'Ravi Menon', false);
    await ravi.goto('/login');
    await givePassword();
    // No authenticator app: the passkey is the only second step offered.
    const usePasskey = ravi.getByRole('button', { name: 'Use your passkey' });
    await expect(usePasskey).toBeFocused();
    await expect(ravi.getByLabel('Code from your authenticator app')).toHaveCount(0);
    await expectNoViolations(ravi, 'the passkey as the second step');
    await usePasskey.click();
    await expect(ravi).toHaveURL(/\/product-dashboard$/);
    await expect(ravi.getByRole('heading', { name: 'My Apps' })).toBeVisible();
  } finally {
    await theirs.close();
  }
});

import type { APIRequestContext, Locator } from '@playwright/test';
import { WRONG_CODE_MESSAGE } from '@prakar/shared/two-factor';
import { API_HEADERS, INVITE_LINK, invite, signInAsNewAdmin } from './accounts';
import { authenticator, setUpTwoStepWhenAsked } from './authenticator';
import { expectNoViolations } from './axe';
import { linkInMail, uniqueAddress } from './mailbox';
import { expectFitsPhone } from './screens';
import { expect, test } from './support';

/** Two-step sign-in turned on through the API for the user signed in with `request`. */
async function turnOnThroughApi(request: APIRequestContext) {
  const setUp = await request.post('/api/Details/TwoFactor/SetUp', { headers: API_HEADERS });
  expect(setUp.status(), await setUp.text()).toBe(200);
  const app = authenticator((await setUp.json()).secret);
  const confirmed = await request.post('/api/Details/TwoFactor/Confirm', {
    headers: API_HEADERS,
    data: { code: await app.nextCode() },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

/** A colleague invited by the administrator signed in with `admin`, with a password of their own. */
async function invitedColleague(admin: APIRequestContext, request: APIRequestContext) {
  const email = uniqueAddress('colleague');
  await invite(admin, { email });
  const link = await linkInMail(email, INVITE_LINK);
  const password = `monsoon-ledger-${Date.now().toString(36)}`;
  const accepted = await request.post('/api/Authentication/AcceptInvitation', {
    headers: API_HEADERS,
    data: {
      token: new URLSearchParams(link.split('?')[1]).get('invite'),
      name: 'Ravi Menon',
      mobile: '9876543210',
      password,
      confirmPassword: password,
    },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return { email, password };
}

const screens = [
  { name: 'a laptop', viewport: { width: 1280, height: 800 }, hasTouch: false },
  { name: 'a phone', viewport: { width: 360, height: 740 }, hasTouch: true },
] as const;

for (const { name, viewport, hasTouch } of screens) {
  test.describe(`two-step sign-in on ${name}`, () => {
    test.use({ viewport, hasTouch });
    const phone = viewport.width < 400;

    test('turned on from the profile, asked for at sign-in, a recovery code works once, turned off with a code', async ({
      page,
    }) => {
      test.setTimeout(150_000);
      /** A person taps on a phone and clicks on a laptop. */
      const press = (target: Locator) => (phone ? target.tap() : target.click());
      const check = async (what: string) => {
        // A toast's close button sits over the page until it goes.
        await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
        await (phone ? expectFitsPhone(page, what) : expectNoViolations(page, what));
      };
      const signOut = async (as: string) => {
        const banner = page.getByRole('banner');
        if (phone) {
          await press(banner.getByRole('button', { name: 'Menu' }));
          await press(page.getByRole('button', { name: 'Logout' }));
        } else {
          await banner.getByRole('button', { name: as }).click();
          await page.getByRole('menuitem', { name: 'Logout' }).click();
        }
        await expect(page).toHaveURL(/\/login$/);
      };
      const givePassword = async (email: string, password: string) => {
        await page.getByLabel('E-mail address').fill(email);
        await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
        await press(page.getByRole('button', { name: 'Sign In' }));
      };

      const { account } = await signInAsNewAdmin(page, { name: 'Asha Iyer' });
      await page.goto('/user-profile');
      const section = page.getByRole('region', { name: 'Two-step sign-in' });
      await press(section.getByRole('button', { name: 'Set up two-step sign-in' }));

      // The QR code for the phone's camera, and the key typed out for those who type it.
      await expect(section.getByRole('img', { name: /QR code/ })).toBeVisible();
      const typedKey = (await section.locator('code').first().textContent()) ?? '';
      expect(typedKey).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
      const app = authenticator(typedKey);
      const confirmCode = section.getByLabel('Code from your authenticator app');
      await expect(confirmCode).toHaveAttribute('autocomplete', 'one-time-code');
      await check('setting up two-step sign-in');
      await confirmCode.fill('000000');
      await press(section.getByRole('button', { name: 'Turn on two-step sign-in' }));
      await expect(confirmCode).toHaveAccessibleDescription(WRONG_CODE_MESSAGE);
      await confirmCode.fill(await app.nextCode());
      await press(section.getByRole('button', { name: 'Turn on two-step sign-in' }));

      // The ten recovery codes, shown once, kept by downloading them.
      const saved = section.getByRole('region', { name: 'Your recovery codes' });
      await expect(saved.getByRole('listitem')).toHaveCount(10);
      const codes = await saved.getByRole('listitem').allTextContents();
      for (const code of codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
      const download = page.waitForEvent('download');
      await press(saved.getByRole('link', { name: 'Download as .txt' }));
      expect((await download).suggestedFilename()).toBe('prakar-recovery-codes.txt');
      await check('the recovery codes, shown once');
      await press(saved.getByRole('button', { name: 'I have saved them' }));
      await expect(section.getByText('10 recovery codes left.')).toBeVisible();
      await expect(page.getByText(codes[0] ?? '')).toHaveCount(0);

      // The password alone no longer signs in: the code from the app does the rest.
      await signOut('Asha Iyer');
      await givePassword(account.email, account.password);
      const signInCode = page.getByLabel('Code from your authenticator app');
      await expect(signInCode).toBeFocused();
      await check('the second step of a sign-in');
      await signInCode.fill(await app.nextCode());
      await press(page.getByRole('button', { name: 'Sign In' }));
      await expect(page).toHaveURL(/\/product-dashboard$/);

      // A recovery code signs in once; the same code is refused after.
      const recoveryCode = codes[3] ?? '';
      for (const attempt of ['first', 'again']) {
        if (attempt === 'first') await signOut('Asha Iyer');
        await givePassword(account.email, account.password);
        await press(page.getByRole('button', { name: 'Use a recovery code instead' }));
        await page.getByLabel('Recovery code').fill(recoveryCode);
        await press(page.getByRole('button', { name: 'Sign In' }));
        if (attempt === 'first') {
          await expect(page).toHaveURL(/\/product-dashboard$/);
          await signOut('Asha Iyer');
        }
      }
      await expect(page.getByLabel('Recovery code')).toHaveAccessibleDescription(
        WRONG_CODE_MESSAGE,
      );
      await press(page.getByRole('button', { name: 'Use a code from your authenticator app' }));
      await page.getByLabel('Code from your authenticator app').fill(await app.nextCode());
      await press(page.getByRole('button', { name: 'Sign In' }));
      await expect(page).toHaveURL(/\/product-dashboard$/);

      // Turning it off asks first, then takes a current code.
      await page.goto('/user-profile');
      await expect(section.getByText('9 recovery codes left.')).toBeVisible();
      await press(section.getByRole('button', { name: 'Turn off' }));
      await press(page.getByRole('alertdialog').getByRole('button', { name: 'Continue' }));
      await section
        .getByLabel('Code from your authenticator app, or a recovery code')
        .fill(await app.nextCode());
      await press(section.getByRole('button', { name: 'Turn off two-step sign-in' }));
      await expect(section.getByRole('button', { name: 'Set up two-step sign-in' })).toBeVisible();

      await signOut('Asha Iyer');
      await givePassword(account.email, account.password);
      await expect(page).toHaveURL(/\/product-dashboard$/);
    });

    test('an administrator requires it of everyone; a colleague without it sets it up right after the password, then goes on', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const press = (target: Locator) => (phone ? target.tap() : target.click());
      await signInAsNewAdmin(page, { name: 'Asha Iyer' });
      const colleagueContext = await browser.newContext({
        viewport,
        hasTouch,
        extraHTTPHeaders: { 'X-Forwarded-For': `10.252.${phone ? 1 : 0}.${Date.now() % 250}` },
      });
      try {
        const colleague = await colleagueContext.newPage();
        const { email, password } = await invitedColleague(page.request, colleague.request);
        await colleagueContext.clearCookies();

        // The administrator's own comes first; then the policy on the profile.
        await turnOnThroughApi(page.request);
        await page.goto('/user-profile');
        const policy = page.getByLabel('Two-step sign-in required for');
        await expect(policy).toHaveValue('nobody');
        await policy.selectOption({ label: 'Everyone' });
        await press(page.getByRole('button', { name: 'Save policy' }));
        await expect(page.getByText('The two-step sign-in policy is saved.')).toBeVisible();

        // The colleague, on their way to the matters, is led to set it up first.
        await colleague.goto('/matters');
        await expect(colleague).toHaveURL(/\/login\?returnUrl=/);
        await colleague.getByLabel('E-mail address').fill(email);
        await colleague.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
        await press(colleague.getByRole('button', { name: 'Sign In' }));
        await expect(colleague).toHaveURL(/\/user-profile\?returnUrl=/);
        await expect(colleague.getByText('Your organisation asks everyone')).toBeVisible();
        const section = colleague.getByRole('region', { name: 'Two-step sign-in' });
        await press(section.getByRole('button', { name: 'Set up two-step sign-in' }));
        const typedKey = (await section.locator('code').first().textContent()) ?? '';
        await (phone
          ? expectFitsPhone(colleague, 'the set-up the organisation requires')
          : expectNoViolations(colleague, 'the set-up the organisation requires'));
        await section
          .getByLabel('Code from your authenticator app')
          .fill(await authenticator(typedKey).nextCode());
        await press(section.getByRole('button', { name: 'Turn on two-step sign-in' }));
        await press(section.getByRole('button', { name: 'I have saved them' }));
        await expect(colleague).toHaveURL(/\/matters$/);
        await expect(colleague.getByRole('heading', { level: 1 })).toBeVisible();
      } finally {
        await colleagueContext.close();
      }
    });
  });
}

test('a member of an organisation that requires it of everyone, joining or signing in with nowhere else to go, sets it up first, then reaches My Apps', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInAsNewAdmin(page, { name: 'Asha Iyer' });
  await turnOnThroughApi(page.request);
  const policy = await page.request.put('/api/Details/TwoFactorPolicy', {
    headers: API_HEADERS,
    data: { policy: 'everyone' },
  });
  expect(policy.status(), await policy.text()).toBe(200);

  // Invited, the colleague joins from the mail: the set-up comes before My Apps.
  const email = uniqueAddress('colleague');
  await invite(page.request, { email });
  const password = `monsoon-ledger-${Date.now().toString(36)}`;
  const joining = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const ravi = await joining.newPage();
  await ravi.goto(await linkInMail(email, INVITE_LINK));
  await ravi.getByLabel('Your name').fill('Ravi Menon');
  await ravi.getByLabel('Mobile number').fill('98765 43210');
  await ravi.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await ravi.getByLabel('Confirm password').fill(password);
  await ravi.getByRole('button', { name: /^Join / }).click();
  await expect(ravi).toHaveURL(/\/user-profile\?returnUrl=/);
  await expect(ravi.getByText('Your organisation asks everyone')).toBeVisible();
  await joining.close();

  // Later, on another computer, he signs in from the sign-in page itself: still set-up first.
  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const colleague = await desk.newPage();
    await colleague.goto('/login');
    await colleague.getByLabel('E-mail address').fill(email);
    await colleague.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await colleague.getByRole('button', { name: 'Sign In' }).click();
    await expect(colleague).toHaveURL(/\/user-profile\?returnUrl=/);
    await expect(colleague.getByText('Your organisation asks everyone')).toBeVisible();

    // My Apps, opened by hand before the set-up, leads back to it rather than failing.
    await colleague.goto('/product-dashboard');
    await expect(colleague).toHaveURL(/\/user-profile\?returnUrl=/);

    await setUpTwoStepWhenAsked(colleague);
    await expect(colleague).toHaveURL(/\/product-dashboard$/);
    await expect(colleague.getByRole('heading', { name: 'Your apps' })).toBeVisible();
    await expect(colleague.getByTestId('app-EPOI')).toBeVisible();
    await expect(colleague.getByText('We could not load your apps.')).toHaveCount(0);
  } finally {
    await desk.close();
  }
});

import type { APIRequestContext, Locator, Page, Request } from '@playwright/test';
import { type Account, completeProfile, createAccount, newAccountDetails } from './accounts';
import { tabTo } from './keyboard';
import { uniqueAddress } from './mailbox';
import { saveCart } from './orders';
import { expect, test } from './support';

/**
 * Public forms are pre-rendered and the app starts when the visitor acts (docs/decisions/0050).
 * These tests act the moment the page has loaded, as people and their tools do: nothing they type,
 * paste or fill may be lost, and no control may be presented as disabled meanwhile.
 */
test.use({ viewport: { width: 1280, height: 800 } });

/** A verified account with a complete profile, made in its own request context (not the page's). */
async function readyAccount(request: APIRequestContext): Promise<Account> {
  const account = await createAccount(request, newAccountDetails('typist'));
  await completeProfile(request, account);
  return account;
}

const emailField = (page: Page) => page.getByLabel('E-mail address');
const passwordField = (page: Page) => page.getByRole('textbox', { name: 'Password', exact: true });

async function expectSignedIn(page: Page, account: Account) {
  await expect(page).toHaveURL(/\/product-dashboard$/);
  await expect(page.getByRole('banner').getByRole('button', { name: account.name })).toBeVisible();
}

/** Clicks (or taps) `field` and types into it at once, a key every `delay` ms. */
async function clickAndType(page: Page, field: Locator, text: string, delay = 50) {
  if (page.viewportSize()?.width === 360) await field.tap();
  else await field.click();
  await page.keyboard.type(text, { delay });
}

for (const cpu of [1, 4]) {
  test(`sign-in typed at once at 50 ms a key, with the CPU ${cpu}× slower, signs in`, async ({
    page,
    request,
  }) => {
    const account = await readyAccount(request);
    if (cpu > 1) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    }
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('data-app-start', 'waiting');
    await clickAndType(page, emailField(page), account.email);
    await clickAndType(page, passwordField(page), account.password);
    const sent = page.waitForRequest('**/api/Authentication/Login');
    await page.keyboard.press('Enter');
    expect((await sent).postDataJSON()).toMatchObject({
      email: account.email,
      password: account.password,
    });
    await expectSignedIn(page, account);
  });
}

test('a keyboard alone signs in at an ordinary pace, and an empty Sign In shows what is missing', async ({
  page,
  request,
}) => {
  const account = await readyAccount(request);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Please enter your e-mail address.')).toBeVisible();

  await page.goto('/login');
  await tabTo(page, emailField(page));
  await page.keyboard.type(account.email, { delay: 80 });
  await page.keyboard.press('Tab');
  await page.keyboard.type(account.password, { delay: 80 });
  await page.keyboard.press('Enter');
  await expectSignedIn(page, account);
});

test('a password manager’s fill as the page opens is kept, and Sign In sends it', async ({
  page,
  request,
}) => {
  const account = await readyAccount(request);
  // As a browser's saved-password fill: the values are set and announced, no field is focused.
  await page.addInitScript(
    (saved) => {
      document.addEventListener('DOMContentLoaded', () => {
        for (const [autocomplete, value] of Object.entries(saved)) {
          const field = document.querySelector<HTMLInputElement>(
            `[autocomplete="${autocomplete}"]`,
          );
          if (!field) continue;
          field.value = value;
          field.dispatchEvent(new Event('input', { bubbles: true }));
          field.dispatchEvent(new Event('change', { bubbles: true }));
        }
      });
    },
    { username: account.email, 'current-password': account.password },
  );
  await page.goto('/login');
  await expect(emailField(page)).toHaveValue(account.email);
  const sent = page.waitForRequest('**/api/Authentication/Login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ email: account.email });
  await expectSignedIn(page, account);
});

interface PublicForm {
  path: string;
  endpoint: string;
  submit: string;
  /** Each field by its label, with what is filled into it and expected in the request body. */
  fields: [label: string | RegExp, key: string, value: string][];
  check?: string | RegExp;
}

const password = 'monsoon-ledger-47-quietly';
const PUBLIC_FORMS: PublicForm[] = [
  {
    path: '/login',
    endpoint: 'Authentication/Login',
    submit: 'Sign In',
    fields: [
      ['E-mail address', 'email', uniqueAddress('fill')],
      [/^Password/, 'password', password],
    ],
  },
  {
    path: '/sign-up',
    endpoint: 'Authentication/SignUp',
    submit: 'Create account',
    fields: [
      ['Your name', 'name', 'Asha Verma'],
      ['Work e-mail address', 'email', uniqueAddress('asha.verma')],
      ['Mobile number', 'mobile', '9820012345'],
      ['Organisation name', 'organisationName', `Verma Payroll ${Date.now()}`],
      [/^Password/, 'password', password],
      ['Confirm password', 'confirmPassword', password],
    ],
    check: /I accept the terms of use/,
  },
  {
    path: '/forgot-pass',
    endpoint: 'Authentication/ForgotPassword',
    submit: 'Send reset link',
    fields: [['E-mail address', 'email', uniqueAddress('forgot')]],
  },
  {
    path: '/reset-password?token=an-expired-link',
    endpoint: 'Authentication/ResetPassword',
    submit: 'Set new password',
    fields: [
      [/^New password/, 'password', password],
      [/^Confirm/, 'confirmPassword', password],
    ],
  },
  {
    path: '/contact-us',
    endpoint: 'Details/Contact',
    submit: 'Send Message',
    fields: [
      ['Name', 'name', 'Asha Verma'],
      ['Email', 'email', uniqueAddress('asha')],
      ['Subject', 'subject', 'Form 16 for 2025-26'],
      ['Comments', 'comments', 'We file 24Q for 180 employees; please call me.'],
    ],
  },
];

function fieldIn(page: Page, label: string | RegExp): Locator {
  return page.getByRole('main').getByRole('textbox', { name: label, exact: true });
}

for (const form of PUBLIC_FORMS) {
  test(`${form.path}: every field filled right after loading is sent`, async ({ page }) => {
    await page.goto(form.path);
    for (const [label, , value] of form.fields) await fieldIn(page, label).fill(value);
    if (form.check) await page.getByRole('main').getByLabel(form.check).check();
    const sent = page.waitForRequest(
      (request: Request) =>
        request.method() === 'POST' && request.url().endsWith(`/api/${form.endpoint}`),
    );
    await page.getByRole('main').getByRole('button', { name: form.submit }).click();
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    for (const [, key, value] of form.fields) expect(body[key], key).toBe(value);
  });

  test(`${form.path}: no control is presented as disabled before the app starts`, async ({
    page,
  }) => {
    await page.goto(form.path, { waitUntil: 'domcontentloaded' });
    const tree = await page.getByRole('main').ariaSnapshot();
    expect(tree).toContain('textbox');
    expect(tree).not.toContain('[disabled]');
    await expect(page.getByRole('main').locator(':disabled')).toHaveCount(0);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('the sign-up form keeps what is typed right after a tap', async ({ page }) => {
    await page.goto('/sign-up');
    const name = page.getByLabel('Your name');
    await clickAndType(page, name, 'Asha Verma');
    const email = uniqueAddress('asha.verma');
    await clickAndType(page, page.getByLabel('Work e-mail address'), email);
    await expect(name).toHaveValue('Asha Verma');
    await expect(page.getByLabel('Work e-mail address')).toHaveValue(email);
  });

  test('the contact panel keeps what is typed right after a tap', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).tap();
    await page.getByRole('banner').getByRole('button', { name: 'Contact Us' }).tap();
    const panel = page.getByRole('dialog', { name: 'Contact us' });
    await clickAndType(page, panel.getByLabel('Name'), 'Asha Verma');
    await clickAndType(page, panel.getByLabel('Email'), 'asha@example.in');
    await expect(panel.getByLabel('Name')).toHaveValue('Asha Verma');
    await expect(panel.getByLabel('Email')).toHaveValue('asha@example.in');
  });

  test('the contact page keeps what is typed right after a tap', async ({ page }) => {
    await page.goto('/contact-us');
    const name = fieldIn(page, 'Name');
    await clickAndType(page, name, 'Asha Verma');
    await expect(name).toHaveValue('Asha Verma');
  });
});

test('a visitor signed in elsewhere is known on every page at once, with the server’s cart', async ({
  browser,
  request,
}) => {
  const account = await readyAccount(request);
  await saveCart(request, [{ planCode: 'SMART_TDS_5', quantity: 1 }]);
  // A fresh browser holding only the session's cookies, as after a sibling app's sign-in.
  const context = await browser.newContext({ storageState: await request.storageState() });
  const page = await context.newPage();
  const banner = page.getByRole('banner');
  for (const path of ['/home', '/add-cart', '/checkout']) {
    await page.goto(path);
    await expect(banner.getByRole('button', { name: account.name }), path).toBeVisible();
    await expect(banner.getByRole('link', { name: /^Cart,/ }), path).toHaveAccessibleName(
      'Cart, 1 plan',
    );
  }
  await expect(page.getByRole('main')).toContainText('Smart TDS');
  await context.close();
});

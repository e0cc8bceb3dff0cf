import type { Page } from '@playwright/test';
import { signInAsNewAdmin } from './accounts';
import { forEachRoute, listed } from './screens';
import {
  ACCOUNT_CONTROLS,
  expect,
  expectSalesContacts,
  FOOTER_HIDDEN,
  NAV_HIDDEN,
  test,
} from './support';

test.use({ viewport: { width: 1280, height: 800 } });

const publicSample = [
  'home',
  'login',
  'sign-up',
  'forgot-pass',
  'error',
  'E-poi',
  'sitemap',
  'nav-component',
  'footer',
];
const guardedSample = [
  'change-pass',
  'user-profile',
  'user-management',
  'user-management/users',
  'user-management/access-control',
  'transaction-history',
  'my-subscription',
  'paynow',
];

async function expectShell(page: Page, route: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const header = page.getByRole('banner');
  const footer = page.getByRole('contentinfo');
  if (NAV_HIDDEN.includes(route)) await expect(header).toHaveCount(0);
  else await expect(header.getByRole('navigation', { name: 'Main' })).toBeVisible();
  if (FOOTER_HIDDEN.includes(route)) await expect(footer).toHaveCount(0);
  else await expect(footer).toBeVisible();
}

test.describe('navigation and footer visibility', () => {
  test(`on ${listed(publicSample)}`, async ({ page }) => {
    await forEachRoute(publicSample, async (route) => {
      await page.goto(`/${route}`);
      await expectShell(page, route);
    });
  });
  test(`on ${listed(guardedSample)}, signed in`, async ({ page }) => {
    await signInAsNewAdmin(page, { name: 'Asha Iyer' });
    await forEachRoute(guardedSample, async (route) => {
      await page.goto(`/${route}`);
      await expectShell(page, route);
    });
  });
});

test('the footer shows the sales contacts, the links and the copyright line', async ({ page }) => {
  // A page built in one year and read in the next says the year it is read in.
  await page.clock.setFixedTime(new Date('2031-01-02T10:00:00+05:30'));
  await page.goto('/footer');
  const footer = page.getByRole('contentinfo');
  await expectSalesContacts(footer);
  await expect(footer).toContainText(
    '© 2031 Prakar Tax Advisory Private Limited. All rights reserved.',
  );
  const links = footer.getByRole('navigation', { name: 'Footer' }).getByRole('link');
  await expect(links).toHaveText([
    'E-POI',
    'Smart TDS',
    'E-Form16',
    'Assessments & Appeals',
    'Tribunal & Quasi-Judicial Forums',
    'Transfer Pricing & International Taxation',
    'Online Dispute Resolution',
    'About',
    'Careers',
    'Terms',
    'Privacy Policy',
    'Security and Privacy',
    'Refund Policy',
    'Accessibility',
    'Site Map',
  ]);
});

test('anonymous visitors get one Sign Up action and one Sign In link', async ({ page }) => {
  await page.goto('/nav-component');
  const header = page.getByRole('banner');
  const primary = header.getByTestId('primary-auth').filter({ visible: true });
  await expect(primary).toHaveText('Sign Up');
  await expect(primary).toHaveAttribute('href', '/sign-up');
  await expect(header.getByTestId('header-sign-in')).toHaveAttribute('href', '/login');
  await expect(header.getByRole('link', { name: 'Sign Up' }).filter({ visible: true })).toHaveCount(
    1,
  );
  await expect(header.getByRole('link', { name: 'Sign In' }).filter({ visible: true })).toHaveCount(
    1,
  );
  await expect(header.getByTestId('user-menu-trigger')).toHaveCount(0);
});

test('on a phone the header and its menu offer Sign Up once', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/home');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Menu' }).click();
  await expect(header.getByRole('link', { name: 'Sign In' }).filter({ visible: true })).toHaveCount(
    1,
  );
  await expect(header.getByRole('link', { name: 'Sign Up' }).filter({ visible: true })).toHaveCount(
    1,
  );
});

async function openUserMenu(page: Page, name: string) {
  await page.getByRole('banner').getByRole('button', { name }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

test('an administrator sees every account item', async ({ page }) => {
  await signInAsNewAdmin(page, { name: 'Asha Iyer' });
  await page.goto('/home');
  await expect(page.getByRole('banner').getByTestId('primary-auth')).toHaveCount(0);
  const menu = await openUserMenu(page, 'Asha Iyer');
  await expect(menu.getByRole('menuitem')).toHaveText(ACCOUNT_CONTROLS);
});

test('My Apps asks for the profile first while it is incomplete', async ({ page }) => {
  await signInAsNewAdmin(page, { name: 'Asha Iyer', profileComplete: false });
  await page.goto('/home');
  const menu = await openUserMenu(page, 'Asha Iyer');
  await menu.getByRole('menuitem', { name: 'My Apps' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile Details' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    'Profile details are missing or incomplete. Please provide the required information to proceed.',
  );
  await expect(page).toHaveURL(/\/home$/);
  await dialog.getByRole('link', { name: 'Update Profile' }).click();
  await expect(page).toHaveURL(/\/user-profile$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My profile');
});

test('items that need no profile navigate even while it is incomplete', async ({ page }) => {
  await signInAsNewAdmin(page, { name: 'Asha Iyer', profileComplete: false });
  await page.goto('/home');
  const menu = await openUserMenu(page, 'Asha Iyer');
  await menu.getByRole('menuitem', { name: 'My Subscription' }).click();
  await expect(page).toHaveURL(/\/my-subscription$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('My Apps opens the apps page when the profile is complete', async ({ page }) => {
  await signInAsNewAdmin(page, { name: 'Asha Iyer' });
  await page.goto('/home');
  const menu = await openUserMenu(page, 'Asha Iyer');
  await menu.getByRole('menuitem', { name: 'My Apps' }).click();
  await expect(page).toHaveURL(/\/product-dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My apps');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('Logout ends the server session, clears local storage and goes to login', async ({ page }) => {
  await signInAsNewAdmin(page, { name: 'Asha Iyer' });
  await page.goto('/E-poi');
  await page.evaluate(() => localStorage.setItem('UserCart', '[{"plan":"TDS-5"}]'));
  const menu = await openUserMenu(page, 'Asha Iyer');
  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  // The session ended on the server too: the cookie no longer signs anyone in.
  const session = await page.request.get('/api/Authentication/Session');
  expect(await session.json()).toEqual({ user: null });
  await page.goto('/home');
  await expect(
    page.getByRole('banner').getByTestId('primary-auth').filter({ visible: true }),
  ).toHaveText('Sign Up');
});

test.describe('keyboard', () => {
  async function tabTo(page: Page, name: string) {
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => document.activeElement?.textContent?.trim());
      if (focused === name) return;
    }
    throw new Error(`Tab never reached ${name}`);
  }

  test('Products opens with Enter, Space and ArrowDown, and Escape closes it', async ({ page }) => {
    await page.goto('/home');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    const products = nav.getByRole('button', { name: 'Products' });
    const epoi = nav.getByRole('link', { name: 'E-POI' });

    await tabTo(page, 'Products');
    await expect(products).toBeFocused();
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await expect(epoi).toBeHidden();

    await page.keyboard.press('Enter');
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await expect(epoi).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(epoi).toBeHidden();
    await expect(products).toBeFocused();

    await page.keyboard.press('Space');
    await expect(epoi).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(epoi).toBeHidden();

    await page.keyboard.press('ArrowDown');
    await expect(epoi).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Smart TDS' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(epoi).toBeHidden();
    await expect(products).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/E-poi$/);
    await expect(epoi).toBeHidden();
  });

  test('the skip link jumps to the main content', async ({ page }) => {
    await page.goto('/home');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});

test.describe('the header bar fits every width from 768 px up', () => {
  const widths = [768, 900, 1024, 1100, 1200, 1280, 1440];

  async function expectFits(page: Page, lastItem: () => ReturnType<Page['locator']>) {
    for (const width of widths) {
      await page.setViewportSize({ width, height: 700 });
      const bar = page.getByTestId('desktop-bar');
      await expect(bar).toBeVisible();
      expect(await bar.evaluate((el) => el.scrollWidth <= el.clientWidth), `${width}px`).toBe(true);
      const box = await lastItem().boundingBox();
      expect((box?.x ?? Infinity) + (box?.width ?? 0), `${width}px`).toBeLessThanOrEqual(width);
      const chevron = await bar
        .getByRole('button', { name: 'Company' })
        .locator('svg')
        .boundingBox();
      expect(chevron?.width, `${width}px`).toBeGreaterThanOrEqual(10);
    }
  }

  test('anonymous', async ({ page }) => {
    await page.goto('/home');
    await expectFits(page, () => page.getByTestId('primary-auth').filter({ visible: true }));
  });

  test('signed in with a long name', async ({ page }) => {
    await signInAsNewAdmin(page, { name: 'Venkataraghavan Subramaniam Iyer' });
    await page.goto('/home');
    await expectFits(page, () => page.getByTestId('user-menu-trigger'));
  });
});

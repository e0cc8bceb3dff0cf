import type { Locator, Page } from '@playwright/test';
import { invite, joinByInvitation, signInAsNewAdmin, signInAsPlatformAdmin } from './accounts';
import { expectFocusVisible, pressOn } from './keyboard';
import { uniqueAddress } from './mailbox';
import { unpaidOrder } from './orders';
import { ACCOUNT_CONTROLS, expect, test } from './support';

/**
 * A signed-in customer reaches their own screens first: on a phone the menu opens on their
 * account, Transaction History opens on the orders, and the users list is short enough to scan.
 * At 1280 × 800 the same screens keep their desktop layout.
 */

const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true } as const;
const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;
const SCREEN_HEIGHT = 740;

/** Opens the phone's menu with a tap; the panel is the one its button controls. */
async function openPhoneMenu(page: Page): Promise<{ button: Locator; panel: Locator }> {
  const button = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  await button.tap();
  const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
  await expect(panel).toBeVisible();
  return { button, panel };
}

/** The menu's links and buttons, in the order they are read and tabbed through. */
const controlNames = (panel: Locator) =>
  panel.locator('a, button').evaluateAll((all) => all.map((item) => item.textContent?.trim()));

/** Where an element's bottom edge is, from the top of the screen. */
async function bottomOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  return box ? box.y + box.height : Number.POSITIVE_INFINITY;
}

interface UserCard {
  name: string;
  email: string;
  role: string;
  status: string;
}

/** One order of E-Form16 and one of Smart TDS, left unpaid. */
async function placeTwoOrders(page: Page) {
  await unpaidOrder(page.request, [{ planCode: 'EFORM16_2500', quantity: 1 }]);
  await unpaidOrder(page.request, [{ planCode: 'SMART_TDS_25', quantity: 1 }]);
}

/** Narrows the orders to Smart TDS with the filter form, as its fields show. */
async function expectSmartTdsFilterApplies(page: Page) {
  await page.getByLabel('Product').selectOption({ label: 'Smart TDS' });
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/[?&]product=SMART_TDS(&|$)/);
  await expect(page.getByRole('row', { name: /ORD-/ })).toHaveCount(1);
  await expect(page.getByRole('row', { name: /ORD-/ })).toContainText('Smart TDS');
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the menu puts the account first, Transaction History on the first screen', async ({
    page,
  }) => {
    await signInAsNewAdmin(page, { name: 'Asha Iyer' });
    await page.goto('/home');
    const { panel } = await openPhoneMenu(page);
    await expect(panel).toContainText('Signed in as Asha Iyer');
    const names = await controlNames(panel);
    expect(names.slice(0, ACCOUNT_CONTROLS.length)).toEqual(ACCOUNT_CONTROLS);
    // The site's own links follow.
    expect(names.indexOf('Home')).toBeGreaterThan(ACCOUNT_CONTROLS.length - 1);

    const history = panel.getByRole('link', { name: 'Transaction History' });
    expect(await bottomOf(history)).toBeLessThanOrEqual(SCREEN_HEIGHT);
    await history.tap();
    await expect(page).toHaveURL(/\/transaction-history$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transaction history');
  });

  test('from the keyboard, the menu opens on the account and Escape closes it', async ({
    page,
  }) => {
    await signInAsNewAdmin(page, { name: 'Asha Iyer' });
    await page.goto('/home');
    const button = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await pressOn(page, button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`#${await button.getAttribute('aria-controls')}`)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'My Apps' })).toBeFocused();
    await expectFocusVisible(page);
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test('a platform administrator’s menu opens on the back office', async ({ page }) => {
    await signInAsPlatformAdmin(page);
    await page.goto('/home');
    const { panel } = await openPhoneMenu(page);
    const names = await controlNames(panel);
    expect(names[0]).toBe('Back Office');
    expect(names.indexOf('Logout')).toBeLessThan(names.indexOf('Home'));
    expect(await bottomOf(panel.getByRole('link', { name: 'Back Office' }))).toBeLessThanOrEqual(
      SCREEN_HEIGHT,
    );
  });

  test('Transaction History shows the orders first, the filters folded behind one button', async ({
    page,
  }) => {
    await signInAsNewAdmin(page);
    await placeTwoOrders(page);
    await page.goto('/transaction-history');
    const orders = page.getByRole('row', { name: /ORD-/ });
    await expect(orders).toHaveCount(2);
    expect(await bottomOf(orders.first().getByRole('rowheader'))).toBeLessThanOrEqual(
      SCREEN_HEIGHT,
    );

    const toggle = page.getByRole('button', { name: 'Filters', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Product')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Apply filters' })).toBeHidden();

    await pressOn(page, toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`#${await toggle.getAttribute('aria-controls')}`)).toBeVisible();
    await expectSmartTdsFilterApplies(page);
    await expect(page.getByRole('button', { name: 'Filters (1 in use)' })).toBeVisible();
  });

  test('a page of 25 users is a list of compact cards, each with name, e-mail, role and status', async ({
    page,
    browser,
    baseURL,
    extraHTTPHeaders,
  }) => {
    test.setTimeout(120_000);
    const { account } = await signInAsNewAdmin(page, { name: 'Asha Iyer' });
    const expected: UserCard[] = [
      { name: 'Asha Iyer', email: account.email, role: 'Administrator', status: 'Active' },
    ];
    // Colleagues who joined accept in a context of their own, from this test's address.
    const colleagues = await browser.newContext({ baseURL, extraHTTPHeaders });
    const colleague = await colleagues.newPage();
    for (const name of ['Ravi Menon', 'Parameswaran Krishnamoorthy Nair', 'Divya Rao']) {
      const { email } = await joinByInvitation(page.request, colleague, { role: 'org_user', name });
      expected.push({ name, email, role: 'User', status: 'Active' });
    }
    await colleagues.close();
    while (expected.length < 25) {
      const email = uniqueAddress(`invitee${expected.length}`);
      await invite(page.request, { email });
      expected.push({ name: 'Invitation pending', email, role: 'User', status: 'Invited' });
    }

    await page.goto('/user-management/users');
    const cards = page
      .getByRole('table', { name: 'Users' })
      .getByRole('row')
      .filter({
        has: page.getByRole('rowheader'),
      });
    await expect(cards).toHaveCount(25);
    for (const user of expected) {
      const card = cards.filter({ hasText: user.email });
      for (const text of [user.name, user.email, user.role, user.status]) {
        await expect(card.getByText(text, { exact: true }), `${user.email}: ${text}`).toBeVisible();
      }
    }
    const first = await cards.first().boundingBox();
    const last = await cards.last().boundingBox();
    const listHeight = (last?.y ?? 0) + (last?.height ?? 0) - (first?.y ?? 0);
    expect(listHeight / 25, 'height of a card').toBeLessThanOrEqual(150);
  });
});

test.describe('at 1280 × 800', () => {
  test.use(DESKTOP);

  test('the account stays in the user menu beside the site’s links', async ({ page }) => {
    await signInAsNewAdmin(page, { name: 'Asha Iyer' });
    await page.goto('/home');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Products' })).toBeVisible();
    await header.getByRole('button', { name: 'Asha Iyer' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(ACCOUNT_CONTROLS);
    await menu.getByRole('menuitem', { name: 'Transaction History' }).click();
    await expect(page).toHaveURL(/\/transaction-history$/);
  });

  test('Transaction History keeps its filters in view above the orders', async ({ page }) => {
    await signInAsNewAdmin(page);
    await placeTwoOrders(page);
    await page.goto('/transaction-history');
    await expect(page.getByRole('row', { name: /ORD-/ })).toHaveCount(2);
    await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
    await expectSmartTdsFilterApplies(page);
  });
});

import type { Page } from '@playwright/test';
import { gstinCheckCharacter } from '@prakar/shared/indian-formats';
import {
  API_HEADERS,
  completeOrganisation,
  createAccount,
  newAccountDetails,
  signInAsPlatformAdmin,
} from './accounts';
import { expectNoViolations } from './axe';
import { paidOrder } from './orders';
import { expectFitsPhone } from './screens';
import { expect, test } from './support';

const letter = () => String.fromCharCode(65 + Math.floor(Math.random() * 26));

/**
 * A customer in Telangana whose GSTIN no other test's has (a company's PAN inside it, its check
 * character right), with one paid order: what a member of staff looks up.
 */
async function customerWithPaidOrder(page: Page) {
  const digits = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  const pan = `${letter()}${letter()}${letter()}C${letter()}${digits}${letter()}`;
  const first14 = `36${pan}1Z`;
  const gstin = `${first14}${gstinCheckCharacter(first14)}`;
  const account = await createAccount(page.request, newAccountDetails('admin'));
  const profile = await page.request.put('/api/Details/Profile', {
    headers: API_HEADERS,
    data: {
      name: account.name,
      mobile: account.mobile,
      organisation: {
        ...completeOrganisation,
        pan,
        gstin,
        city: 'Hyderabad',
        stateCode: '36',
        pinCode: '500001',
      },
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  return { gstin, order: await paidOrder(page.request) };
}

/**
 * Staff find the order by part of its organisation's GSTIN from the bar's search box, by keyboard
 * alone: the shortcut, the text, the arrow keys to the order, Enter.
 */
async function findOrderByKeyboard(
  page: Page,
  shortcut: string,
  checkOpenResults: () => Promise<void>,
) {
  const { gstin, order } = await customerWithPaidOrder(page);
  await signInAsPlatformAdmin(page);
  await page.goto('/back-office');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Back office');
  await page.keyboard.press(shortcut);
  const box = page.getByRole('combobox', { name: 'Search the back office' });
  await expect(box).toBeFocused();
  await page.keyboard.type(gstin.slice(2, 9).toLowerCase());
  const results = page.getByRole('listbox', { name: 'Search results' });
  await expect(results.getByRole('group', { name: 'Organisations, 1' })).toBeVisible();
  const orderOption = results
    .getByRole('group', { name: 'Orders, 1' })
    .getByRole('option', { name: new RegExp(order.number) });
  await expect(orderOption).toBeVisible();
  await checkOpenResults();
  await page.keyboard.press('ArrowDown');
  await expect(results.getByRole('option', { selected: true })).toHaveCount(1);
  for (
    let step = 0;
    step < 5 && (await orderOption.getAttribute('aria-selected')) !== 'true';
    step++
  ) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(orderOption).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/back-office/orders/${order.reference}$`));
  await expect(page.getByRole('heading', { name: `Order ${order.number}` })).toBeVisible();
  await expect(results).toBeHidden();
}

test.describe('the back office’s search at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('finds an order by part of its organisation’s GSTIN, by keyboard alone', async ({
    page,
  }) => {
    await findOrderByKeyboard(page, '/', () => expectNoViolations(page, 'the open results'));
  });
});

test.describe('the back office’s search at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('opens across the bar with Ctrl+K, fits, and finds the order by keyboard alone', async ({
    page,
  }) => {
    await findOrderByKeyboard(page, 'Control+k', () =>
      expectFitsPhone(page, 'the open results on a phone'),
    );
  });

  test('opens from its icon, and Escape folds it back onto the icon', async ({ page }) => {
    await signInAsPlatformAdmin(page);
    await page.goto('/back-office');
    const bar = page.getByRole('banner');
    const open = bar.getByRole('button', { name: 'Search the back office' });
    await open.click();
    const box = page.getByRole('combobox', { name: 'Search the back office' });
    await expect(box).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(box).toBeHidden();
    await expect(open).toBeFocused();
  });
});

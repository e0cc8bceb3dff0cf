import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from '@playwright/test';
import {
  createAccount,
  newAccountDetails,
  signInAsNewAdmin,
  signInAsPlatformAdmin,
} from './accounts';
import { expectNoViolations } from './axe';
import { paidOrder } from './orders';
import { expectFitsPhone } from './screens';
import { expect, test } from './support';

const screens = [
  { name: 'a laptop', viewport: { width: 1280, height: 800 }, hasTouch: false },
  { name: 'a phone', viewport: { width: 360, height: 740 }, hasTouch: true },
] as const;

/** The CSV the list's Download CSV button saves, as lines of cells (no quoted commas in these). */
async function downloadedCsv(page: Page): Promise<string[][]> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const csv = await readFile((await (await download).path()) ?? '', 'utf8');
  return csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));
}

/** A customer's organisation, signed up in a browser of its own, with three orders paid. */
async function customerWithOrders(browser: Browser) {
  const context = await browser.newContext();
  const customer = await context.newPage();
  const { account } = await signInAsNewAdmin(customer, { name: 'Asha Iyer' });
  const orders = [];
  // ₹27,500, ₹1,80,000 and ₹9,999: by total, not the order they were placed in.
  for (const plan of ['EFORM16_2500', 'EPOI_ENTERPRISE', 'SMART_TDS_SINGLE']) {
    orders.push(await paidOrder(customer.request, plan));
  }
  await context.close();
  return { organisation: account.organisationName, orders };
}

/** Customers signed up one after another, in the order given. */
async function customersInTurn(browser: Browser, names: readonly string[]) {
  for (const organisationName of names) {
    const context = await browser.newContext();
    await createAccount(context.request, { ...newAccountDetails('admin'), organisationName });
    await context.close();
  }
}

for (const { name, viewport, hasTouch } of screens) {
  test.describe(`the back office’s lists on ${name}`, () => {
    test.use({ viewport, hasTouch });

    const press = (target: Locator) => (hasTouch ? target.tap() : target.click());

    test('a member of staff sorts the orders by total, keeps the sorting on the way back, and downloads them', async ({
      browser,
      page,
    }) => {
      const { organisation, orders } = await customerWithOrders(browser);
      await signInAsPlatformAdmin(page);
      await page.goto(`/back-office/orders?search=${encodeURIComponent(organisation)}`);
      const newestFirst = page.getByRole('table', { name: 'Orders, newest first' });
      await expect(newestFirst.getByRole('rowheader')).toHaveText(
        orders.map((order) => order.number).reverse(),
      );

      await press(page.getByRole('button', { name: 'Total', exact: true }));
      await expect(page).toHaveURL(/&sort=amount&order=asc$/);
      const byTotal = page.getByRole('table', { name: 'Orders by total, smallest first' });
      const smallestFirst = orders
        .toSorted((a, b) => a.totalPaise - b.totalPaise)
        .map((order) => order.number);
      expect(smallestFirst).not.toEqual(orders.map((order) => order.number).reverse());
      await expect(byTotal.getByRole('rowheader')).toHaveText(smallestFirst);
      await expectNoViolations(page, 'the orders sorted by total');
      if (hasTouch) await expectFitsPhone(page, 'the orders sorted by total');

      // Into an order and back: the list is as it was left.
      await press(byTotal.getByRole('link', { name: smallestFirst[0] }));
      await expect(page.getByRole('heading', { name: `Order ${smallestFirst[0]}` })).toBeVisible();
      await page.goBack();
      await expect(byTotal.getByRole('rowheader')).toHaveText(smallestFirst);

      const [header, ...rows] = await downloadedCsv(page);
      expect(header).toEqual([
        'Order',
        'Date (IST)',
        'Organisation or payer',
        'Description',
        'Total (₹)',
        'Status',
        'Invoice',
      ]);
      expect(rows.map((row) => row[0])).toEqual(smallestFirst);
      expect(rows.map((row) => row[2])).toEqual(orders.map(() => organisation));

      // One step further back: the list before it was sorted.
      await page.goBack();
      await expect(newestFirst.getByRole('rowheader')).toHaveText(
        orders.map((order) => order.number).reverse(),
      );
    });

    test('a member of staff sorts the organisations by when they became customers, and downloads them', async ({
      browser,
      page,
    }) => {
      const prefix = `Sortwell ${Date.now().toString(36)}${viewport.width}`;
      // Joined in the opposite order to their names.
      const joined = ['Zeta', 'Mu', 'Alpha'].map((word) => `${prefix} ${word}`);
      await customersInTurn(browser, joined);
      await signInAsPlatformAdmin(page);
      await page.goto(`/back-office/organisations?search=${encodeURIComponent(prefix)}`);
      const byName = page.getByRole('table', { name: 'Organisations by name' });
      await expect(byName.getByRole('rowheader')).toHaveText(joined.toReversed());

      await press(page.getByRole('button', { name: 'Customer since', exact: true }));
      await expect(page).toHaveURL(/&sort=since$/);
      const oldestFirst = page.getByRole('table', {
        name: 'Organisations, oldest customers first',
      });
      await expect(oldestFirst.getByRole('rowheader')).toHaveText(joined);
      await expectNoViolations(page, 'the organisations, oldest customers first');
      if (hasTouch) await expectFitsPhone(page, 'the organisations, oldest customers first');

      await press(oldestFirst.getByRole('link', { name: joined[0] }));
      await expect(page.getByRole('heading', { name: joined[0] })).toBeVisible();
      await page.goBack();
      await expect(oldestFirst.getByRole('rowheader')).toHaveText(joined);

      const [header, ...rows] = await downloadedCsv(page);
      expect(header).toEqual(['Organisation', 'GSTIN', 'Place', 'Users', 'Customer since (IST)']);
      expect(rows.map((row) => row[0])).toEqual(joined);
      expect(rows.map((row) => row[3])).toEqual(['1', '1', '1']);

      await page.goBack();
      await expect(byName.getByRole('rowheader')).toHaveText(joined.toReversed());
    });
  });
}

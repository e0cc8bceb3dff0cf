import type { Page } from '@playwright/test';
import { signInAsNewAdmin, signInAsPlatformAdmin } from './accounts';
import { paidOrder } from './orders';
import { expectFitsPhone } from './screens';
import { expect, test } from './support';

/** The sections as the navigation lists them, each with the heading its screen opens on. */
const SECTIONS = [
  { link: 'Home', heading: 'Back office' },
  { link: /^Leads/, heading: 'Leads' },
  { link: /^Matters/, heading: 'Matters' },
  { link: /^Careers/, heading: 'Careers' },
  { link: /^Orders/, heading: 'Every order' },
  { link: 'Sales & GST', heading: 'Sales and GSTR-1' },
  { link: 'Organisations', heading: 'Organisations' },
  { link: 'Prices and plans', heading: 'Prices and plans' },
  { link: 'Payment links', heading: 'Every order' },
];

/** The workspace, not the website: its own bar, no website header or footer. */
async function expectWorkspace(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByTestId('desktop-bar')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Platform administrator' }),
  ).toBeVisible();
}

test.describe('the back office at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('has every section down the side, reached by the navigation alone, with the staff member in the bar', async ({
    page,
  }) => {
    await signInAsPlatformAdmin(page);
    await page.goto('/back-office');
    const nav = page.getByRole('navigation', { name: 'Back office' });
    for (const section of SECTIONS) {
      await nav.getByRole('link', { name: section.link }).click();
      await expectWorkspace(page, section.heading);
      await expect(nav.getByRole('link', { name: section.link })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
    const bar = page.getByRole('banner');
    await expect(bar.getByRole('button', { name: 'Platform administrator' })).toBeVisible();
    const barHeight = await bar.evaluate((element) => element.getBoundingClientRect().height);
    expect(barHeight).toBeLessThan(80);
    await nav.getByRole('link', { name: 'Back to the website' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('desktop-bar')).toBeVisible();
  });

  test('shows the orders’ first rows on the first screen, under a compact filter bar', async ({
    browser,
    page,
  }) => {
    const customer = await browser.newContext();
    const buyer = await customer.newPage();
    await signInAsNewAdmin(buyer, { name: 'Asha Iyer' });
    await paidOrder(buyer.request, ['EFORM16_2500', 'EPOI_ENTERPRISE', 'SMART_TDS_SINGLE']);
    await customer.close();
    await signInAsPlatformAdmin(page);
    await page.goto('/back-office/orders');
    const rows = page.getByRole('table', { name: 'Orders, newest first' }).locator('tbody tr');
    await expect(rows.first()).toBeInViewport();
    // The six filters share one row under the search box.
    const status = await page.getByRole('combobox', { name: 'Status' }).boundingBox();
    const highest = await page.getByRole('textbox', { name: 'Highest total (₹)' }).boundingBox();
    expect(highest?.y).toBe(status?.y);
  });

  test('counts the work waiting beside its section', async ({ page }) => {
    await signInAsPlatformAdmin(page);
    const counted = await page.request.get('/api/BackOffice/Home');
    const queues = new Map(
      ((await counted.json()).queues as { queue: string; count: number }[]).map((queue) => [
        queue.queue,
        queue.count,
      ]),
    );
    await page.goto('/back-office');
    const nav = page.getByRole('navigation', { name: 'Back office' });
    const leads = queues.get('leads') ?? 0;
    const name = leads > 0 ? `Leads ${leads.toLocaleString('en-IN')} waiting` : 'Leads';
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  });

  test('tells a customer who opens it that it is for the firm’s staff, in the website’s frame', async ({
    page,
  }) => {
    await signInAsNewAdmin(page, { name: 'Asha Iyer' });
    await page.goto('/back-office/orders');
    await expect(page.getByText('The back office is for the firm’s staff.')).toBeVisible();
    await expect(page.getByTestId('desktop-bar')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Back office' })).toHaveCount(0);
  });
});

test.describe('the back office on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  test('folds the sections behind Sections, and every section opens from there', async ({
    page,
  }) => {
    await signInAsPlatformAdmin(page);
    await page.goto('/back-office');
    const sections = page.getByRole('button', { name: 'Sections' });
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await expect(nav.getByRole('link', { name: 'Home' })).toBeHidden();
    for (const section of SECTIONS) {
      await sections.tap();
      await nav.getByRole('link', { name: section.link }).tap();
      await expectWorkspace(page, section.heading);
      await expect(nav.getByRole('link', { name: 'Home' })).toBeHidden();
      await expectFitsPhone(page, `${section.heading} in the back office`);
    }
  });

  test('opens and folds the sections by keyboard, focus going back to Sections', async ({
    page,
  }) => {
    await signInAsPlatformAdmin(page);
    await page.goto('/back-office');
    const sections = page.getByRole('button', { name: 'Sections' });
    await sections.focus();
    await page.keyboard.press('Enter');
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Home' })).toBeHidden();
    await expect(sections).toBeFocused();
  });
});

import type { Page } from '@playwright/test';
import { signInAsNewAdmin } from './accounts';
import { paidOrder } from './orders';
import { expect, test } from './support';

// About the width of an A4 sheet inside its margins: the orders table is wider than this on screen.
test.use({ viewport: { width: 700, height: 900 } });

/** What a printed list must show and leave out, checked with the page laid out for print. */
async function expectPrintable(page: Page, organisation: string) {
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByTestId('site-footer')).toBeHidden();
  // No button prints: none is left in the page's accessibility tree once laid out for paper.
  await expect(page.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const letterhead = page.getByTestId('print-letterhead');
  await expect(letterhead).toBeVisible();
  await expect(letterhead).toContainText('Prakar Tax Advisory');
  await expect(letterhead).toContainText(organisation);

  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  // The whole table fits the sheet: nothing is cut off at its right edge.
  const fits = await table.evaluate((element) => {
    const box = element.parentElement as HTMLElement;
    return {
      inBox: box.scrollWidth <= box.clientWidth,
      onPage: element.getBoundingClientRect().right <= document.documentElement.clientWidth,
    };
  });
  expect(fits).toEqual({ inBox: true, onPage: true });
  const cellColour = await table
    .locator('td')
    .first()
    .evaluate((cell) => getComputedStyle(cell).color);
  expect(cellColour).toBe('rgb(0, 0, 0)');
}

test('the orders and invoices list and the subscriptions print cleanly', async ({ page }) => {
  const { user } = await signInAsNewAdmin(page, { name: 'Asha Iyer' });
  await paidOrder(page.request);
  const organisation = user.OrganisationName ?? '';
  expect(organisation).not.toBe('');

  await page.goto('/transaction-history');
  await expect(page.getByRole('row', { name: /E-Form16/ })).toContainText('Paid');
  await expect(page.getByTestId('print-letterhead')).toBeHidden();
  await expectPrintable(page, organisation);
  await expect(page.getByRole('form', { name: /filter/i })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Orders pages' })).toBeHidden();
  await expect(page.getByRole('row', { name: /E-Form16/ })).toContainText(/PTA\/\d{2}-\d{2}\//);

  await page.emulateMedia({ media: 'screen' });
  await page.goto('/my-subscription');
  await expect(page.getByRole('row', { name: /E-Form16/ })).toContainText('Active');
  await expectPrintable(page, organisation);
  await expect(page.getByRole('link', { name: /Renew/ })).toBeHidden();
});

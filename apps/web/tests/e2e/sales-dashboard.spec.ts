import type { Page } from '@playwright/test';
import { istMonth } from '@prakar/shared/ist-calendar';
import { monthLabel } from '@prakar/shared/sales';
import { signInAsNewAdmin, signInAsPlatformAdmin } from './accounts';
import { expectNoViolations } from './axe';
import { paidOrder, refundShare } from './orders';
import { expectFitsPhone } from './screens';
import { expect, test } from './support';

/** A customer's order paid this month and a quarter of it refunded, so the month has both. */
async function saleAndRefund(customer: Page, staff: Page) {
  await signInAsNewAdmin(customer, { name: 'Lakshmi Narayanan' });
  const order = await paidOrder(customer.request);
  await refundShare(staff.request, order, 1 / 4, 'Fewer licences needed');
}

/** The sales screen with this month's gross, refunds and net, and the trend ending with it. */
async function expectNetAndTrend(page: Page) {
  await page.goto('/back-office/sales');
  const net = page.getByRole('table', { name: 'Gross sales, refunds and net sales' });
  await expect(
    net.getByRole('rowheader', { name: /^Gross sales \([1-9][\d,]* invoices?\)/ }),
  ).toBeVisible();
  await expect(
    net.getByRole('rowheader', { name: /^Refunds \([1-9][\d,]* credit notes?\)/ }),
  ).toBeVisible();
  await expect(net.getByRole('rowheader', { name: /^Net sales/ })).toBeVisible();
  await expect(
    page.getByRole('figure', { name: 'Gross sales, refunds and net sales by month' }),
  ).toBeVisible();
  const trend = page.getByRole('table', { name: 'Sales in the last twelve months, as a table' });
  await expect(trend.getByRole('rowheader')).toHaveCount(12);
  const thisMonth = trend
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: monthLabel(istMonth(new Date())) }) });
  await expect(thisMonth.locator('[data-label="Invoices"]')).not.toHaveText('0');
  await expect(thisMonth.locator('[data-label="Credit notes"]')).not.toHaveText('0');
  await expect(thisMonth.locator('[data-label="Refunds"]')).not.toHaveText('₹0.00');
}

test('the sales screen shows this month’s gross, refunds and net, and the last twelve months, on a laptop and a phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsPlatformAdmin(page);
  await saleAndRefund(await (await browser.newContext()).newPage(), page);

  await expectNetAndTrend(page);
  await expectNoViolations(page, 'sales at 1280 px');

  const phone = await (
    await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true })
  ).newPage();
  await signInAsPlatformAdmin(phone);
  await expectNetAndTrend(phone);
  await expectFitsPhone(phone, 'sales on a phone');
});

import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { formatRupees } from '@prakar/shared/money';
import { API_HEADERS, joinByInvitation, signInAsNewAdmin } from './accounts';
import { expectNoViolations } from './axe';
import { paidOrder } from './orders';
import { expect, test } from './support';

const CSV_HEADER =
  'Time (IST),What happened,Action,Actor name,Actor e-mail,Target,IP address,Before,After';

const activity = (page: Page) => page.getByRole('region', { name: 'Activity', exact: true });
const entries = (page: Page) =>
  activity(page).getByRole('list', { name: 'Activity, newest first' }).locator(':scope > li');
const summary = (page: Page) => activity(page).getByRole('status');

async function downloadCsv(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    activity(page).getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^audit-trail-\d{4}-\d{2}-\d{2}\.csv$/);
  return readFile(await download.path(), 'utf8');
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("an administrator reads their organisation's activity in sentences, filters and downloads it", async ({
    page,
    browser,
  }) => {
    const { account } = await signInAsNewAdmin(page, { name: 'Meera Nair' });
    const colleagueContext = await browser.newContext();
    const colleague = await joinByInvitation(page.request, await colleagueContext.newPage(), {
      role: 'org_user',
      name: 'Ravi Kumar',
    });
    await colleagueContext.close();
    const promoted = await page.request.put(`/api/Details/Users/${colleague.id}/Role`, {
      headers: API_HEADERS,
      data: { role: 'org_admin' },
    });
    expect(promoted.status(), await promoted.text()).toBe(200);
    const order = await paidOrder(page.request);
    const total = formatRupees(order.totalPaise);

    await page.goto('/user-management');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('User management');
    await expect(activity(page).getByRole('heading', { level: 2 })).toHaveText('Activity');

    // Every event told with the names of the people and things it concerns, amounts in rupees.
    await expect(summary(page)).toHaveText(/^Showing \d+ of \d+$/);
    const trail = entries(page);
    await expect(trail.first()).toContainText(`Order ${order.number} was paid (${total}, UPI)`);
    for (const sentence of [
      `Meera Nair placed order ${order.number} for ${total}`,
      "Meera Nair changed Ravi Kumar's role from User to Administrator",
      'Ravi Kumar accepted their invitation',
      'Ravi Kumar signed in',
      `Meera Nair invited ${colleague.email} as a user`,
      "Meera Nair updated the organisation's details",
      'Meera Nair signed in',
      'Meera Nair confirmed their e-mail address',
      'Meera Nair signed up',
    ]) {
      await expect(trail.filter({ hasText: sentence }), sentence).toHaveCount(1);
    }
    await expect(
      trail.filter({ hasText: "Meera Nair updated the organisation's details" }),
    ).toContainText('Organisation PAN: (empty) → AAPFU0939F');
    await expect(activity(page)).not.toContainText(/Unknown|paise|pay_/i);

    await page.getByLabel('Action').selectOption({ label: 'Role changed' });
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/\/user-management\?action=role_changed$/);
    await expect(summary(page)).toHaveText('Showing 1 of 1');
    await expect(trail).toHaveCount(1);

    // The export holds what the filters match, with the sentence beside the raw columns.
    const csv = await downloadCsv(page);
    expect(csv).toContain(CSV_HEADER);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} IST,Meera Nair changed Ravi Kumar's role from User to Administrator,Role changed,Meera Nair,/,
    );
    expect(lines[1]).toContain(account.email);

    // The address holds the view, so Back returns to the unfiltered trail.
    await page.goBack();
    await expect(page).toHaveURL(/\/user-management$/);
    await expect(page.getByLabel('Action')).toHaveValue('');
    await expect(trail.filter({ hasText: 'Meera Nair signed up' })).toHaveCount(1);

    await page.getByRole('searchbox', { name: 'User' }).fill('nobody-by-this-name');
    await page.getByRole('searchbox', { name: 'User' }).press('Enter');
    await expect(summary(page)).toHaveText('No activity matches these filters.');
    await expect(trail).toHaveCount(0);
  });

  test('the activity has no WCAG 2.2 AA violations', async ({ page }) => {
    await signInAsNewAdmin(page);
    await page.goto('/user-management');
    await expect(entries(page).first()).toContainText('updated the organisation');
    await expectNoViolations(page);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the entries stack to fit 360 px, with nothing to scroll sideways and no WCAG violations', async ({
    page,
  }) => {
    await signInAsNewAdmin(page, { name: 'Meera Nair' });
    await page.goto('/user-management');
    const first = entries(page).first();
    await expect(first).toContainText('Organisation PAN: (empty) → AAPFU0939F');

    // The time stands above the sentence, both within the page's width.
    const time = await first.locator('time').boundingBox();
    const sentence = await first
      .getByText("Meera Nair updated the organisation's details")
      .boundingBox();
    expect(time && sentence && sentence.y >= time.y + time.height).toBe(true);
    expect((sentence?.x ?? 0) + (sentence?.width ?? 0)).toBeLessThanOrEqual(360);
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);
    await expectNoViolations(page);
  });
});

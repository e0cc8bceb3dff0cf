import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { signInAsNewAdmin } from './accounts';
import { expectNoViolations } from './axe';
import { expect, test } from './support';

const CSV_HEADER = 'Time (IST),Action,Actor name,Actor e-mail,Target,IP address,Before,After';

const activity = (page: Page) => page.getByRole('region', { name: 'Activity', exact: true });
const eventRows = (page: Page) =>
  activity(page).getByRole('table', { name: 'Activity, newest first' }).locator('tbody tr');
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

  test("an administrator reads, filters and downloads their organisation's activity", async ({
    page,
  }) => {
    const { account } = await signInAsNewAdmin(page);
    await page.goto('/user-management');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('User management');
    await expect(activity(page).getByRole('heading', { level: 2 })).toHaveText('Activity');

    // Signing up, confirming, signing in and completing the profile are all on the trail.
    await expect(summary(page)).toHaveText(/^Showing 1–\d+ of \d+$/);
    const rows = eventRows(page);
    await expect(rows.first()).toContainText('Profile updated');
    await expect(rows.first()).toContainText('Organisation PAN: (empty) → AAPFU0939F');
    await expect(rows.filter({ hasText: 'Signed in' })).toContainText(account.email);
    await expect(rows.filter({ hasText: 'Signed up' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'E-mail confirmed' })).toHaveCount(1);

    await page.getByLabel('Action').selectOption({ label: 'Signed in' });
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/\/user-management\?action=sign_in$/);
    await expect(summary(page)).toHaveText('Showing 1–1 of 1');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Signed in');

    // The export holds what the filters match: the one sign-in.
    const csv = await downloadCsv(page);
    expect(csv).toContain(CSV_HEADER);
    expect(csv).toContain(account.email);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} IST,Signed in,/);

    // The address holds the view, so Back returns to the unfiltered trail.
    await page.goBack();
    await expect(page).toHaveURL(/\/user-management$/);
    await expect(page.getByLabel('Action')).toHaveValue('');
    await expect(rows.filter({ hasText: 'Signed up' })).toHaveCount(1);

    await page.getByRole('searchbox', { name: 'User' }).fill('nobody-by-this-name');
    await page.getByRole('searchbox', { name: 'User' }).press('Enter');
    await expect(summary(page)).toHaveText('No activity matches these filters.');
    await expect(eventRows(page)).toHaveCount(0);
  });

  test('the activity has no WCAG 2.2 AA violations', async ({ page }) => {
    await signInAsNewAdmin(page);
    await page.goto('/user-management');
    await expect(eventRows(page).first()).toContainText('Profile updated');
    await expectNoViolations(page);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the table scrolls inside its own box, reachable by keyboard, and the page does not', async ({
    page,
  }) => {
    await signInAsNewAdmin(page);
    await page.goto('/user-management');
    await expect(eventRows(page).first()).toContainText('Profile updated');
    const box = activity(page).getByRole('region', { name: 'Activity, newest first' });
    expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);

    await page.getByLabel('Events per page').focus();
    await page.keyboard.press('Shift+Tab');
    // Back through the pager (only "Page 1 of 1" and two plain labels) to the table's box.
    await expect(box).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });
});

import { formatIndianDate } from '@prakar/shared/dates';
import { customerWithMatter, describeOnMatterScreens, istDay } from './matters';
import { expect, test } from './support';

describeOnMatterScreens(
  'the deadlines page',
  ({ press, check }) => {
    test('a customer administrator reads the days left and subscribes to the dates in a calendar, then replaces the address', async ({
      page,
      playwright,
      baseURL,
    }) => {
      // The reply wanted in six days, with the firm's target three days ago.
      const { staff, matter } = await customerWithMatter(page, playwright, baseURL, {
        servedOn: istDay(-10),
        dateInNotice: istDay(6),
        targetOn: istDay(-3),
      });
      await staff.dispose();

      await page.goto('/matters');
      await press(page.getByRole('link', { name: 'Deadlines', exact: true }));
      await expect(page).toHaveURL(/\/matters\/deadlines$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deadlines');
      const dates = page.getByRole('list', { name: 'Dates ahead' }).getByRole('listitem');
      await expect(dates).toHaveCount(2);
      await expect(dates.nth(0)).toContainText(formatIndianDate(istDay(-3)));
      await expect(dates.nth(0)).toContainText('3 days overdue');
      await expect(dates.nth(0)).toContainText(`Target date${matter.number}`);
      await expect(dates.nth(1)).toContainText(formatIndianDate(istDay(6)));
      await expect(dates.nth(1)).toContainText('in 6 days');
      await expect(dates.nth(1)).toContainText('Statutory due date');
      await expect(dates.nth(1)).toContainText('Scrutiny notice under section 143(2)');
      await check(page, 'the deadlines');

      await press(page.getByRole('button', { name: 'Subscribe in your calendar' }));
      const address = page.getByRole('textbox', { name: 'Calendar address' });
      await expect(address).toHaveValue(/\/api\/Matters\/Calendar\/.+\.ics$/);
      const first = await address.inputValue();
      await press(page.getByRole('button', { name: 'Copy' }));
      await expect(page.getByText('The calendar address is copied.')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
      await check(page, 'the new calendar address');

      const feed = await page.request.get(first);
      expect(feed.status()).toBe(200);
      expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      const ics = await feed.text();
      expect(ics).toContain(`SUMMARY:${matter.number}: target date`);
      expect(ics).toContain(`DTSTART;VALUE=DATE:${istDay(6).replaceAll('-', '')}`);

      await page.reload();
      await expect(page.getByText(/You made your calendar address on/)).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Calendar address' })).toHaveCount(0);
      await press(page.getByRole('button', { name: 'Replace the link' }));
      const dialog = page.getByRole('alertdialog', { name: 'Replace your calendar address?' });
      await expect(dialog).toBeVisible();
      await check(page, 'replacing the calendar address');
      await press(dialog.getByRole('button', { name: 'Replace the link' }));
      await expect(page.getByRole('textbox', { name: 'Calendar address' })).not.toHaveValue(first);
      const second = await page.getByRole('textbox', { name: 'Calendar address' }).inputValue();
      expect((await page.request.get(first)).status()).toBe(404);
      expect((await page.request.get(second)).status()).toBe(200);
    });
  },
  { permissions: ['clipboard-read', 'clipboard-write'] },
);

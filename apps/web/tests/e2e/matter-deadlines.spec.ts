import type { APIRequestContext, Page } from '@playwright/test';
import { mattersApi } from '@prakar/shared/api/matters';
import { formatIndianDate } from '@prakar/shared/dates';
import { API_HEADERS, signInAsNewAdmin } from './accounts';
import { expectNoViolations } from './axe';
import { istDay, MATTER_SCREENS, pressOn } from './matters';
import { PLATFORM_ADMIN } from './platform-admin';
import { expectFitsPhone } from './screens';
import { expect, test } from './support';

const api = (path: string, id = '') => `/api${path.replace(':id', id)}`;

/**
 * The firm's administrator, in a request context of their own, opens a 143(2) matter for the
 * organisation whose reply the notice wants in six days, with the firm's target three days ago.
 */
async function staffOpens(staff: APIRequestContext, organisationName: string) {
  const login = await staff.post('/api/Authentication/Login', {
    headers: API_HEADERS,
    data: PLATFORM_ADMIN,
  });
  expect(login.status(), await login.text()).toBe(200);
  const found = await staff.get(
    `/api/BackOffice/Organisations?search=${encodeURIComponent(organisationName)}`,
  );
  const [organisation] = (await found.json()).organisations as { id: string }[];
  const opened = await staff.post(api(mattersApi.create.path), {
    headers: API_HEADERS,
    data: {
      organisationId: organisation?.id,
      kind: 'scrutiny_143_2',
      subjectType: 'pan',
      subject: 'AAPFU0939F',
      act: '1961',
      year: '2025-26',
      servedOn: istDay(-10),
      dateInNotice: istDay(6),
    },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const { id, number } = (await opened.json()) as { id: string; number: string };
  const target = await staff.put(api(mattersApi.setTarget.path, id), {
    headers: API_HEADERS,
    data: { targetOn: istDay(-3) },
  });
  expect(target.status(), await target.text()).toBe(200);
  return number;
}

for (const { name, viewport, hasTouch } of MATTER_SCREENS) {
  test.describe(`the deadlines page on ${name}`, () => {
    test.use({ viewport, hasTouch, permissions: ['clipboard-read', 'clipboard-write'] });
    const phone = viewport.width < 400;
    const press = pressOn(phone);
    const check = (page: Page, what: string) =>
      phone ? expectFitsPhone(page, what) : expectNoViolations(page, what);

    test('a customer administrator reads the days left and subscribes to the dates in a calendar, then replaces the address', async ({
      page,
      playwright,
      baseURL,
    }) => {
      const { account } = await signInAsNewAdmin(page, { name: 'Asha Iyer' });
      const staff = await playwright.request.newContext({ baseURL });
      const number = await staffOpens(staff, account.organisationName);
      await staff.dispose();

      await page.goto('/matters');
      await press(page.getByRole('link', { name: 'Deadlines', exact: true }));
      await expect(page).toHaveURL(/\/matters\/deadlines$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deadlines');
      const dates = page.getByRole('list', { name: 'Dates ahead' }).getByRole('listitem');
      await expect(dates).toHaveCount(2);
      await expect(dates.nth(0)).toContainText(formatIndianDate(istDay(-3)));
      await expect(dates.nth(0)).toContainText('3 days overdue');
      await expect(dates.nth(0)).toContainText(`Target date${number}`);
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
      expect(ics).toContain(`SUMMARY:${number}: target date`);
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
  });
}

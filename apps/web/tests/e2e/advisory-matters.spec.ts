import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { mattersApi } from '@prakar/shared/api/matters';
import { formatIndianDate } from '@prakar/shared/dates';
import { API_HEADERS, joinByInvitation, signInAsNewAdmin } from './accounts';
import { apiPath, customerWithMatter, describeOnMatterScreens, istDay } from './matters';
import { expect, test } from './support';

const DECLINE_NOTE = 'Your previous adviser has already answered the notice.';

async function decline(staff: APIRequestContext, id: string) {
  const declined = await staff.put(apiPath(mattersApi.setStatus.path, id), {
    headers: API_HEADERS,
    data: { status: 'declined', note: DECLINE_NOTE },
  });
  expect(declined.status(), await declined.text()).toBe(200);
}

/** Opens the signed-in user's menu as a person does: the account menu, or the phone's Menu. */
async function openAccountMenu(page: Page, phone: boolean): Promise<Locator> {
  const banner = page.getByRole('banner');
  if (phone) {
    await banner.getByRole('button', { name: 'Menu' }).tap();
    return page.locator('#mobile-menu');
  }
  await banner.getByTestId('user-menu-trigger').click();
  return page.getByRole('menu');
}

describeOnMatterScreens('advisory matters', ({ viewport, hasTouch, phone, press, check }) => {
  test('a customer administrator finds the firm’s matter with its dates, and reads why it was declined', async ({
    page,
    playwright,
    baseURL,
  }) => {
    // Served five days ago, its reply due today, the firm's target yesterday: overdue.
    const { staff, matter } = await customerWithMatter(page, playwright, baseURL, {
      din: 'ITBA/AST/S/143(2)/2025-26/1046123456(1)',
      targetOn: istDay(-1),
    });

    await page.goto('/home');
    const menu = await openAccountMenu(page, phone);
    await press(menu.getByRole(phone ? 'link' : 'menuitem', { name: 'Advisory Matters' }));
    await expect(page).toHaveURL(/\/matters$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Advisory matters');
    const list = page.getByRole('table', { name: /^Advisory matters/ });
    const row = list.getByRole('row', { name: new RegExp(matter.number) });
    await expect(row).toContainText('Scrutiny notice under section 143(2)');
    await expect(row).toContainText('PAN AAPFU0939F');
    await expect(row).toContainText('Assessment year 2025-26');
    await expect(row).toContainText('Requested');
    await expect(row).toContainText(formatIndianDate(istDay()));
    await expect(row).toContainText(`${formatIndianDate(istDay(-1))} Overdue`);
    await check(page, 'the open advisory matters');

    await press(row.getByRole('link', { name: matter.number }));
    await expect(page.getByRole('heading', { level: 2, name: matter.number })).toBeVisible();
    await expect(page.getByText(/counted/)).toBeVisible();
    await check(page, 'an advisory matter');

    await decline(staff, matter.id);
    await page.reload();
    const history = page.getByRole('region', { name: 'Status history' });
    await expect(history).toContainText(`${formatIndianDate(istDay())}: Declined`);
    await expect(history).toContainText(DECLINE_NOTE);

    await press(page.getByRole('link', { name: /All open matters/ }));
    await expect(page).toHaveURL(/\/matters\?state=open$/);
    await expect(page.getByText('No advisory matters yet.')).toBeVisible();
    await press(page.getByRole('link', { name: 'Finished', exact: true }));
    await expect(page).toHaveURL(/state=finished/);
    await expect(page.getByRole('row', { name: new RegExp(matter.number) })).toContainText(
      'Declined',
    );
    await check(page, 'the finished advisory matters');
    await staff.dispose();
  });

  test('an organisation user without the power is not offered Advisory Matters', async ({
    page: adminPage,
    browser,
  }) => {
    await signInAsNewAdmin(adminPage, { name: 'Asha Iyer' });
    const context = await browser.newContext({ viewport, hasTouch });
    const memberPage = await context.newPage();
    await joinByInvitation(adminPage.request, memberPage, {
      role: 'org_user',
      name: 'Kiran Rao',
    });

    await memberPage.goto('/home');
    const menu = await openAccountMenu(memberPage, phone);
    await expect(menu.getByText('My Profile')).toBeVisible();
    await expect(menu.getByText('Advisory Matters')).toHaveCount(0);
    await memberPage.goto('/matters');
    await expect(memberPage.getByText(/decides who sees its advisory matters/)).toBeVisible();
    await context.close();
  });
});

import type { Page } from '@playwright/test';
import { joinByInvitation, signInAsNewAdmin } from './accounts';
import { paidOrder } from './orders';
import { DEMO_URL } from './single-sign-on-demo';
import { expect, test } from './support';

test.use({ viewport: { width: 1280, height: 900 } });

/** Counts what a refusal could set spinning: page loads, and API answers of 403. */
function watchForLoops(page: Page) {
  const seen = { pageLoads: 0, refusals: 0 };
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.pageLoads += 1;
  });
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() === 403) seen.refusals += 1;
  });
  return seen;
}

/** Nothing moves any more: no further refusal or page load in the next second. */
async function expectSettled(page: Page, seen: ReturnType<typeof watchForLoops>) {
  const before = { ...seen };
  await page.waitForTimeout(1_000);
  expect(seen).toEqual(before);
  expect(seen.refusals).toBeLessThanOrEqual(3);
}

test('an administrator demoted while on User management reads why, and is not sent to sign in', async ({
  page,
  browser,
}) => {
  await signInAsNewAdmin(page, { name: 'Asha Iyer' });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const colleaguePage = await context.newPage();
  const colleague = await joinByInvitation(page.request, colleaguePage, {
    role: 'org_admin',
    name: 'Kiran Rao',
  });

  await colleaguePage.goto('/user-management/users');
  await expect(colleaguePage.getByRole('row').filter({ hasText: colleague.email })).toBeVisible();

  const demoted = await page.request.put(`/api/Details/Users/${colleague.id}/Role`, {
    headers: { 'X-Requested-With': 'fetch' },
    data: { role: 'org_user' },
  });
  expect(demoted.status(), await demoted.text()).toBe(200);

  const seen = watchForLoops(colleaguePage);
  await colleaguePage
    .getByRole('navigation', { name: 'User management' })
    .getByRole('link', { name: 'Access control' })
    .click();
  await expect(colleaguePage.getByRole('main')).toContainText(
    'Your organisation’s administrator manages its users',
  );
  await expect(colleaguePage).toHaveURL(/\/user-management\/access-control$/);
  await expectSettled(colleaguePage, seen);
  // The menu follows the new role: no administrative items any more.
  await colleaguePage.getByRole('banner').getByRole('button', { name: 'Kiran Rao' }).click();
  await expect(colleaguePage.getByRole('menu')).not.toContainText('User Management');
  await context.close();
});

test('a user whose app is taken away while My Apps is open is told so when opening it', async ({
  page,
  browser,
}) => {
  await signInAsNewAdmin(page, { name: 'Asha Iyer' });
  await paidOrder(page.request, 'EPOI_STARTER');
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const memberPage = await context.newPage();
  const member = await joinByInvitation(page.request, memberPage, {
    role: 'org_user',
    name: 'Ravi Menon',
  });
  // Where Launch goes when the server allows it: the app's sign-in (E-POI signs in through the
  // portal here, docs/decisions/0090), answered here.
  const launched: string[] = [];
  await context.route(`${DEMO_URL}/login**`, (route) => {
    launched.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<title>E-POI</title><h1>E-POI</h1>' });
  });

  await memberPage.goto('/product-dashboard');
  // Signed in through the API, this browser stores no user: the session's hint starts the app.
  const launch = memberPage.getByTestId('app-EPOI').getByRole('link', { name: 'Launch E-POI' });
  await expect(launch).toBeVisible();

  const withdrawn = await page.request.put('/api/Details/AccessControl', {
    headers: { 'X-Requested-With': 'fetch' },
    data: { changes: [{ userId: member.id, item: 'EPOI', allowed: false }] },
  });
  expect(withdrawn.status(), await withdrawn.text()).toBe(204);

  const seen = watchForLoops(memberPage);
  await launch.click();
  await expect(
    memberPage.locator('[data-sonner-toast]').filter({ hasText: 'not given you access to E-POI' }),
  ).toBeVisible();
  await expect(memberPage.getByTestId('app-EPOI')).toHaveCount(0);
  await expect(memberPage.getByRole('main')).toContainText('has not given you access to E-POI');
  await expect(memberPage).toHaveURL(/\/product-dashboard$/);
  await expectSettled(memberPage, seen);
  expect(launched).toEqual([]);

  // Given back, Launch opens the app.
  const restored = await page.request.put('/api/Details/AccessControl', {
    headers: { 'X-Requested-With': 'fetch' },
    data: { changes: [{ userId: member.id, item: 'EPOI', allowed: true }] },
  });
  expect(restored.status()).toBe(204);
  await memberPage.reload();
  await memberPage.getByTestId('app-EPOI').getByRole('link', { name: 'Launch E-POI' }).click();
  const signIn = `${DEMO_URL}/login?iss=${encodeURIComponent(`${process.env.E2E_BASE_URL}/oidc`)}`;
  await expect(memberPage).toHaveURL(signIn);
  expect(launched).toEqual([signIn]);
  await context.close();
});

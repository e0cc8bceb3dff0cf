import { guardedRoutes, platformAdminRoutes, publicRoutes } from '@prakar/shared/routes';
import { allPageCopy } from '#app/content/pages/all-pages.ts';
import { signInAsNewAdmin } from './accounts';
import { forEachRoute, groups, inSteps, listed } from './screens';
import { decodeReturnUrl, expect, test } from './support';

test.describe('public routes', () => {
  for (const routes of groups(publicRoutes, 6)) {
    test(`${listed(routes)} answer 200 and show their heading`, async ({ page }) => {
      await forEachRoute(routes, async (route) => {
        const response = await page.goto(`/${route}`);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          allPageCopy[route].heading,
        );
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page).toHaveTitle(/Prakar Tax Advisory/);
        expect(new URL(page.url()).pathname).toBe(`/${route}`);
      });
    });
  }
});

test('the empty path goes to /home', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(allPageCopy.home.heading);
});

test('an unknown path answers 404 and ends on the error page', async ({ page }) => {
  const response = await page.goto('/no-such-page?ref=mail');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/error$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /home page/i })).toHaveAttribute('href', '/home');
  await expect(main.getByRole('link', { name: /site map/i })).toHaveAttribute('href', '/sitemap');
});

test('a screen spelt in another letter case opens at its own address', async ({ page }) => {
  const response = await page.goto('/e-poi?ref=card');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/E-poi\?ref=card$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(allPageCopy['E-poi'].heading);
});

test.describe('guarded routes', () => {
  test('each guarded screen without a user goes to login with the return address', async ({
    page,
  }) => {
    await forEachRoute(guardedRoutes, async (route) => {
      await page.goto(`/${route}`);
      await expect(page).toHaveURL(/\/login\?returnUrl=/);
      expect(decodeReturnUrl(page.url())).toBe(`/${route}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(allPageCopy.login.heading);
    });
  });

  test('the return address keeps the query string', async ({ page }) => {
    await page.goto('/user-management/users?page=2&q=Śrī');
    await expect(page).toHaveURL(/\/login\?returnUrl=/);
    expect(decodeReturnUrl(page.url())).toBe('/user-management/users?page=2&q=%C5%9Ar%C4%AB');
  });

  for (const routes of groups(guardedRoutes, 5)) {
    test(`${listed(routes)} render for a signed-in user`, async ({ page }) => {
      await signInAsNewAdmin(page, { name: 'Asha Iyer' });
      await forEachRoute(routes, async (route) => {
        const response = await page.goto(`/${route}`);
        expect(response?.status()).toBe(200);
        // A customer who opens a back-office screen is told, under its heading, that it is the firm's.
        const screen = platformAdminRoutes.includes(route) ? 'back-office' : route;
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          allPageCopy[screen].heading,
        );
        expect(new URL(page.url()).pathname).toBe(`/${route}`);
      });
    });
  }

  test('a negative UserId counts as signed out', async ({ page }) => {
    // A record left in local storage, with no server session behind it.
    await page.addInitScript(() => {
      localStorage.setItem('UserData', JSON.stringify({ UserId: -1, RoleId: 2, IsAdmin: true }));
      localStorage.setItem('UserId', '-1');
    });
    await page.goto('/my-subscription');
    await expect(page).toHaveURL(/\/login\?returnUrl=/);
  });
});

test('pages hydrate without script errors or warnings, signed out and in', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  const visit = async (path: string) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  };
  for (const path of ['/home', '/E-poi', '/sitemap']) await visit(path);
  await signInAsNewAdmin(page, { name: 'Asha Iyer' });
  for (const path of ['/home', '/tds', '/change-pass', '/user-management/users']) await visit(path);
  expect(problems).toEqual([]);
});

test('no page breaks its Content-Security-Policy, forms and today’s prices included', async ({
  page,
}) => {
  // A refused `eval` is not logged to the console; the page's own event says it happened.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} in ${event.sourceFile}`);
    });
  });
  const violations = () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  await inSteps(
    ['/contact-us', '/login', '/sign-up', '/careers', '/checkout', '/tds'],
    (path) => path,
    async (path) => {
      await page.goto(path);
      if (path === '/tds') {
        await page.locator('#plans').scrollIntoViewIfNeeded();
        await expect(page.locator('#plans [data-prices="current"]')).toBeAttached();
      }
      expect.soft(await violations(), path).toEqual([]);
    },
  );
});

import { expect, test } from './support';

test.use({ viewport: { width: 1280, height: 720 } });

test('a new page starts at the top after following a link from far down', async ({ page }) => {
  await page.goto('/home');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Site Map' }).click();
  await expect(page).toHaveURL(/\/sitemap$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site map');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('going back also starts at the top', async ({ page }) => {
  await page.goto('/sitemap');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Refund Policy' }).click();
  await expect(page).toHaveURL(/\/refund-policy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // The browser would restore the old position on Back; the site resets it to the top.
  await page.goBack();
  await expect(page).toHaveURL(/\/sitemap$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site map');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { admin, expect, seedUser, test } from './support';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const summary = results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    targets: v.nodes.map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const path of [
    '/home',
    '/E-poi',
    '/assessments_appeals',
    '/error',
    '/login',
    '/nav-component',
    '/footer',
    '/sitemap',
  ]) {
    test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page);
    });
  }

  test('an open Products menu has no violations', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('banner').getByRole('button', { name: 'Products' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'E-POI' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('the contact panel with errors has no violations', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('banner').getByRole('button', { name: 'Contact Us' }).click();
    const panel = page.getByRole('dialog', { name: 'Contact us' });
    await panel.getByRole('button', { name: 'Send Message' }).click();
    await expect(panel.getByText('Please enter your name.')).toBeVisible();
    await expectNoViolations(page);
  });

  test('the signed-in user menu has no violations', async ({ page }) => {
    await seedUser(page, admin);
    await page.goto('/home');
    await page.getByRole('banner').getByRole('button', { name: 'Asha Iyer' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoViolations(page);
  });

  test('the profile modal has no violations', async ({ page }) => {
    await seedUser(page, { ...admin, IsProfileDataSaved: 'No' });
    await page.goto('/home');
    await page.getByRole('banner').getByRole('button', { name: 'Asha Iyer' }).click();
    await page.getByRole('menuitem', { name: 'My Apps' }).click();
    await expect(page.getByRole('dialog', { name: 'Profile Details' })).toBeVisible();
    await expectNoViolations(page);
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('home with the mobile menu open has no violations', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await expectNoViolations(page);
  });

  test('a service page has no violations', async ({ page }) => {
    await page.goto('/online_dispute_resolution_odr');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page);
  });
});

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { publicRoutes } from '@prakar/shared/routes';
import { signInAsNewAdmin } from './accounts';
import { expect, test } from './support';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Pages that read from the API are checked once their data has arrived. */
async function settled(page: Page) {
  const path = new URL(page.url()).pathname;
  if (['/E-poi', '/tds', '/e-form16'].includes(path)) {
    await expect(page.getByRole('link', { name: /^Add to cart/ }).first()).toBeVisible();
  }
  if (path === '/careers') {
    await expect(page.getByRole('button', { name: /^Apply for / }).first()).toBeVisible();
  }
}

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

  for (const route of publicRoutes) {
    test(`/${route} has no WCAG 2.2 AA violations`, async ({ page }) => {
      await page.goto(`/${route}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await settled(page);
      await expectNoViolations(page);
    });
  }

  test('an open FAQ has no violations', async ({ page }) => {
    await page.goto('/tds');
    await page.locator('#faqs summary').first().click();
    await expectNoViolations(page);
  });

  test('the contact-us form with errors has no violations', async ({ page }) => {
    await page.goto('/contact-us');
    await page.getByRole('main').getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('main').getByText('Please enter your name.')).toBeVisible();
    await expectNoViolations(page);
  });

  test('the job application form with errors has no violations', async ({ page }) => {
    await page.goto('/careers');
    await page
      .getByRole('button', { name: /^Apply for / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: /^Apply: / });
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(dialog.getByText('Please attach your résumé.')).toBeVisible();
    await expectNoViolations(page);
  });

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
    await signInAsNewAdmin(page, { name: 'Asha Iyer' });
    await page.goto('/home');
    await page.getByRole('banner').getByRole('button', { name: 'Asha Iyer' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoViolations(page);
  });

  test('the profile modal has no violations', async ({ page }) => {
    await signInAsNewAdmin(page, { name: 'Asha Iyer', profileComplete: false });
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

  for (const route of [
    'online_dispute_resolution_odr',
    'home',
    'E-poi',
    'careers',
    'contact-us',
    'privacy-policy',
  ]) {
    test(`/${route} at phone width has no violations`, async ({ page }) => {
      await page.goto(`/${route}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await settled(page);
      await expectNoViolations(page);
    });
  }
});

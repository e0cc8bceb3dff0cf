import type { Page } from '@playwright/test';
import { guardedRoutes, publicRoutes } from '@prakar/shared/routes';
import { expectNoViolations } from './axe';
import { expectNoSidewaysScroll, openPortalScreen, openPublicScreen, signInFor } from './screens';
import { expect, test } from './support';

/**
 * At a phone's width the same page is also narrowed to 320 CSS pixels, the width of a 1280 px
 * screen zoomed to 400 %, where it must read without scrolling sideways (reflow, WCAG 1.4.10);
 * only a data table may scroll, inside its own box.
 */
async function checkPage(page: Page, width: number) {
  await expectNoViolations(page);
  if (width > 360) return;
  await page.setViewportSize({ width: 320, height: 640 });
  await expectNoSidewaysScroll(page, 'at 320 px');
}

for (const width of [1280, 360]) {
  const reflow = width === 360 ? ', and reflows at 320 px' : '';
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const route of publicRoutes) {
      test(`/${route} has no WCAG 2.2 AA violations${reflow}`, async ({ page }) => {
        await openPublicScreen(page, route);
        await checkPage(page, width);
      });
    }

    for (const route of guardedRoutes) {
      test(`/${route}, signed in, has no WCAG 2.2 AA violations${reflow}`, async ({ page }) => {
        await signInFor(page, route);
        await openPortalScreen(page, route);
        await checkPage(page, width);
      });
    }
  });
}

test.describe('forms and disclosures in use', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

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

  test('the contact panel with errors has no violations', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('banner').getByRole('button', { name: 'Contact Us' }).click();
    const panel = page.getByRole('dialog', { name: 'Contact us' });
    await panel.getByRole('button', { name: 'Send Message' }).click();
    await expect(panel.getByText('Please enter your name.')).toBeVisible();
    await expectNoViolations(page);
  });
});

import type { Page } from '@playwright/test';
import { expectNoViolations, violationsOn } from './axe';
import { sidewaysOverflow, testEveryScreen, textSpacingProblems } from './screens';
import { expect, test } from './support';

/**
 * Every screen at a desktop's and a phone's width. At the phone's width the same page is also
 * narrowed to 320 CSS pixels, the width of a 1280 px screen zoomed to 400 %, where it must read
 * without scrolling sideways (reflow, WCAG 1.4.10); only a data table may scroll, inside its own
 * box. With a reader's wider text spacing (WCAG 1.4.12) nothing is cut off and nothing scrolls
 * sideways. One visitor opens several screens in turn, as a person would, and each screen's
 * findings are reported on their own.
 */
async function expectScreenPasses(page: Page, path: string, width: number) {
  const violations = await violationsOn(page);
  const spaced = await textSpacingProblems(page);
  expect.soft(spaced, `text spacing on ${path}`).toEqual({ overflow: 0, clipped: [] });
  let overflow = 0;
  if (width <= 360) {
    await page.setViewportSize({ width: 320, height: 640 });
    overflow = await sidewaysOverflow(page);
    await page.setViewportSize({ width, height: 800 });
  }
  expect.soft(violations, `WCAG 2.2 AA violations on ${path}`).toEqual([]);
  expect.soft(overflow, `pixels ${path} scrolls sideways at 320 px`).toBeLessThanOrEqual(0);
}

for (const width of [1280, 360]) {
  const reflow = width === 360 ? ', and reflow at 320 px' : '';
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    testEveryScreen(
      (screens) => `${screens} have no WCAG 2.2 AA violations${reflow}`,
      (page, route) => expectScreenPasses(page, `/${route}`, width),
    );
  });
}

test.describe('forms and disclosures in use', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the check itself finds a fault planted in the page', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('main').evaluate((main) => {
      main.insertAdjacentHTML('afterbegin', '<img src="/favicon.ico"><button></button>');
    });
    const found = (await violationsOn(page)).map((violation) => violation.id);
    expect(found).toEqual(expect.arrayContaining(['image-alt', 'button-name']));
  });

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
    await page.locator('#openings').scrollIntoViewIfNeeded();
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

import type { Locator } from '@playwright/test';
import { signInAsNewAdmin } from './accounts';
import { expectNoViolations } from './axe';
import { PDF } from './resume';
import { expectFitsPhone } from './screens';
import { expect, test } from './support';

/** A day in India `days` from today, `YYYY-MM-DD`. */
const istDay = (days = 0) =>
  new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

const screens = [
  { name: 'a laptop', viewport: { width: 1280, height: 800 }, hasTouch: false },
  { name: 'a phone', viewport: { width: 360, height: 740 }, hasTouch: true },
] as const;

for (const { name, viewport, hasTouch } of screens) {
  test.describe(`asking for help with a notice on ${name}`, () => {
    test.use({ viewport, hasTouch });
    const phone = viewport.width < 400;

    test('a customer administrator asks for help with a 143(2) notice from the service page and uploads it', async ({
      page,
    }) => {
      await signInAsNewAdmin(page, { name: 'Asha Iyer' });
      /** A person taps on a phone and clicks on a laptop. */
      const press = (target: Locator) => (phone ? target.tap() : target.click());
      const check = (what: string) =>
        phone ? expectFitsPhone(page, what) : expectNoViolations(page, what);

      await page.goto('/assessments_appeals');
      await press(page.getByRole('link', { name: 'Ask for help with a notice' }).first());
      await expect(page).toHaveURL(/\/matters\/new$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Ask for help with a notice',
      );
      await expect(page.getByText('A PDF, JPEG or PNG file of at most 10 MB.')).toBeVisible();
      await check('the empty request');

      await press(page.getByRole('button', { name: 'Send the request' }));
      await expect(page.getByText('Choose the kind of matter.')).toBeVisible();
      await expect(page.getByText('Please attach the notice.')).toBeVisible();
      await check('the request with its fields in error');

      await page
        .getByRole('combobox', { name: /^What the notice is/ })
        .selectOption({ label: 'Scrutiny notice under section 143(2)' });
      await page.getByRole('textbox', { name: /^PAN, TAN or GSTIN/ }).fill('AAPFU0939F');
      await page
        .getByRole('combobox', { name: /^Act/ })
        .selectOption({ label: 'Income-tax Act, 1961' });
      await page.getByRole('textbox', { name: /^Year/ }).fill('2025-26');
      await page.getByLabel(/^Date of service/).fill(istDay(-3));
      await page.getByLabel(/^Date in the notice/).fill(istDay(12));
      await page
        .getByRole('textbox', { name: /^What you need from us/ })
        .fill('A reply to the scrutiny notice, with the books of account.');
      await page.getByLabel(/^The notice/).setInputFiles({
        name: 'Notice 143(2).pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      await press(page.getByRole('button', { name: 'Send the request' }));

      const matter = page.getByRole('heading', { level: 2, name: /^MAT-\d{4}-\d{4}$/ });
      await expect(matter).toBeVisible();
      await expect(page).toHaveURL(/\/matters\/[0-9a-f-]{36}$/);
      await expect(page.getByText('Scrutiny notice under section 143(2)').first()).toBeVisible();
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
      await check('the requested matter');
    });
  });
}

import type { Page } from '@playwright/test';
import { createAccount, newAccountDetails, signInAsPlatformAdmin } from './accounts';
import { expectNoViolations } from './axe';
import { istDay, MATTER_SCREENS, openMatterFor, pressOn, writtenDay } from './matters';
import { expectFitsPhone } from './screens';
import { expect, test } from './support';

/**
 * A new customer organisation with a 143(2) notice the firm has opened a matter for: served five
 * days ago, its reply due today (the date in the notice), so it is due this week. Leaves `page`
 * signed in as the firm's administrator. Returns the organisation's name and the matter's number.
 */
async function matterDueToday(page: Page): Promise<{ organisation: string; number: string }> {
  const customer = await createAccount(page.request, newAccountDetails('matter'));
  await signInAsPlatformAdmin(page);
  const { number } = await openMatterFor(page.request, customer.organisationName, {
    description: 'The notice asks for the books of account for the year.',
  });
  return { organisation: customer.organisationName, number };
}

for (const { name, viewport, hasTouch } of MATTER_SCREENS) {
  test.describe(`the matters on ${name}`, () => {
    test.use({ viewport, hasTouch });
    const phone = viewport.width < 400;

    test('a member of staff finds a matter due this week, accepts it and sets a target date, and sees both in its history', async ({
      page,
    }) => {
      const { organisation, number } = await matterDueToday(page);
      const press = pressOn(phone);
      const check = async (what: string) => {
        if (!phone) return expectNoViolations(page, what);
        // A toast's close button sits over the page until it goes, after three seconds.
        await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
        await expectFitsPhone(page, what);
      };

      await page.goto('/back-office');
      if (phone) await page.getByRole('button', { name: 'Sections' }).tap();
      await press(
        page
          .getByRole('navigation', { name: 'Back office' })
          .getByRole('link', { name: /^Matters/ }),
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Matters');
      const bar = page.getByRole('banner');
      expect(await bar.evaluate((element) => element.getBoundingClientRect().height)).toBeLessThan(
        80,
      );

      if (phone) await page.getByRole('button', { name: /^Filters/ }).tap();
      await page.getByRole('combobox', { name: 'Due' }).selectOption({ label: 'Due this week' });
      await expect(page).toHaveURL(/due=this_week/);
      await page.getByRole('searchbox', { name: 'Search' }).fill(organisation);
      await expect(page).toHaveURL(/search=/);
      const list = page.getByRole('table', { name: /^Matters/ });
      await expect(list.locator('tbody tr')).toHaveCount(1);
      await expect(list).toContainText(organisation);
      await expect(list).toContainText('Requested');
      await check('the matters due this week');
      const listAddress = page.url();

      await press(list.getByRole('link', { name: number }));
      await expect(
        page.getByRole('heading', { level: 2, name: `${number}: ${organisation}` }),
      ).toBeVisible();
      await expect(page.getByText(/counted/)).toBeVisible();
      await check('a requested matter');

      const letter = page.getByRole('region', { name: 'Engagement letter' });
      await letter
        .getByLabel(/^The work the firm will do/)
        .fill('Reply to the notice and attend the hearing.');
      await letter.getByLabel(/^Fee before GST/).fill('30000');
      await letter.getByLabel(/^Advance before GST/).fill('10000');
      await press(letter.getByRole('button', { name: 'Accept and send the letter' }));
      await expect(
        page.getByText(`${number} is accepted: its engagement letter is sent to the client.`),
      ).toBeVisible();
      const history = page.getByRole('region', { name: 'Status history' });
      await expect(history).toContainText(`Accepted — ${writtenDay(istDay())}`);
      await expect(history).toContainText('Platform administrator');

      const target = page.getByLabel('Target date', { exact: true });
      await target.fill(istDay(1));
      await press(page.getByRole('button', { name: 'Set target' }));
      await expect(
        page.getByText(/^Choose a date on or before the statutory due date/),
      ).toBeVisible();
      await target.fill(istDay());
      await press(page.getByRole('button', { name: 'Set target' }));
      await expect(page.getByText(`Target date set to ${writtenDay(istDay())}.`)).toBeVisible();

      const timeline = page.getByRole('region', { name: 'What happened' });
      await expect(timeline.getByRole('listitem').first()).toContainText(
        'Platform administrator (staff)',
      );
      await expect(timeline).toContainText(/target/i);
      await expect(timeline).toContainText(/accept/i);
      await check('an accepted matter with its target date');

      await press(page.getByRole('link', { name: 'Back to the matters' }));
      await expect(page).toHaveURL(listAddress);
      if (phone) await page.getByRole('button', { name: 'Filters (1 in use)' }).tap();
      await expect(page.getByRole('combobox', { name: 'Due' })).toHaveValue('this_week');
      await expect(list).toContainText('Accepted');
    });
  });
}

test.describe('a new matter on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a member of staff opens a matter for an organisation found by name, and lands on its page', async ({
    page,
  }) => {
    const customer = await createAccount(page.request, newAccountDetails('new-matter'));
    await signInAsPlatformAdmin(page);
    await page.goto('/back-office/matters');
    await page.getByRole('link', { name: 'New matter' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('New matter');
    await page.getByRole('button', { name: 'Open the matter' }).click();
    await expect(page.getByText('Choose the organisation.')).toBeVisible();
    await expectNoViolations(page, 'the new matter form with its errors');

    await page
      .getByRole('searchbox', { name: 'Find the organisation' })
      .fill(customer.organisationName);
    await page.getByRole('button', { name: `Choose ${customer.organisationName}` }).click();
    await page.getByLabel(/^Kind/).selectOption({ label: 'Appeal to the CIT(A)' });
    await page.getByLabel(/^PAN, TAN or GSTIN/).fill('AAPFU0939F');
    await page.getByLabel(/^Act/).selectOption({ label: 'Income-tax Act, 1961' });
    await page.getByLabel(/^Year/).fill('2025-26');
    await page.getByLabel(/^Served on/).fill(istDay(-3));
    await page.getByRole('button', { name: 'Open the matter' }).click();

    const heading = page.getByRole('heading', { level: 2, name: /^MAT-\d{4}-\d{4}: / });
    await expect(heading).toContainText(customer.organisationName);
    await expect(page.getByText(/^30 days/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Status history' })).toContainText('Requested');
  });
});

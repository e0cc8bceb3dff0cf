import type { Locator, Page } from '@playwright/test';
import {
  API_HEADERS,
  completeProfile,
  createAccount,
  newAccountDetails,
  signInAsPlatformAdmin,
} from './accounts';
import { expectNoViolations } from './axe';
import { linkInMail, mailText } from './mailbox';
import { payByWallet } from './orders';
import { expectFitsPhone } from './screens';
import { expect, test } from './support';

/** A day in India `days` from today, `YYYY-MM-DD`. */
const istDay = (days = 0) =>
  new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

/** A requested matter the firm's administrator, signed in in `staff`, opened for `organisationName`. */
async function requestedMatter(staff: Page, organisationName: string) {
  const found = await staff.request.get(
    `/api/BackOffice/Organisations?search=${encodeURIComponent(organisationName)}`,
  );
  const [organisation] = (await found.json()).organisations as { id: string }[];
  expect(organisation, organisationName).toBeDefined();
  const opened = await staff.request.post('/api/BackOffice/Matters', {
    headers: API_HEADERS,
    data: {
      organisationId: organisation?.id,
      kind: 'scrutiny_143_2',
      subjectType: 'pan',
      subject: 'AAPFU0939F',
      act: '1961',
      year: '2025-26',
      servedOn: istDay(-3),
      dateInNotice: istDay(20),
      description: 'A reply to the scrutiny notice, with the books of account.',
    },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  return (await opened.json()) as { id: string; number: string };
}

const screens = [
  { name: 'a laptop', viewport: { width: 1280, height: 800 }, hasTouch: false },
  { name: 'a phone', viewport: { width: 360, height: 740 }, hasTouch: true },
] as const;

for (const { name, viewport, hasTouch } of screens) {
  test.describe(`the engagement letter on ${name}`, () => {
    test.use({ viewport, hasTouch });
    const phone = viewport.width < 400;

    test('staff accept a request with a letter; the client accepts it with the mailed code, pays the advance and gets the invoice', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const client = await createAccount(page.request, newAccountDetails('engagement'));
      await completeProfile(page.request, client);
      const staffContext = await browser.newContext({
        viewport,
        hasTouch,
        extraHTTPHeaders: { 'X-Forwarded-For': `10.251.${phone ? 1 : 0}.${Date.now() % 250}` },
      });
      const staff = await staffContext.newPage();
      /** A person taps on a phone and clicks on a laptop. */
      const press = (target: Locator) => (phone ? target.tap() : target.click());
      const check = async (on: Page, what: string) => {
        // A toast's close button sits over the page until it goes, after three seconds.
        await expect(on.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
        await (phone ? expectFitsPhone(on, what) : expectNoViolations(on, what));
      };

      try {
        await signInAsPlatformAdmin(staff);
        const matter = await requestedMatter(staff, client.organisationName);
        await staff.goto(`/back-office/matters/${matter.id}`);
        const panel = staff.getByRole('region', { name: 'Engagement letter' });
        const scope = panel.getByLabel(/^The work the firm will do/);
        await expect(scope).toBeVisible();
        await check(staff, 'a request waiting for its engagement letter');
        await scope.fill(
          'Draft and file the reply to the scrutiny notice, and attend the hearing.',
        );
        await panel.getByLabel(/^Fee before GST/).fill('50,000');
        await panel.getByLabel(/^Advance before GST/).fill('60,000');
        await press(panel.getByRole('button', { name: 'Accept and send the letter' }));
        await expect(panel.getByText('The advance cannot be more than the fee.')).toBeVisible();
        await panel.getByLabel(/^Advance before GST/).fill('20,000');
        await press(panel.getByRole('button', { name: 'Accept and send the letter' }));
        await expect(panel.getByText('Sent, awaiting acceptance')).toBeVisible();
        await expect(staff.getByRole('region', { name: 'Status history' })).toContainText(
          'Accepted',
        );
        await check(staff, 'a matter with its letter sent');

        const letterLink = await linkInMail(
          client.email,
          new RegExp(`https?://\\S+/matters/${matter.id}`),
        );
        await page.goto(letterLink);
        const letter = page.getByRole('region', { name: 'Engagement letter' });
        await expect(letter).toContainText('Prakar Tax Advisory Private Limited');
        await expect(letter).toContainText('₹59,000.00');
        await expect(letter).toContainText('₹23,600.00');
        await expect(letter).toContainText('Draft and file the reply to the scrutiny notice');
        await check(page, 'the engagement letter to accept');

        await press(letter.getByRole('button', { name: 'Send me a code' }));
        await expect(letter.getByText(`We e-mailed a code to ${client.email}.`)).toBeVisible();
        const mail = await mailText(client.email, `engagement letter for ${matter.number}`);
        const code = mail.match(/ is (\d{6})\./)?.[1] ?? '';
        expect(code).toMatch(/^\d{6}$/);
        const field = letter.getByLabel(/^Code from the e-mail/);
        await field.fill(code === '000000' ? '000001' : '000000');
        await press(letter.getByRole('button', { name: 'Accept engagement' }));
        await expect(letter.getByText('That code is not right.', { exact: false })).toBeVisible();
        await field.fill(code);
        await press(letter.getByRole('button', { name: 'Accept engagement' }));
        await expect(letter.getByText(/^You accepted this letter on/)).toBeVisible();
        await check(page, 'an accepted letter with its advance to pay');

        await press(letter.getByRole('link', { name: 'Pay the advance' }));
        await expect(page).toHaveURL(/\/payment-request\?ref=/);
        await press(page.getByRole('button', { name: 'Pay ₹23,600.00', exact: true }));
        await payByWallet(page, 'Success');
        await expect(
          page.getByRole('heading', { name: 'Thank you: your payment has been received' }),
        ).toBeVisible({ timeout: 20_000 });

        await page.goto(`/matters/${matter.id}`);
        await expect(letter.getByText('Advance paid')).toBeVisible();
        await expect(letter).toContainText(/tax invoice PTA\/\d\d-\d\d\/\d{5}/);
        const downloading = page.waitForEvent('download');
        await press(letter.getByRole('link', { name: /Download invoice/ }));
        expect((await downloading).suggestedFilename()).toMatch(
          /^Invoice-PTA-\d\d-\d\d-\d{5}\.pdf$/,
        );
        await check(page, 'the advance paid');

        await staff.reload();
        await expect(panel.getByText('Advance paid')).toBeVisible();
        await expect(panel).toContainText(/invoice PTA\/\d\d-\d\d\/\d{5}/);
        await expect(staff.getByRole('region', { name: 'What happened' })).toContainText(
          `The advance on ${matter.number} (₹23,600.00) was paid`,
        );
      } finally {
        await staffContext.close();
      }
    });
  });
}

import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { formatRupees } from '@prakar/shared/money';
import { API_HEADERS, signInAsNewAdmin, signInAsPlatformAdmin } from './accounts';
import { sendContactMessage } from './contact-message';
import { mailTo, uniqueAddress } from './mailbox';
import { paidOrder, refundShare } from './orders';
import { ACTIVE_PDF_NAMES, PDF, SCRIPTED_PDF } from './resume';
import { expectFitsPhone } from './screens';
import { expect, test } from './support';

test.use({ viewport: { width: 1280, height: 800 } });

/** An application to the first opening, sent as the careers form sends it; answers the opening. */
async function apply(
  request: APIRequestContext,
  name: string,
  email: string,
  resume = { name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF },
) {
  const list = await request.get('/api/Masters/Careers/Openings');
  const [opening] = (await list.json()).openings as { id: string; title: string }[];
  if (!opening) throw new Error('The seed has no openings');
  const sent = await request.post('/api/Details/Careers/Applications', {
    headers: API_HEADERS,
    multipart: {
      openingId: opening.id,
      name,
      email,
      mobile: '+91 98200 12345',
      coverNote: 'Three years of 24Q and 26Q returns for manufacturers in Pune.',
      resume,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return opening;
}

async function answerLead(staff: Page, word: string, customerName: string) {
  await staff.goto('/back-office/leads');
  await staff.getByRole('searchbox', { name: 'Search' }).fill(word);
  const inbox = staff.getByRole('table', { name: 'Messages, newest first' });
  await inbox.getByRole('link', { name: customerName }).click();
  await staff.getByRole('textbox', { name: /Your reply/ }).fill('We will call you at 11 today.');
  await staff.getByRole('button', { name: 'Review and send' }).click();
  await staff
    .getByRole('alertdialog', { name: 'Send this e-mail?' })
    .getByRole('button', { name: 'Send e-mail' })
    .click();
  await expect(staff.getByRole('region', { name: 'Conversation' })).toContainText(
    'We will call you at 11 today.',
  );
}

async function openApplication(staff: Page, openingTitle: string, applicant: string) {
  await staff.goto('/back-office/careers');
  await staff.getByRole('link', { name: openingTitle }).first().click();
  await staff.getByRole('button', { name: `Open ${applicant}’s application` }).click();
  return staff.getByRole('dialog', { name: applicant });
}

async function shortlist(staff: Page, openingTitle: string, applicant: string) {
  const dialog = await openApplication(staff, openingTitle, applicant);
  await dialog.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Shortlisted' });
  await expect(dialog).toContainText(`${applicant} will be e-mailed`);
  await dialog.getByRole('button', { name: 'Save status' }).click();
  await expect(staff.getByText(`${applicant}: Shortlisted, and e-mailed.`)).toBeVisible();
}

async function refundHalf(staff: Page, orderNumber: string, halfPaise: number) {
  await staff.goto('/back-office/orders');
  const search = staff.getByRole('searchbox', { name: 'Search' });
  await search.fill(orderNumber);
  await search.press('Enter');
  await staff
    .getByRole('table', { name: 'Orders, newest first' })
    .getByRole('link', { name: orderNumber })
    .click();
  await staff.getByRole('button', { name: /^Refund payment/ }).click();
  const dialog = staff.getByRole('dialog', { name: 'Refund a payment' });
  await dialog.getByLabel('Amount to refund (₹)').fill(String(halfPaise / 100));
  await dialog.getByLabel('Reason').fill('Half the licences were not needed');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: `Refund ${formatRupees(halfPaise)}` }).click();
  const refunds = staff.getByRole('table', { name: 'Refunds' });
  await expect(refunds).toContainText('Refunded');
  await expect(refunds).toContainText(/CN\/\d\d-\d\d\/\d{5}/);
}

/** A customer's paid order, half refunded, their message and an applicant, made through the API. */
async function backOfficeWork(customer: Page, staff: Page) {
  const { account } = await signInAsNewAdmin(customer, {
    name: 'Venkatalakshmi Subramaniam Ramachandran-Iyengar',
  });
  const order = await paidOrder(customer.request);
  const word = `phone${Date.now()}`;
  await sendContactMessage(customer.request, {
    name: 'Venkatalakshmi Subramaniam Ramachandran-Iyengar',
    email: account.email,
    subject: `Renewal of our E-Form16 licences for the financial year ${word}`,
    comments: 'Please call.',
  });
  const opening = await apply(
    customer.request,
    'Parameswaran Krishnamoorthy',
    uniqueAddress('p.k'),
  );
  await refundShare(staff.request, order, 1 / 2, 'Half the licences were not needed');
  return { order, word, opening, organisationName: account.organisationName };
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  test('the back office’s screens fit a phone with real work in them', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await signInAsPlatformAdmin(page);
    const customer = await (await browser.newContext()).newPage();
    const { order, word, opening, organisationName } = await backOfficeWork(customer, page);

    await page.goto('/back-office');
    await expect(page.getByRole('heading', { name: 'Work waiting' })).toBeVisible();
    await expectFitsPhone(page, 'back office home');

    await page.goto(`/back-office/orders?search=${order.number}`);
    await page.getByRole('link', { name: order.number }).tap();
    await expect(page.getByRole('table', { name: 'Refunds' })).toContainText(/CN\//);
    await expectFitsPhone(page, 'an order');

    await page.goto(`/back-office/careers/${opening.id}`);
    await expect(page.getByRole('table', { name: 'Applications, newest first' })).toContainText(
      'Parameswaran Krishnamoorthy',
    );
    await expectFitsPhone(page, 'an opening’s applications');

    await page.goto('/back-office/sales');
    await expect(
      page.getByRole('table', { name: 'Sales in the last twelve months, as a table' }),
    ).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Gross sales, refunds and net sales' }),
    ).toContainText('Net sales');
    await expectFitsPhone(page, 'sales');

    await page.goto(`/back-office/leads?search=${word}`);
    await page.getByRole('link', { name: /^Venkatalakshmi/ }).tap();
    await expect(page.getByRole('link', { name: organisationName })).toBeVisible();
    await expectFitsPhone(page, 'a lead');
    await page.getByRole('link', { name: organisationName }).tap();
    await expect(page.getByRole('heading', { name: organisationName })).toBeVisible();
    await expectFitsPhone(page, 'an organisation');
  });
});

test('staff answer a lead, shortlist an applicant and refund half an order; the customer sees the refund and its credit note', async ({
  page,
  browser,
}) => {
  // Four people's work in one test: a customer, a visitor, an applicant and a member of staff.
  test.setTimeout(120_000);
  const { account } = await signInAsNewAdmin(page, { name: 'Meera Kulkarni' });
  const order = await paidOrder(page.request);
  const word = `journey${Date.now()}`;
  await sendContactMessage(page.request, {
    name: 'Meera Kulkarni',
    email: account.email,
    subject: 'More licences',
    comments: `About ${word}: can we add licences mid-year?`,
  });
  const applicant = `Ishaan Desai ${Date.now().toString(36)}`;
  const applicantEmail = uniqueAddress('ishaan');
  const opening = await apply(page.request, applicant, applicantEmail);

  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const staff = await staffContext.newPage();
  await signInAsPlatformAdmin(staff);
  await answerLead(staff, word, 'Meera Kulkarni');
  await expect.poll(() => mailTo(account.email)).toContain('Re: More licences');
  await shortlist(staff, opening.title, applicant);
  await expect
    .poll(() => mailTo(applicantEmail))
    .toContainEqual(expect.stringMatching(/shortlist/i));
  const half = Math.floor(order.totalPaise / 2);
  await refundHalf(staff, order.number, half);
  await staffContext.close();

  await page.goto('/transaction-history');
  const row = page
    .getByRole('table', { name: 'Orders, newest first' })
    .getByRole('row')
    .filter({ hasText: order.number });
  await expect(row).toContainText(formatRupees(half));
  await expect(row).toContainText('Refunded');
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: /^Download credit note CN\// }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile((await file.path()) ?? '');
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('the Prices and plans tab opens a screen of that name', async ({ page }) => {
  await signInAsPlatformAdmin(page);
  await page.goto('/back-office');
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Prices and plans' })
    .click();
  await expect(page).toHaveURL(/\/catalogue$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prices and plans');
  await expect(page).toHaveTitle(/^Prices and plans \| /);
});

test('staff read an applicant’s PDF under the name it truly has, and nothing the applicant wrote runs', async ({
  page,
}) => {
  const applicant = `Farhan Qureshi ${Date.now().toString(36)}`;
  const opening = await apply(page.request, applicant, uniqueAddress('farhan'), {
    name: 'invoice\u202egpj.pdf',
    mimeType: 'application/pdf',
    buffer: SCRIPTED_PDF,
  });
  await signInAsPlatformAdmin(page);
  const application = await openApplication(page, opening.title, applicant);
  await expect(application).toContainText('invoicegpj.pdf');
  const view = application.getByRole('link', { name: 'View résumé (opens in a new tab)' });
  // The headless shell has no PDF viewer to open the tab with, so the test reads what the link
  // serves, with the staff member's session: the bytes a full browser's viewer would run.
  const served = await page.request.get((await view.getAttribute('href')) ?? '');
  expect(served.headers()['content-type']).toBe('application/pdf');
  const bytes = await served.body();
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.toString('latin1')).not.toMatch(ACTIVE_PDF_NAMES);
});

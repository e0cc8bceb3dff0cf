import type { Locator, Page } from '@playwright/test';
import { API_HEADERS, signInAsNewAdmin, signInAsPlatformAdmin } from './accounts';
import { expectNoViolations } from './axe';
import { PDF } from './resume';
import { expectFitsPhone } from './screens';
import { expect, test } from './support';

/** A day in India `days` from today, `YYYY-MM-DD`. */
const istDay = (days = 0) =>
  new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

/** "2 December 2026": an IST day as the matter's page writes it. */
const written = (day: string) =>
  new Date(`${day}T12:00:00+05:30`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });

/**
 * A 143(2) matter of the client's organisation, opened by the firm's administrator signed in
 * within `staff` and accepted with an engagement letter (the client's side of it is another journey's).
 */
async function acceptedMatter(organisationName: string, staff: Page): Promise<string> {
  const found = await staff.request.get(
    `/api/BackOffice/Organisations?search=${encodeURIComponent(organisationName)}`,
  );
  const [organisation] = (await found.json()).organisations as { id: string }[];
  const opened = await staff.request.post('/api/BackOffice/Matters', {
    headers: API_HEADERS,
    data: {
      organisationId: organisation?.id,
      kind: 'scrutiny_143_2',
      subjectType: 'pan',
      subject: 'AAPFU0939F',
      act: '1961',
      year: '2025-26',
      servedOn: istDay(-5),
      dateInNotice: istDay(20),
    },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const { id } = (await opened.json()) as { id: string };
  const accepted = await staff.request.post(`/api/BackOffice/Matters/${id}/Engagement`, {
    headers: API_HEADERS,
    data: {
      scope: 'Reply to the 143(2) notice and attend the hearing.',
      fee: '25000',
      advance: '10000',
    },
  });
  expect(accepted.status(), await accepted.text()).toBe(201);
  return id;
}

const screens = [
  { name: 'a laptop', viewport: { width: 1280, height: 800 }, hasTouch: false },
  { name: 'a phone', viewport: { width: 360, height: 740 }, hasTouch: true },
] as const;

for (const { name, viewport, hasTouch } of screens) {
  test.describe(`a matter's documents on ${name}`, () => {
    test.use({ viewport, hasTouch });
    const phone = viewport.width < 400;

    test('staff ask for two documents, the client uploads both and approves the draft; staff file it and set a hearing the client sees', async ({
      page: client,
      browser,
    }) => {
      test.slow();
      const firm = await browser.newContext({ viewport, hasTouch });
      const staff = await firm.newPage();
      const { account } = await signInAsNewAdmin(client, { name: 'Asha Iyer' });
      await signInAsPlatformAdmin(staff);
      const id = await acceptedMatter(account.organisationName, staff);

      const press = (target: Locator) => (phone ? target.tap() : target.click());
      const check = async (page: Page, what: string) => {
        await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
        await (phone ? expectFitsPhone(page, what) : expectNoViolations(page, what));
      };

      await staff.goto(`/back-office/matters/${id}`);
      const request = staff.getByRole('form', { name: 'Request documents' });
      await request.getByLabel(/^What you need/).fill('Bank statements for 2025-26');
      await press(request.getByRole('button', { name: 'Add another document' }));
      await request
        .getByLabel(/^What you need/)
        .nth(1)
        .fill('Ledger of rent received');
      await request
        .getByLabel(/^Note to the client/)
        .nth(1)
        .fill('As a spreadsheet, if you have one.');
      await press(request.getByRole('button', { name: 'Request documents' }));
      await expect(staff.getByText('The client is asked for 2 documents.')).toBeVisible();
      const asked = staff.getByRole('region', { name: 'Documents from the client' });
      await expect(asked.getByText('Waiting for the client')).toHaveCount(2);
      await check(staff, 'the documents asked of the client');

      await client.goto(`/matters/${id}`);
      const needs = client.getByRole('region', { name: 'What we need from you' });
      await expect(needs.getByText('Waiting for you')).toHaveCount(2);
      await expect(
        needs.getByText('A PDF, JPEG, PNG, XLSX or CSV file of at most 10 MB.').first(),
      ).toBeVisible();
      await check(client, 'what the firm needs');
      const statements = client.getByRole('form', { name: 'Upload Bank statements for 2025-26' });
      await statements.getByLabel(/^The document/).setInputFiles(pdf('Statements.pdf'));
      await press(statements.getByRole('button', { name: 'Upload' }));
      await expect(needs.getByText(/Version 1: Statements\.pdf, from Asha Iyer/)).toBeVisible();
      const ledger = client.getByRole('form', { name: 'Upload Ledger of rent received' });
      await ledger.getByLabel(/^The document/).setInputFiles({
        name: 'rent.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('month,rent\nApril,45000\nMay,45000\n'),
      });
      await press(ledger.getByRole('button', { name: 'Upload' }));
      await expect(needs.getByText(/Version 1: rent\.csv/)).toBeVisible();
      await expect(needs.getByText('Uploaded', { exact: true })).toHaveCount(2);
      await check(client, 'both documents uploaded');

      await staff.reload();
      await expect(asked.getByText('Uploaded', { exact: true })).toHaveCount(2);
      const draft = staff.getByRole('form', { name: 'Upload draft' });
      await draft.getByLabel(/^The draft/).setInputFiles(pdf('Reply to the notice.pdf'));
      await press(draft.getByRole('button', { name: 'Upload draft' }));
      await expect(
        staff.getByText('The draft is uploaded, and the client is mailed a link.'),
      ).toBeVisible();

      await client.reload();
      const approval = client.getByRole('region', { name: 'Draft for your approval' });
      await expect(approval.getByText(/Version 1: Reply to the notice\.pdf/)).toBeVisible();
      await check(client, 'the draft to approve');
      await press(approval.getByRole('button', { name: 'Approve draft' }));
      await expect(approval.getByText(/Asha Iyer approved it/)).toBeVisible();
      await expect(approval.getByRole('button', { name: 'Approve draft' })).toHaveCount(0);

      await staff.reload();
      await expect(staff.getByText(/Asha Iyer approved it/)).toBeVisible();
      const filing = staff.getByRole('form', { name: 'Mark as filed' });
      await filing.getByLabel(/^Filed on/).fill(istDay());
      await filing.getByLabel(/^The acknowledgement/).setInputFiles(pdf('Acknowledgement.pdf'));
      await press(filing.getByRole('button', { name: 'Mark as filed' }));
      const hearing = staff.getByRole('form', { name: 'Set a hearing' });
      await hearing.getByLabel(/^Hearing date/).fill(istDay(30));
      await hearing.getByLabel(/^Time/).fill('11:30');
      await hearing.getByLabel(/^Forum/).fill('CIT(A)-3, Mumbai');
      await hearing.getByLabel(/^Place/).fill('Aayakar Bhavan, Churchgate');
      await press(hearing.getByRole('button', { name: 'Set a hearing' }));
      const next = `${written(istDay(30))} at 11:30 IST, CIT(A)-3, Mumbai, Aayakar Bhavan, Churchgate`;
      await expect(staff.getByText(next).first()).toBeVisible();
      await check(staff, 'a filed matter with its hearing');

      await client.reload();
      const filed = client.getByRole('region', { name: 'Filing and hearings' });
      await expect(
        filed.getByRole('heading', { name: `Filed on ${written(istDay())}` }),
      ).toBeVisible();
      await expect(
        filed.getByRole('button', { name: /Download version 1, Acknowledgement\.pdf/ }),
      ).toBeVisible();
      await expect(filed.getByRole('heading', { name: 'Next hearing' })).toBeVisible();
      await expect(filed.getByText(next).first()).toBeVisible();
      await check(client, 'the filed matter and its next hearing');
      await firm.close();
    });
  });
}

import { signInAsNewAdmin, signInAsPlatformAdmin } from './accounts';
import { linkInMail, mailText } from './mailbox';
import { describeOnMatterScreens, istDay, pdfFile, writtenDay } from './matters';
import { payByWallet } from './orders';
import { expect, test } from './support';

/*
 * Issue 47's journey of an advisory matter, end to end through the screens of both sides: a
 * client asks for help with a 143(2) notice and follows it to its hearing, the firm's staff in a
 * browser of their own.
 */
describeOnMatterScreens(
  "an advisory matter's whole journey",
  ({ viewport, hasTouch, phone, press, check }) => {
    test('a client asks for help with a 143(2) notice, accepts and pays the engagement, sends two documents and approves the draft; staff file it and set a hearing the client sees on the matter and the deadlines page', async ({
      page: client,
      browser,
    }) => {
      test.setTimeout(240_000);
      const firm = await browser.newContext({
        viewport,
        hasTouch,
        extraHTTPHeaders: { 'X-Forwarded-For': `10.252.${phone ? 1 : 0}.${Date.now() % 250}` },
      });
      const staff = await firm.newPage();
      try {
        const { account } = await signInAsNewAdmin(client, { name: 'Asha Iyer' });
        await signInAsPlatformAdmin(staff);

        // The client asks from the service page, and uploads the notice.
        await client.goto('/assessments_appeals');
        await press(client.getByRole('link', { name: 'Ask for help with a notice' }).first());
        await expect(client).toHaveURL(/\/matters\/new$/);
        await expect(client.getByRole('heading', { level: 1 })).toHaveText(
          'Ask for help with a notice',
        );
        await expect(client.getByText('A PDF, JPEG or PNG file of at most 10 MB.')).toBeVisible();
        await check(client, 'the empty request');
        await press(client.getByRole('button', { name: 'Send the request' }));
        await expect(client.getByText('Choose the kind of matter.')).toBeVisible();
        await expect(client.getByText('Please attach the notice.')).toBeVisible();
        await check(client, 'the request with its fields in error');
        await client
          .getByRole('combobox', { name: /^What the notice is/ })
          .selectOption({ label: 'Scrutiny notice under section 143(2)' });
        await client.getByRole('textbox', { name: /^PAN, TAN or GSTIN/ }).fill('AAPFU0939F');
        await client
          .getByRole('combobox', { name: /^Act/ })
          .selectOption({ label: 'Income-tax Act, 1961' });
        await client.getByRole('textbox', { name: /^Year/ }).fill('2025-26');
        await client.getByLabel(/^Date of service/).fill(istDay(-3));
        await client.getByLabel(/^Date in the notice/).fill(istDay(12));
        await client
          .getByRole('textbox', { name: /^What you need from us/ })
          .fill('A reply to the scrutiny notice, with the books of account.');
        await client.getByLabel(/^The notice/).setInputFiles(pdfFile('Notice 143(2).pdf'));
        await press(client.getByRole('button', { name: 'Send the request' }));
        const heading = client.getByRole('heading', { level: 2, name: /^MAT-\d{4}-\d{4}$/ });
        await expect(heading).toBeVisible();
        await expect(client).toHaveURL(/\/matters\/[0-9a-f-]{36}$/);
        const id = client.url().split('/').at(-1) ?? '';
        const number = (await heading.textContent()) ?? '';
        await expect(
          client.getByText('Scrutiny notice under section 143(2)').first(),
        ).toBeVisible();
        await check(client, 'the requested matter');

        // Staff find the request in the back office and accept it with an engagement letter.
        await staff.goto('/back-office/matters');
        if (phone) await staff.getByRole('button', { name: /^Filters/ }).tap();
        await staff.getByRole('searchbox', { name: 'Search' }).fill(number);
        await expect(staff).toHaveURL(/search=/);
        const list = staff.getByRole('table', { name: /^Matters/ });
        await expect(list.locator('tbody tr')).toHaveCount(1);
        await press(list.getByRole('link', { name: number }));
        await expect(staff).toHaveURL(new RegExp(`/back-office/matters/${id}(\\?|$)`));
        const panel = staff.getByRole('region', { name: 'Engagement letter' });
        const scope = panel.getByLabel(/^The work the firm will do/);
        await expect(scope).toBeVisible();
        await check(staff, 'the request waiting for its engagement letter');
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
        await check(staff, 'the matter with its letter sent');

        // The client accepts the letter with the mailed code and pays the advance.
        await client.goto(
          await linkInMail(account.email, new RegExp(`https?://\\S+/matters/${id}`)),
        );
        const letter = client.getByRole('region', { name: 'Engagement letter' });
        await expect(letter).toContainText('Prakar Tax Advisory Private Limited');
        await expect(letter).toContainText('Draft and file the reply to the scrutiny notice');
        await expect(letter).toContainText('₹59,000.00');
        await expect(letter).toContainText('₹23,600.00');
        await check(client, 'the engagement letter to accept');
        await press(letter.getByRole('button', { name: 'Send me a code' }));
        await expect(letter.getByText(`We e-mailed a code to ${account.email}.`)).toBeVisible();
        const mail = await mailText(account.email, `engagement letter for ${number}`);
        const code = mail.match(/ is (\d{6})\./)?.[1] ?? '';
        expect(code).toMatch(/^\d{6}$/);
        const codeField = letter.getByLabel(/^Code from the e-mail/);
        await codeField.fill(code === '000000' ? '000001' : '000000');
        await press(letter.getByRole('button', { name: 'Accept engagement' }));
        await expect(letter.getByText('That code is not right.', { exact: false })).toBeVisible();
        await codeField.fill(code);
        await press(letter.getByRole('button', { name: 'Accept engagement' }));
        await expect(letter.getByText(/^You accepted this letter on/)).toBeVisible();
        await check(client, 'the accepted letter with its advance to pay');
        await press(letter.getByRole('link', { name: 'Pay the advance' }));
        await expect(client).toHaveURL(/\/payment-request\?ref=/);
        await press(client.getByRole('button', { name: 'Pay ₹23,600.00', exact: true }));
        await payByWallet(client, 'Success');
        await expect(
          client.getByRole('heading', { name: 'Thank you: your payment has been received' }),
        ).toBeVisible({ timeout: 20_000 });
        await client.goto(`/matters/${id}`);
        await expect(letter.getByText('Advance paid')).toBeVisible();
        await expect(letter).toContainText(/tax invoice PTA\/\d\d-\d\d\/\d{5}/);
        const downloading = client.waitForEvent('download');
        await press(letter.getByRole('link', { name: /Download invoice/ }));
        expect((await downloading).suggestedFilename()).toMatch(
          /^Invoice-PTA-\d\d-\d\d-\d{5}\.pdf$/,
        );
        await check(client, 'the advance paid');

        // Staff see it paid and ask for two documents.
        await staff.reload();
        await expect(panel.getByText('Advance paid')).toBeVisible();
        await expect(panel).toContainText(/invoice PTA\/\d\d-\d\d\/\d{5}/);
        await expect(staff.getByRole('region', { name: 'What happened' })).toContainText(
          `The advance on ${number} (₹23,600.00) was paid`,
        );
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

        // The client uploads both.
        await client.reload();
        const needs = client.getByRole('region', { name: 'What we need from you' });
        await expect(needs.getByText('Waiting for you')).toHaveCount(2);
        await expect(
          needs.getByText('A PDF, JPEG, PNG, XLSX or CSV file of at most 10 MB.').first(),
        ).toBeVisible();
        await check(client, 'what the firm needs');
        const statements = client.getByRole('form', {
          name: 'Upload Bank statements for 2025-26',
        });
        await statements.getByLabel(/^The document/).setInputFiles(pdfFile('Statements.pdf'));
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

        // Staff upload the draft; the client approves it.
        await staff.reload();
        await expect(asked.getByText('Uploaded', { exact: true })).toHaveCount(2);
        const draft = staff.getByRole('form', { name: 'Upload draft' });
        await draft.getByLabel(/^The draft/).setInputFiles(pdfFile('Reply to the notice.pdf'));
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

        // Staff file it and set a hearing.
        await staff.reload();
        await expect(staff.getByText(/Asha Iyer approved it/)).toBeVisible();
        const filing = staff.getByRole('form', { name: 'Mark as filed' });
        await filing.getByLabel(/^Filed on/).fill(istDay());
        await filing
          .getByLabel(/^The acknowledgement/)
          .setInputFiles(pdfFile('Acknowledgement.pdf'));
        await press(filing.getByRole('button', { name: 'Mark as filed' }));
        const hearing = staff.getByRole('form', { name: 'Set a hearing' });
        await hearing.getByLabel(/^Hearing date/).fill(istDay(30));
        await hearing.getByLabel(/^Time/).fill('11:30');
        await hearing.getByLabel(/^Forum/).fill('CIT(A)-3, Mumbai');
        await hearing.getByLabel(/^Place/).fill('Aayakar Bhavan, Churchgate');
        await press(hearing.getByRole('button', { name: 'Set a hearing' }));
        const next = `${writtenDay(istDay(30))} at 11:30 IST, CIT(A)-3, Mumbai, Aayakar Bhavan, Churchgate`;
        await expect(staff.getByText(next).first()).toBeVisible();
        await check(staff, 'the filed matter with its hearing');

        // The client sees the filing and the hearing on the matter, then on the deadlines page.
        await client.reload();
        const filed = client.getByRole('region', { name: 'Filing and hearings' });
        await expect(
          filed.getByRole('heading', { name: `Filed on ${writtenDay(istDay())}` }),
        ).toBeVisible();
        await expect(
          filed.getByRole('button', { name: /Download version 1, Acknowledgement\.pdf/ }),
        ).toBeVisible();
        await expect(filed.getByRole('heading', { name: 'Next hearing' })).toBeVisible();
        await expect(filed.getByText(next).first()).toBeVisible();
        await check(client, 'the filed matter and its next hearing');
        await client.goto('/matters');
        await press(client.getByRole('link', { name: 'Deadlines', exact: true }));
        await expect(client).toHaveURL(/\/matters\/deadlines$/);
        // Filed, its statutory date is met: the hearing is the one date left.
        const dates = client.getByRole('list', { name: 'Dates ahead' }).getByRole('listitem');
        await expect(dates).toHaveCount(1);
        await expect(dates.first()).toContainText(writtenDay(istDay(30)));
        await expect(dates.first()).toContainText('in 30 days');
        await expect(dates.first()).toContainText(
          'Hearing at 11:30 IST, CIT(A)-3, Mumbai, Aayakar Bhavan, Churchgate',
        );
        await expect(dates.first()).toContainText(number);
        await check(client, 'the deadlines with the hearing');
      } finally {
        await firm.close();
      }
    });
  },
);

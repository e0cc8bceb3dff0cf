import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { signInAsNewAdmin, signInAsPlatformAdmin } from './accounts';
import { expectNoViolations } from './axe';
import { linkInMail } from './mailbox';
import { describeOnMatterScreens, istDay, openMatterFor } from './matters';
import { PLATFORM_ADMIN } from './platform-admin';
import { PDF } from './resume';
import { expectFitsPhone } from './screens';
import { expect, test } from './support';
import { zipFileNames } from './zip';

describeOnMatterScreens("a matter's messages", ({ viewport, hasTouch, phone, press }) => {
  test('the client writes with a spreadsheet, staff reply from the mailed link with a PDF, the client reads the reply and downloads both files as one ZIP', async ({
    page: client,
    browser,
  }) => {
    test.slow();
    const firm = await browser.newContext({ viewport, hasTouch });
    const staff = await firm.newPage();
    const { account } = await signInAsNewAdmin(client, { name: 'Asha Iyer' });
    await signInAsPlatformAdmin(staff);
    const { id } = await openMatterFor(staff.request, account.organisationName, {
      dateInNotice: istDay(20),
    });

    const check = async (page: Page, what: string) => {
      await (phone ? expectFitsPhone(page, what) : expectNoViolations(page, what));
    };

    await client.goto(`/matters/${id}`);
    const thread = client.getByRole('region', { name: 'Messages' });
    await expect(thread.getByText('No messages yet.')).toBeVisible();
    await thread
      .getByLabel(/^Your message to the firm/)
      .fill('Our rent ledger for 2024-25 is attached.');
    await thread.getByLabel(/^Attach a file/).setInputFiles({
      name: 'Rent ledger.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('month,rent\nApril,45000\nMay,45000\n'),
    });
    await press(thread.getByRole('button', { name: 'Send message' }));
    await expect(
      client.getByRole('status').filter({ hasText: 'Message sent with Rent ledger.csv.' }),
    ).toHaveCount(1);
    const sent = thread.getByRole('listitem').filter({ hasText: 'Our rent ledger' });
    await expect(sent).toContainText('Asha Iyer');
    await expect(sent).toContainText('Your organisation');
    await expect(sent).toContainText('IST');
    await expect(thread.getByLabel(/^Your message to the firm/)).toHaveValue('');
    await check(client, 'a message sent to the firm');

    const link = await linkInMail(
      PLATFORM_ADMIN.email,
      new RegExp(`https?://\\S+/back-office/matters/${id}`),
    );
    await staff.goto(link);
    const staffThread = staff.getByRole('region', { name: 'Messages' });
    const received = staffThread.getByRole('listitem').filter({ hasText: 'Our rent ledger' });
    await expect(received).toContainText(account.organisationName);
    await expect(received.getByRole('button', { name: /Download Rent ledger\.csv/ })).toBeVisible();
    await staffThread
      .getByLabel(/^Your message to the client/)
      .fill('Thank you. Our draft reply is attached; we will file it on Friday.');
    await staffThread
      .getByLabel(/^Attach a file/)
      .setInputFiles({ name: 'Draft reply.pdf', mimeType: 'application/pdf', buffer: PDF });
    await press(staffThread.getByRole('button', { name: 'Send message' }));
    await expect(
      staffThread.getByRole('listitem').filter({ hasText: 'we will file it on Friday' }),
    ).toBeVisible();
    await check(staff, 'the staff’s reply');

    const back = await linkInMail(account.email, new RegExp(`https?://\\S+/matters/${id}`));
    await client.goto(back);
    const reply = thread.getByRole('listitem').filter({ hasText: 'we will file it on Friday' });
    await expect(reply).toContainText('Prakar Tax Advisory');
    await expect(reply.getByRole('button', { name: /Download Draft reply\.pdf/ })).toBeVisible();
    await expect(thread.getByRole('listitem').last()).toContainText('we will file it on Friday');

    const documents = client.getByRole('region', { name: 'All documents' });
    await expect(
      documents.getByRole('button', { name: /Download Rent ledger\.csv/ }),
    ).toBeVisible();
    await check(client, 'the reply and the documents');
    const [download] = await Promise.all([
      client.waitForEvent('download'),
      press(documents.getByRole('button', { name: /Download all as a ZIP/ })),
    ]);
    expect(download.suggestedFilename()).toMatch(/^MAT-\d{4}-\d{4} documents\.zip$/);
    const zip = await readFile(await download.path());
    expect((await zipFileNames(zip)).sort()).toEqual(['Draft reply.pdf', 'Rent ledger.csv']);
    await firm.close();
  });
});

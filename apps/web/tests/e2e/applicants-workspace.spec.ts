import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { API_HEADERS, signInAsPlatformAdmin } from './accounts';
import { expectNoViolations } from './axe';
import { chooseOption, expectFocusVisible, pressOn } from './keyboard';
import { mailText, mailTo, uniqueAddress } from './mailbox';
import { PDF } from './resume';
import { expectFitsPhone } from './screens';
import { expect, test } from './support';

const NAMES = ['Asha Nair', 'Dev Malhotra', 'Ritu Sen', 'Kiran Bose'];

/** An opening of the test's own, posted by staff, so its list holds only the test's applicants. */
async function postOpening(staff: Page, title: string): Promise<string> {
  const response = await staff.request.post('/api/BackOffice/Careers/Openings', {
    headers: API_HEADERS,
    data: {
      title,
      department: 'Audit',
      location: 'Chennai',
      employmentType: 'Full-time',
      description: 'Statutory audits of manufacturing companies.',
      responsibilities: 'Plan audits\nWrite the reports',
      requirements: 'CA Inter',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Applicants through the careers form's endpoint, oldest first; answers each one's address. */
async function applyAll(request: APIRequestContext, openingId: string, surname: string) {
  const addresses: Record<string, string> = {};
  for (const first of NAMES) {
    const name = `${first} ${surname}`;
    addresses[name] = uniqueAddress(first.toLowerCase().replace(' ', '.'));
    const sent = await request.post('/api/Details/Careers/Applications', {
      headers: API_HEADERS,
      multipart: {
        openingId,
        name,
        email: addresses[name],
        mobile: '+91 98200 12345',
        coverNote: 'Two years of statutory audits at a CA firm in Chennai.',
        resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF },
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }
  return addresses;
}

/** Each applicant has the mail that moving them to Rejected sends, addressed to them by name. */
async function expectRejectionMails(addresses: Record<string, string>, names: string[]) {
  for (const name of names) {
    const text = await mailText(addresses[name] ?? '', 'Your application —');
    expect(text).toContain(`Dear ${name},`);
    expect(text).toContain('we have decided not to take it further this time');
  }
}

const screens = [
  { name: 'a laptop', viewport: { width: 1280, height: 800 }, hasTouch: false },
  { name: 'a phone', viewport: { width: 360, height: 740 }, hasTouch: true },
] as const;

for (const { name, viewport, hasTouch } of screens) {
  test.describe(`an opening’s applicants on ${name}`, () => {
    test.use({ viewport, hasTouch });

    test('a member of staff rejects three applicants at once, and each one’s mail arrives', async ({
      page,
    }) => {
      const surname = `Zed${Date.now().toString(36)}${viewport.width}`;
      const title = `Audit Associate ${surname}`;
      await signInAsPlatformAdmin(page);
      const openingId = await postOpening(page, title);
      const addresses = await applyAll(page.request, openingId, surname);
      const chosen = NAMES.slice(0, 3).map((first) => `${first} ${surname}`);
      const left = `${NAMES[3]} ${surname}`;

      await page.goto(`/back-office/careers/${openingId}`);
      const table = page.getByRole('table', { name: 'Applications, newest first' });
      await expect(table.getByRole('rowheader')).toHaveCount(4);
      for (const applicant of chosen) {
        const box = page.getByRole('checkbox', { name: `Choose ${applicant}’s application` });
        if (hasTouch) await box.tap();
        else await box.check();
        await expect(box).toBeChecked();
      }
      const bar = page.getByRole('region', { name: 'Change the chosen applications' });
      await expect(bar).toContainText('3 applications chosen');
      if (hasTouch) await expectFitsPhone(page, 'the applicants with three chosen');
      await bar.getByLabel('New status').selectOption({ label: 'Rejected' });
      await bar.getByRole('button', { name: 'Change status…' }).click();
      const asked = page.getByRole('alertdialog', { name: 'Move 3 applicants to Rejected?' });
      await expect(asked).toContainText(
        '3 applicants will be moved to Rejected and each sent the rejection mail.',
      );
      // In the list's order, newest first.
      await expect(asked).toContainText(
        `Moved and e-mailed: ${chosen[2]}, ${chosen[1]} and ${chosen[0]}.`,
      );
      await expectNoViolations(page, 'the bulk change’s confirmation');
      await asked.getByRole('button', { name: 'Yes, move them' }).click();
      await expect(
        page.getByText('Moved 3 applicants to Rejected and each sent the rejection mail.'),
      ).toBeVisible();
      await expect(bar).toBeHidden();
      for (const applicant of chosen) {
        await expect(table.getByRole('row').filter({ hasText: applicant })).toContainText(
          'Rejected',
        );
      }
      await expect(table.getByRole('row').filter({ hasText: left })).toContainText('Received');

      // Sorted by name, the address keeps the order, and the CSV has the screen's columns and order.
      await page.getByRole('button', { name: /^Applicant/ }).click();
      await expect(page).toHaveURL(/\?sort=name&order=asc$/);
      const byName = page.getByRole('table', { name: 'Applications by name, A to Z' });
      const sortedNames = [...chosen, left].sort();
      await expect(byName.getByRole('rowheader')).toHaveText(
        sortedNames.map((applicant) => new RegExp(`^${applicant}`)),
      );
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download CSV' }).click();
      const csv = await readFile((await (await download).path()) ?? '', 'utf8');
      const lines = csv
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toBe('Applicant,E-mail,Received (IST),Status,Résumé');
      expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(sortedNames);

      await expectRejectionMails(addresses, chosen);
      // The applicant left out heard only that the application arrived.
      expect(await mailTo(addresses[left] ?? '')).toEqual([
        expect.stringContaining('We have received your application'),
      ]);
    });
  });
}

test.describe('an opening’s applicants with the keyboard alone', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('ticks the whole page, leaves one out, and confirms the change', async ({ page }) => {
    const surname = `Key${Date.now().toString(36)}`;
    await signInAsPlatformAdmin(page);
    const openingId = await postOpening(page, `Audit Trainee ${surname}`);
    const addresses = await applyAll(page.request, openingId, surname);
    const left = `${NAMES[0]} ${surname}`;
    const chosen = NAMES.slice(1).map((first) => `${first} ${surname}`);

    await page.goto(`/back-office/careers/${openingId}`);
    const all = page.getByRole('checkbox', { name: 'Choose every application on this page' });
    await pressOn(page, all, 'Space');
    await expect(all).toBeChecked();
    await pressOn(
      page,
      page.getByRole('checkbox', { name: `Choose ${left}’s application` }),
      'Space',
    );
    const bar = page.getByRole('region', { name: 'Change the chosen applications' });
    await expect(bar).toContainText('3 applications chosen');

    await chooseOption(page, bar.getByLabel('New status'), 'Rejected');
    await pressOn(page, bar.getByRole('button', { name: 'Change status…' }));
    const asked = page.getByRole('alertdialog', { name: 'Move 3 applicants to Rejected?' });
    await expect(asked.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await pressOn(page, asked.getByRole('button', { name: 'Yes, move them' }));
    await expect(
      page.getByText('Moved 3 applicants to Rejected and each sent the rejection mail.'),
    ).toBeVisible();
    await expect(bar).toBeHidden();
    await expectFocusVisible(page);
    await expectRejectionMails(addresses, chosen);
  });
});

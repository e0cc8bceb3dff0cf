import type { Page } from '@playwright/test';
import { signInAsPlatformAdmin } from './accounts';
import { expectNoViolations } from './axe';
import { sendContactMessage } from './contact-message';
import { mailTo, uniqueAddress } from './mailbox';
import { expect, test } from './support';

/** A visitor's message about Smart TDS. */
function sendMessage(page: Page, name: string, email: string, comments: string) {
  return sendContactMessage(page.request, {
    name,
    email,
    subject: 'Smart TDS for 12 TANs',
    comments,
  });
}

test.describe('the firm’s staff work through a lead', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('find it, take it, note it and answer it, confirming what is sent', async ({ page }) => {
    const email = uniqueAddress('farah.khan');
    const word = `monsoon${Date.now()}`;
    await sendMessage(page, 'Farah Khan', email, `About ${word}: please call us this week.`);
    await signInAsPlatformAdmin(page);

    await page.goto('/back-office/leads');
    await page.getByRole('searchbox', { name: 'Search' }).fill(word);
    await expect(page).toHaveURL(new RegExp(`search=${word}`));
    await expect(page.getByRole('status')).toHaveText('Showing 1 of 1');
    const inbox = page.getByRole('table', { name: 'Messages, newest first' });
    await expect(inbox).toContainText('New');
    await expectNoViolations(page, 'the leads inbox');
    await inbox.getByRole('link', { name: 'Farah Khan' }).click();

    const sender = page.getByRole('region', { name: 'Farah Khan' });
    await expect(sender).toBeVisible();
    const assignee = page.getByRole('combobox', { name: 'Assigned to' });
    await expect(assignee.getByRole('option', { name: 'Platform administrator' })).toBeAttached();
    await assignee.selectOption({ label: 'Platform administrator' });
    await page.getByRole('button', { name: 'Assign' }).click();
    await expect(sender).toContainText('Platform administrator');

    await page.getByRole('textbox', { name: /New note/ }).fill('Wants a demo on Thursday.');
    await page.getByRole('button', { name: 'Add note' }).click();
    const notes = page.getByRole('region', { name: 'Internal notes' });
    await expect(notes).toContainText('Wants a demo on Thursday.');

    await page
      .getByRole('textbox', { name: /Your reply/ })
      .fill('Dear Farah,\n\nThursday at 11 suits us.');
    await page.getByRole('button', { name: 'Review and send' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Send this e-mail?' });
    await expect(dialog).toContainText(`To Farah Khan <${email}>`);
    await expect(dialog.locator('pre')).toContainText(`> About ${word}: please call us this week.`);
    await expectNoViolations(page, 'the reply confirmation');
    await dialog.getByRole('button', { name: 'Send e-mail' }).click();

    const thread = page.getByRole('region', { name: 'Conversation' });
    await expect(thread).toContainText('Thursday at 11 suits us.');
    await expect(sender).toContainText('Answered');
    // The acknowledgement came first; the reply follows through the outbox.
    await expect
      .poll(() => mailTo(email), { timeout: 15_000 })
      .toContain('Re: Smart TDS for 12 TANs');
    await expectNoViolations(page, 'a lead');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the inbox shows each message as a card, without scrolling sideways', async ({ page }) => {
    const word = `phone${Date.now()}`;
    await sendMessage(page, 'Nisha Pillai', uniqueAddress('nisha'), `About ${word}.`);
    await signInAsPlatformAdmin(page);
    await page.goto(`/back-office/leads?search=${word}`);
    const inbox = page.getByRole('table', { name: 'Messages, newest first' });
    await expect(inbox).toContainText('Nisha Pillai');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoViolations(page, 'the leads inbox on a phone');
  });
});

import { contactCopy } from '#app/content/copy/company.ts';
import { mailTo, uniqueAddress } from './mailbox';
import { expect, expectSalesContacts, test } from './support';

test.use({ viewport: { width: 1280, height: 800 } });

const THANKS = 'Thank you — we have received your message and will reply within one working day.';

function toast(page: import('@playwright/test').Page, title: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: title });
}

test('the contact page shows the firm’s details and offices', async ({ page }) => {
  await page.goto('/contact-us');
  const details = page.getByRole('region', { name: contactCopy.details.heading });
  await expectSalesContacts(details);
  await expect(details).toContainText('Monday to Saturday, 9:30 am to 6:30 pm IST');
  await expect(details).toContainText('Bandra Kurla Complex');
  await expect(page.locator('#offices')).toContainText('Bengaluru');
});

test('empty or malformed fields show their messages next to them', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/Details/Contact')) sent.push(request.url());
  });
  await page.goto('/contact-us');
  const form = page.getByRole('region', { name: contactCopy.form.heading });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByLabel('Name')).toHaveAccessibleDescription('Please enter your name.');
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription(
    'Please enter your e-mail address.',
  );
  await expect(form.getByLabel('Comments')).toHaveAccessibleDescription(
    'Please tell us how we can help.',
  );
  await expect(form.getByLabel('Name')).toBeFocused();
  await form.getByLabel('Email').fill('asha@');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription(
    'Please enter a valid e-mail address, such as name@company.in.',
  );
  expect(sent).toEqual([]);
});

test('a message sent from the page is stored, acknowledged and confirmed', async ({ page }) => {
  const email = uniqueAddress('meera.nair');
  await page.goto('/contact-us');
  const form = page.getByRole('region', { name: contactCopy.form.heading });
  await form.getByLabel('Name').fill('Meera Nair');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Subject').fill('Smart TDS for 12 TANs');
  await form.getByLabel('Comments').fill('Please call me about quarterly returns for our group.');
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/Details/Contact'));
  await form.getByRole('button', { name: 'Send Message' }).click();
  expect((await answered).status()).toBe(201);
  await expect(toast(page, 'Success')).toContainText(THANKS);
  // The form is ready for another message.
  await expect(form.getByLabel('Name')).toHaveValue('');
  // The sender's acknowledgement went out (to the local mailbox in tests).
  expect(await mailTo(email)).toEqual([expect.stringContaining('We have received your message')]);
});

test('too many messages from one address get the server’s message in an Error toast', async ({
  page,
}) => {
  // Each test is its own visitor address (support.ts): use up this one's allowance first.
  let status = 0;
  for (let attempt = 0; attempt < 10 && status !== 429; attempt += 1) {
    const response = await page.request.post('/api/Details/Contact', {
      headers: { 'x-requested-with': 'fetch' },
      data: {},
    });
    status = response.status();
  }
  expect(status).toBe(429);

  await page.goto('/contact-us');
  const form = page.getByRole('region', { name: contactCopy.form.heading });
  await form.getByLabel('Name').fill('Meera Nair');
  await form.getByLabel('Email').fill('meera.nair@example.in');
  await form.getByLabel('Comments').fill('One more question about E-Form16.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Error')).toContainText(/Too many requests\. Please try again in/);
  // Nothing typed is lost.
  await expect(form.getByLabel('Comments')).toHaveValue('One more question about E-Form16.');
});

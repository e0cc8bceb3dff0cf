import type { Page } from '@playwright/test';
import { decodeReturnUrl, expect, test } from './support';

test.use({ viewport: { width: 1280, height: 800 } });

const CONTACT_API = '**/api/Details/Contact';
const THANKS = 'Thank you — we have received your message and will reply within one working day.';

async function openContactPanel(page: Page) {
  await page.goto('/home');
  await page.getByRole('banner').getByRole('button', { name: 'Contact Us' }).click();
  const panel = page.getByRole('dialog', { name: 'Contact us' });
  await expect(panel).toBeVisible();
  return panel;
}

async function fillValidMessage(page: Page) {
  const panel = page.getByRole('dialog', { name: 'Contact us' });
  await panel.getByLabel('Name').fill('Meera Nair');
  await panel.getByLabel('Email').fill('meera.nair@example.in');
  await panel.getByLabel('Subject').fill('Smart TDS for 40 TANs');
  await panel.getByLabel('Comments').fill('Please call me about quarterly returns for our group.');
  return panel;
}

/** Records whether the loading overlay ever appears from now on. */
async function watchOverlay(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { overlaySeen: boolean };
    w.overlaySeen = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="loading-overlay"]')) w.overlaySeen = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { overlaySeen: boolean }).overlaySeen);
}

function toast(page: Page, title: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: title });
}

test('an empty message shows an error next to each required field', async ({ page }) => {
  const panel = await openContactPanel(page);
  for (const label of ['Name', 'Email', 'Comments']) {
    await expect(panel.getByLabel(label)).toHaveAttribute('aria-required', 'true');
  }
  await panel.getByRole('button', { name: 'Send Message' }).click();

  await expect(panel.getByLabel('Name')).toHaveAccessibleDescription('Please enter your name.');
  await expect(panel.getByLabel('Email')).toHaveAccessibleDescription(
    'Please enter your e-mail address.',
  );
  await expect(panel.getByLabel('Comments')).toHaveAccessibleDescription(
    'Please tell us how we can help.',
  );
  await expect(panel.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(panel.getByLabel('Subject')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(panel.getByLabel('Name')).toBeFocused();

  await panel.getByLabel('Email').fill('meera@');
  await panel.getByRole('button', { name: 'Send Message' }).click();
  await expect(panel.getByLabel('Email')).toHaveAccessibleDescription(
    'Please enter a valid e-mail address, such as name@company.in.',
  );
});

test('a sent message shows a Success toast that goes after about 3 seconds', async ({ page }) => {
  await openContactPanel(page);
  const panel = await fillValidMessage(page);
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/Details/Contact'));
  await panel.getByRole('button', { name: 'Send Message' }).click();
  expect((await sent).status()).toBe(201);

  const success = toast(page, 'Success');
  await expect(success).toBeVisible();
  await expect(success).toContainText(THANKS);
  const shownAt = Date.now();
  await expect(page.getByRole('dialog', { name: 'Contact us' })).toHaveCount(0);

  // The one deliberate wait: the toast must still be there well before its 3 s are up.
  await page.waitForTimeout(1_500);
  await expect(success).toBeVisible();
  await expect(success).toBeHidden({ timeout: 5_000 });
  const elapsed = Date.now() - shownAt;
  expect(elapsed).toBeGreaterThan(2_000);
  expect(elapsed).toBeLessThan(5_000);
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test(`at ${viewport.width} px a toast opens below the header, its close button inside it`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/contact-us');
    const form = page.getByRole('main');
    await form.getByLabel('Name').fill('Meera Nair');
    await form.getByLabel('Email').fill('meera.nair@example.in');
    await form.getByLabel('Comments').fill('Please call me about quarterly returns.');
    await form.getByRole('button', { name: 'Send Message' }).click();

    const success = toast(page, 'Success');
    await expect(success).toBeVisible();
    const header = await page.getByRole('banner').boundingBox();
    if (!header) throw new Error('The header is not drawn.');
    // Once it has slid into place.
    await expect
      .poll(async () => (await success.boundingBox())?.y, {
        message: 'the toast starts below the header',
      })
      .toBeGreaterThanOrEqual(header.y + header.height);
    const shown = await success.boundingBox();
    const close = await success.getByRole('button', { name: /close/i }).boundingBox();
    if (!shown || !close) throw new Error('The toast or its close button is not drawn.');
    expect(close.x).toBeGreaterThanOrEqual(shown.x);
    expect(close.y).toBeGreaterThanOrEqual(shown.y);
    expect(close.x + close.width).toBeLessThanOrEqual(shown.x + shown.width);
    expect(close.y + close.height).toBeLessThanOrEqual(shown.y + shown.height);
  });
}

test('a slow request shows the Loading overlay until it answers', async ({ page }) => {
  // Slow enough that a busy machine still looks while the overlay is up.
  await page.route(CONTACT_API, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue();
  });
  await openContactPanel(page);
  const panel = await fillValidMessage(page);
  await panel.getByRole('button', { name: 'Send Message' }).click();

  const overlay = page.getByRole('status').filter({ hasText: 'Loading' });
  await expect(overlay).toBeVisible();
  await expect(overlay).toBeHidden();
  await expect(toast(page, 'Success')).toBeVisible();
});

test('a fast request never flashes the overlay', async ({ page }) => {
  await page.route(CONTACT_API, (route) =>
    route.fulfill({
      status: 201,
      contentType: 'application/json',
      body: JSON.stringify({ id: 'msg-1', receivedAt: new Date().toISOString() }),
    }),
  );
  await openContactPanel(page);
  const panel = await fillValidMessage(page);
  const overlaySeen = await watchOverlay(page);
  await panel.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Success')).toBeVisible();
  expect(await overlaySeen()).toBe(false);
});

test('a plain-text error body is shown in an Error toast', async ({ page }) => {
  await page.route(CONTACT_API, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'text/plain',
      body: 'Our mail service is down for maintenance',
    }),
  );
  const panel = await openContactPanel(page);
  await fillValidMessage(page);
  await panel.getByRole('button', { name: 'Send Message' }).click();
  const error = toast(page, 'Error');
  await expect(error).toBeVisible();
  await expect(error).toContainText('Our mail service is down for maintenance');
  // The message is kept so the visitor can try again.
  await expect(panel.getByLabel('Name')).toHaveValue('Meera Nair');
});

test('any other error body shows "Failed due to service error"', async ({ page }) => {
  await page.route(CONTACT_API, (route) =>
    route.fulfill({ status: 502, contentType: 'application/json', body: '{"detail":"upstream"}' }),
  );
  const panel = await openContactPanel(page);
  await fillValidMessage(page);
  await panel.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Error')).toContainText('Failed due to service error');
});

test('field messages from the server appear next to the fields', async ({ page }) => {
  await page.route(CONTACT_API, (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Some fields need your attention.',
          fields: { email: 'We cannot deliver mail to this address.' },
        },
      }),
    }),
  );
  const panel = await openContactPanel(page);
  await fillValidMessage(page);
  await panel.getByRole('button', { name: 'Send Message' }).click();
  await expect(panel.getByLabel('Email')).toHaveAccessibleDescription(
    'We cannot deliver mail to this address.',
  );
  await expect(panel.getByLabel('Email')).toBeFocused();
});

test('a 401 answer sends the visitor to login', async ({ page }) => {
  await page.route(CONTACT_API, (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'UNAUTHORIZED', message: 'Please sign in.' } }),
    }),
  );
  const panel = await openContactPanel(page);
  await fillValidMessage(page);
  await panel.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/login\?returnUrl=/);
  expect(decodeReturnUrl(page.url())).toBe('/home');
  await expect(page.getByRole('dialog', { name: 'Contact us' })).toHaveCount(0);
});

test('requests carry the CSRF header, and UserId only when signed in', async ({ page }) => {
  await page.route(CONTACT_API, (route) =>
    route.fulfill({
      status: 201,
      contentType: 'application/json',
      body: '{"id":"1","receivedAt":""}',
    }),
  );
  const panel = await openContactPanel(page);
  await fillValidMessage(page);
  const request = page.waitForRequest(CONTACT_API);
  await panel.getByRole('button', { name: 'Send Message' }).click();
  const headers = (await request).headers();
  expect(headers['x-requested-with']).toBe('fetch');
  expect(headers.userid).toBeUndefined();
});

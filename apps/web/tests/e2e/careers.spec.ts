import type { Page } from '@playwright/test';
import {
  type OpeningList,
  RESUME_EXPANDS_TOO_FAR_MESSAGE,
  RESUME_MAX_EXPANDED_BYTES,
  RESUME_TOO_LARGE_MESSAGE,
  RESUME_TYPE_MESSAGE,
} from '@prakar/shared/careers';
import { formatIndianDate } from '@prakar/shared/dates';
import { site } from '@prakar/shared/site';
import { signInAsPlatformAdmin } from './accounts';
import { mailTo, uniqueAddress } from './mailbox';
import { expandingPdf, PDF } from './resume';
import { expect, test } from './support';

test.use({ viewport: { width: 1280, height: 800 } });

const APPLICATIONS_API = '/api/Details/Careers/Applications';

/** A Windows program's first bytes ("MZ"), named as if it were a PDF. */
const RENAMED_EXE = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
  Buffer.alloc(512),
]);
const SIX_MB = Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024)]);

/** The careers page, scrolled to its openings as a visitor does: the app starts as they come near. */
async function visitOpenings(page: Page) {
  await page.goto('/careers');
  await page.locator('#openings').scrollIntoViewIfNeeded();
}

async function openings(page: Page) {
  const response = await page.request.get('/api/Masters/Careers/Openings');
  return ((await response.json()) as OpeningList).openings;
}

async function openApplication(page: Page, title: string) {
  await visitOpenings(page);
  await page.getByRole('button', { name: `Apply for ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Apply: ${title}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillApplication(page: Page, email: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Full name').fill('Kavya Menon');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel(/^Mobile number/).fill('+91 98200 12345');
  await dialog.getByLabel('Cover note').fill('I have filed 24Q and 26Q returns for three years.');
  return dialog;
}

test('the openings come from the database, with their details', async ({ page }) => {
  const list = await openings(page);
  expect(list.length).toBeGreaterThan(0);
  await visitOpenings(page);
  const section = page.locator('#openings');
  for (const opening of list) {
    const card = section.locator(`[data-opening="${opening.slug}"]`);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(opening.title);
    await expect(card).toContainText(opening.location);
    await expect(card).toContainText(opening.employmentType);
  }
  const first = section.locator(`[data-opening="${list[0]?.slug}"]`);
  await first.getByText('Responsibilities and requirements').click();
  await expect(first.getByText(list[0]?.responsibilities[0] ?? '')).toBeVisible();
});

test('with no openings left when the app reads them again, the page says so', async ({ page }) => {
  await page.route('**/api/Masters/Careers/Openings', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"openings":[]}' }),
  );
  await visitOpenings(page);
  await expect(page.locator('#openings')).toContainText('There are no openings right now.');
});

/** The JSON-LD blocks of a page's HTML as served, before any script runs. */
function structuredData(html: string): Record<string, unknown>[] {
  const blocks = html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g);
  return [...blocks].map((block) => JSON.parse(block[1] ?? 'null') as Record<string, unknown>);
}

test('staff post an opening: the form names its last day, and the careers page serves it with its JobPosting data', async ({
  page,
  browser,
}) => {
  const title = `Transfer Pricing Analyst ${Date.now()}`;
  await signInAsPlatformAdmin(page);
  await page.goto('/back-office/careers');
  await page.getByRole('button', { name: 'New opening' }).click();
  const dialog = page.getByRole('dialog', { name: 'New opening' });
  await expect(dialog).toHaveAccessibleDescription(/^Posted today, it takes applications until /);
  const term = (await dialog.getByText(/^Posted today/).textContent()) ?? '';
  const lastDay = /until (\d{1,2} [A-Z][a-z]+ \d{4})/.exec(term)?.[1];
  await dialog.getByLabel('Job title').fill(title);
  await dialog.getByLabel('Department').fill('International Tax');
  await dialog.getByLabel('Location').fill('Pune (Baner)');
  await dialog.getByLabel('Employment type').selectOption('Contract');
  await dialog.getByLabel('About the role').fill('Benchmarking studies & Form 3CEB for groups.');
  await dialog.getByLabel('Responsibilities').fill('Prepare benchmarking studies\nDraft Form 3CEB');
  await dialog.getByLabel('Requirements').fill('CA with two years of transfer pricing');
  await dialog.getByRole('button', { name: 'Post opening' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText(`Open until ${lastDay}`);

  const opening = (await openings(page)).find((item) => item.title === title);
  if (!opening) throw new Error('The new opening is not on the careers page');
  expect(formatIndianDate(opening.closesOn)).toBe(lastDay);

  // The page as a search engine or a job board fetches it: no script runs.
  const served = await page.request.get('/careers');
  const html = await served.text();
  expect(html).toContain(`data-opening="${opening.slug}"`);
  expect(html).toContain(`<h3>${title}</h3>`);
  expect(html).not.toContain('Loading current openings…');
  const posting = structuredData(html).find((data) => data.title === title);
  expect(posting).toEqual({
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title,
    description: expect.stringContaining('<p>Benchmarking studies &amp; Form 3CEB for groups.</p>'),
    identifier: { '@type': 'PropertyValue', name: site.name, value: opening.slug },
    datePosted: opening.postedAt,
    validThrough: `${opening.closesOn}T23:59:59+05:30`,
    employmentType: 'CONTRACTOR',
    occupationalCategory: 'International Tax',
    hiringOrganization: {
      '@type': 'Organization',
      name: site.name,
      sameAs: site.url,
      logo: `${site.url}/icon-512.png`,
    },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Pune', addressCountry: 'IN' },
    },
    url: `${site.url}/careers`,
  });

  // A visitor who only waits sees every opening, the new one too, and no loading line…
  const visitor = await (await browser.newContext()).newPage();
  const problems: string[] = [];
  visitor.on('pageerror', (error) => problems.push(error.message));
  visitor.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await visitor.goto('/careers');
  const card = visitor.locator(`[data-opening="${opening.slug}"]`);
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(title);
  await expect(card).toContainText(`Apply by ${lastDay}`);
  await expect(visitor.getByText('Loading current openings…')).toHaveCount(0);
  // …and the app, once started, hydrates the same list: Apply opens the form, nothing reported.
  await card.getByRole('button', { name: `Apply for ${title}` }).click();
  await expect(visitor.getByRole('dialog', { name: `Apply: ${title}` })).toBeVisible();
  expect(problems).toEqual([]);
  await visitor.context().close();
});

test('an application with a PDF résumé is received and acknowledged', async ({ page }) => {
  const [opening] = await openings(page);
  if (!opening) throw new Error('The seed has no openings');
  const email = uniqueAddress('kavya.menon');
  const dialog = await openApplication(page, opening.title);
  await fillApplication(page, email);
  await dialog.getByLabel(/^Résumé/).setInputFiles({
    name: 'Kavya Menon CV.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  const answered = page.waitForResponse((r) => r.url().endsWith(APPLICATIONS_API));
  await dialog.getByRole('button', { name: 'Send application' }).click();
  const response = await answered;
  expect(response.status()).toBe(201);
  expect(response.request().headers()['content-type']).toMatch(/^multipart\/form-data/);

  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Success' })).toBeVisible();
  await expect(dialog.getByRole('status')).toContainText(
    `We have received your application for ${opening.title}`,
  );
  expect(await mailTo(email)).toEqual([
    expect.stringContaining('We have received your application'),
  ]);
});

test('the form checks the fields and the file before sending', async ({ page }) => {
  const [opening] = await openings(page);
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith(APPLICATIONS_API)) sent.push(r.url());
  });
  const dialog = await openApplication(page, opening?.title ?? '');
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(dialog.getByLabel('Full name')).toHaveAccessibleDescription(
    'Please enter your name.',
  );
  await expect(dialog.getByLabel(/^Résumé/)).toHaveAccessibleDescription(
    'Please attach your résumé.',
  );

  await dialog.getByLabel(/^Mobile number/).fill('12345');
  await dialog.getByLabel(/^Résumé/).setInputFiles({
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: SIX_MB,
  });
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(dialog.getByLabel(/^Mobile number/)).toHaveAccessibleDescription(
    'Enter a 10-digit Indian mobile number, such as 98200 12345.',
  );
  await expect(dialog.getByLabel(/^Résumé/)).toHaveAccessibleDescription(RESUME_TOO_LARGE_MESSAGE);

  await dialog.getByLabel(/^Résumé/).setInputFiles({
    name: 'resume.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('My CV'),
  });
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(dialog.getByLabel(/^Résumé/)).toHaveAccessibleDescription(RESUME_TYPE_MESSAGE);
  expect(sent).toEqual([]);
});

test('the server refuses a résumé over 5 MB with 413, naming the field', async ({ page }) => {
  const [opening] = await openings(page);
  const response = await page.request.post(APPLICATIONS_API, {
    headers: { 'X-Requested-With': 'fetch' },
    multipart: {
      openingId: opening?.id ?? '',
      name: 'Kavya Menon',
      email: 'kavya.menon@example.in',
      mobile: '9820012345',
      coverNote: 'Bypassing the browser check.',
      resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: SIX_MB },
    },
  });
  expect(response.status()).toBe(413);
  const body = (await response.json()) as { error: { fields?: Record<string, string> } };
  expect(body.error.fields?.resume).toBe(RESUME_TOO_LARGE_MESSAGE);
});

test('a résumé that unpacks to more than 50 MB is refused, the limit named next to the field', async ({
  page,
}) => {
  const [opening] = await openings(page);
  const dialog = await openApplication(page, opening?.title ?? '');
  await fillApplication(page, uniqueAddress('kavya.menon'));
  const resume = dialog.getByLabel(/^Résumé/);
  await resume.setInputFiles({
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: expandingPdf(RESUME_MAX_EXPANDED_BYTES + 1024),
  });
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(resume).toHaveAccessibleDescription(RESUME_EXPANDS_TOO_FAR_MESSAGE);
  await expect(resume).toBeFocused();
});

test('a renamed program is refused by its content, with the message next to the field', async ({
  page,
}) => {
  const [opening] = await openings(page);
  const dialog = await openApplication(page, opening?.title ?? '');
  await fillApplication(page, uniqueAddress('kavya.menon'));
  await dialog.getByLabel(/^Résumé/).setInputFiles({
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: RENAMED_EXE,
  });
  const answered = page.waitForResponse((r) => r.url().endsWith(APPLICATIONS_API));
  await dialog.getByRole('button', { name: 'Send application' }).click();
  expect((await answered).status()).toBe(415);
  await expect(dialog.getByLabel(/^Résumé/)).toHaveAccessibleDescription(RESUME_TYPE_MESSAGE);
  await expect(dialog.getByLabel(/^Résumé/)).toBeFocused();
  // The rest of the application is kept for a second try.
  await expect(dialog.getByLabel('Full name')).toHaveValue('Kavya Menon');
});

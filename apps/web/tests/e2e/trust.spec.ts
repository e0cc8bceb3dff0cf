import type { Page } from '@playwright/test';
import { expect, test } from './support';

/**
 * What a visitor checks before trusting the firm with payroll data: who it legally is, where data
 * is kept and whom to write to, who its customers and leaders are. Values are written out here,
 * so the tests check the pages, not the site's own lists.
 */
const identity = {
  'Legal name': 'Prakar Tax Advisory Private Limited',
  CIN: 'U74140MH2011PTC218764',
  GSTIN: '27AAKCP4821J1Z5',
  PAN: 'AAKCP4821J',
  'Registered office':
    '7th Floor, Meridian House, Bandra Kurla Complex, Bandra (East), Mumbai 400051, Maharashtra, India',
};

async function expectIdentity(page: Page, scope: ReturnType<Page['locator']>) {
  const list = scope.getByTestId('legal-identity');
  for (const [term, value] of Object.entries(identity)) {
    const row = list.locator('div').filter({ has: page.locator('dt', { hasText: term }) });
    await expect(row.locator('dd')).toHaveText(value);
  }
}

function sidewaysOverflow(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

test('the footer and the contact page say who the firm legally is', async ({ page }) => {
  await page.goto('/home');
  await expectIdentity(page, page.getByTestId('site-footer'));
  await page.goto('/contact-us');
  await expectIdentity(page, page.getByRole('main'));
});

test('the security and privacy page is reached from the footer and names the Grievance Officer', async ({
  page,
}) => {
  await page.goto('/home');
  await page
    .getByTestId('site-footer')
    .getByRole('link', { name: 'Security and Privacy', exact: true })
    .click();
  await expect(page).toHaveURL(/\/security-and-privacy$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Security and privacy');
  await expect(main).toContainText('PostgreSQL database on servers in India');
  await expect(main).toContainText('argon2id');
  await expect(main).toContainText('72 months');
  const officer = main.getByTestId('grievance-officer');
  await expect(officer).toContainText('Kavita Deshpande');
  await expect(officer.getByRole('link', { name: 'grievance@prakartax.in' })).toHaveAttribute(
    'href',
    'mailto:grievance@prakartax.in',
  );
  await expect(officer.getByRole('link', { name: /4972\s1815/ })).toHaveAttribute(
    'href',
    'tel:+912249721815',
  );
  await expect(officer).toContainText('400051');
  await expect(officer).toContainText('within 2 working days');

  // The privacy policy and this page point at each other.
  await main.getByRole('link', { name: 'Privacy policy', exact: true }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('main').getByTestId('grievance-officer')).toContainText(
    'Kavita Deshpande',
  );
  await page.getByRole('main').getByRole('link', { name: 'Security and privacy' }).click();
  await expect(page).toHaveURL(/\/security-and-privacy$/);
});

test('the sign-up form links the security and privacy page beside the terms', async ({ page }) => {
  await page.goto('/sign-up');
  const form = page.getByRole('main');
  await expect(form.getByLabel(/I accept the terms of use/)).toBeVisible();
  await form.getByRole('link', { name: 'How we keep your data safe' }).click();
  await expect(page).toHaveURL(/\/security-and-privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Security and privacy');
});

test('the security and privacy page fits a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/security-and-privacy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.getByTestId('site-footer').scrollIntoViewIfNeeded();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
});

test('customer stories name the customer and the result they measured', async ({ page }) => {
  await page.goto('/home');
  const stories = page.getByTestId('customer-story');
  await expect(stories).toHaveCount(4);
  await expect(stories.first()).toContainText('Rohan Iyer');
  await expect(stories.first()).toContainText('Head of HR Operations, Coastline Logistics Limited');
  await expect(stories.first()).toContainText(
    'Form 16 for 4,200 employees issued in two days instead of nine.',
  );
  // A product page shows the stories about that product only.
  await page.goto('/e-form16');
  await expect(page.getByTestId('customer-story')).toHaveCount(1);
  await expect(page.getByTestId('customer-story')).toContainText('Rohan Iyer');
  await page.goto('/tds');
  await expect(page.getByTestId('customer-story')).toHaveCount(2);
});

test('the about page lists each leader with qualifications and membership numbers', async ({
  page,
}) => {
  await page.goto('/about');
  const members = page.getByTestId('team-member');
  await expect(members).toHaveCount(5);
  const founder = members.filter({ hasText: 'Aditi Phadke' });
  await expect(founder.getByRole('list')).toContainText('FCA, ICAI membership no. 104532');
  await expect(founder).toContainText('Co-founder and Managing Director');
  await expect(members.filter({ hasText: 'Kavita Deshpande' })).toContainText(
    'ACS, ICSI membership no. A31874',
  );
});

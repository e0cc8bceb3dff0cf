import { expectNoViolations } from './axe';
import { expect, expectSalesContacts, test } from './support';

test.use({ viewport: { width: 1280, height: 800 } });

test('a broken address ends on a page with the header, the footer and links on', async ({
  page,
}) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/error$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByRole('main')).toContainText('There is no page at the address');
  await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  const onward = page.getByRole('main').getByRole('region', { name: 'Where to go from here' });
  const hrefs = await onward
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual(['/home', '/E-poi', '/tds', '/e-form16', '/contact-us', '/sitemap']);
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  await expectNoViolations(page, 'error page');

  // The menus work from there.
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Products' }).click();
  await nav.getByRole('link', { name: 'Smart TDS' }).click();
  await expect(page).toHaveURL(/\/tds$/);
});

test('/nav-component lists every link of the top navigation, the menus opened out', async ({
  page,
}) => {
  await page.goto('/nav-component');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site navigation');
  const outline = page.getByRole('main').getByRole('region', { name: 'Main navigation' });
  const headerNav = page.getByTestId('desktop-bar').getByRole('navigation', { name: 'Main' });

  // The header's links (its menus' too, shown or not), in the header's order.
  const headerLinks = await headerNav
    .locator('a')
    .evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')]));
  const pageLinks = await outline
    .locator('a')
    .evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')]));
  expect(pageLinks).toEqual(headerLinks);
  expect(pageLinks.length).toBeGreaterThan(10);

  const menu = (name: string) =>
    outline.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });

  await expect(menu('Products').getByRole('link')).toHaveText(['E-POI', 'Smart TDS', 'E-Form16']);
  await expect(menu('Company').getByRole('link')).toHaveText(['About Us', 'Contact']);

  const account = page.getByRole('main').getByRole('region', { name: 'Your account' });
  await expect(account.getByRole('link')).toHaveText(['Cart', 'Sign In', 'Sign Up']);
  await expectNoViolations(page, 'nav-component');

  await outline.getByRole('button', { name: 'Contact Us' }).click();
  await expect(page.getByRole('dialog', { name: 'Contact us' })).toBeVisible();
});

test('/footer holds the footer’s content in full', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2031-01-02T10:00:00+05:30'));
  await page.goto('/footer');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Company information and links');
  const main = page.getByRole('main');

  const details = main.getByRole('region', { name: 'Contact details' });
  await expect(details).toContainText('Prakar Tax Advisory');
  await expect(details).toContainText('Bandra Kurla Complex, Bandra (East)');
  await expect(details).toContainText('Monday to Saturday');
  await expectSalesContacts(details);

  // Every link of the footer's columns, in the footer's order.
  const footerLinks = await page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: 'Footer' })
    .getByRole('link')
    .allTextContents();
  const pageLinks = await main
    .getByRole('region')
    .filter({ has: page.getByRole('heading', { name: /^(Products|Services|Company)$/ }) })
    .getByRole('link')
    .allTextContents();
  expect(pageLinks).toEqual(footerLinks);

  await expect(main.getByRole('region', { name: 'Follow us' }).getByRole('link')).toHaveText([
    'LinkedIn',
    'X (Twitter)',
    'YouTube',
  ]);
  await expect(main).toContainText(
    '© 2031 Prakar Tax Advisory Private Limited. All rights reserved.',
  );
  await expectNoViolations(page, 'footer page');
});

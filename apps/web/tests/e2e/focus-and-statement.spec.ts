import type { Page } from '@playwright/test';
import { site } from '@prakar/shared/site';
import { accessibilityCopy } from '#app/content/copy/accessibility.ts';
import { signInAsNewAdmin } from './accounts';
import { expectNoViolations } from './axe';
import { uniqueAddress } from './mailbox';
import { expect, test } from './support';

/** Opens the contact panel from the header with the keyboard; returns the button and the panel. */
async function openContactPanel(page: Page) {
  const opener = page.getByRole('banner').getByRole('button', { name: 'Contact Us' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Contact us' });
  await expect(panel).toBeVisible();
  return { opener, panel };
}

test.describe('focus comes back to what opened the contact panel', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('after Escape', async ({ page }) => {
    await page.goto('/home');
    const { opener, panel } = await openContactPanel(page);
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('after its close button', async ({ page }) => {
    await page.goto('/home');
    const { opener, panel } = await openContactPanel(page);
    await panel.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Enter');
    await expect(panel).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('after a message is sent', async ({ page }) => {
    await page.goto('/E-poi');
    const { opener, panel } = await openContactPanel(page);
    await panel.getByLabel('Name').fill('Meera Nair');
    await panel.getByLabel('Email').fill(uniqueAddress('meera.nair'));
    await panel.getByLabel('Comments').fill('Please call me about E-POI for 900 employees.');
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/Details/Contact'));
    await panel.getByRole('button', { name: 'Send Message' }).focus();
    await page.keyboard.press('Enter');
    expect((await answered).status()).toBe(201);
    await expect(panel).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
});

test('on a phone, closing the panel opened from the menu returns focus to the Menu button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/home');
  const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  await menuButton.click();
  await page.locator('#mobile-menu').getByRole('button', { name: 'Contact Us' }).click();
  const panel = page.getByRole('dialog', { name: 'Contact us' });
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(menuButton).toBeFocused();
});

test.describe('a change of page', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('moves focus to the new page’s heading, with a visible focus indicator', async ({
    page,
  }) => {
    await page.goto('/home');
    // A look at the Products menu first: a link followed before the page's app runs loads the
    // next page afresh, with the browser's own focus at its top.
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Products' }).focus();
    await page.keyboard.press('Enter');
    await expect(banner.getByRole('button', { name: 'Products' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.keyboard.press('Escape');
    await banner.getByRole('link', { name: 'About Us' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/about$/);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeFocused();
    // Reached from the keyboard, so the heading shows the focus ring.
    const outline = await heading.evaluate((element) => {
      const style = getComputedStyle(element);
      return { visible: element.matches(':focus-visible'), width: style.outlineWidth };
    });
    expect(outline).toEqual({ visible: true, width: '3px' });

    // Back is a change of page too.
    await page.goBack();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });
});

test.describe('the accessibility statement', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  async function followFooterLink(page: Page) {
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' });
    await expect(link).toHaveAttribute('href', '/accessibility');
    await link.click();
    await expect(page).toHaveURL(/\/accessibility$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(accessibilityCopy.heading);
  }

  test('is linked from the home page’s footer, and passes axe', async ({ page }) => {
    await page.goto('/home');
    await followFooterLink(page);
    const main = page.getByRole('main');
    await expect(main.locator('time').first()).toHaveText('25 November 2026');
    await expect(main.getByRole('link', { name: site.accessibilityEmail })).toHaveAttribute(
      'href',
      `mailto:${site.accessibilityEmail}`,
    );
    await expect(main.getByRole('link', { name: 'ccdisabilities.nic.in' })).toHaveAttribute(
      'href',
      'https://ccdisabilities.nic.in',
    );
    const limitations = page.getByRole('region', { name: accessibilityCopy.limitations.heading });
    await expect(limitations.getByRole('heading', { level: 3 })).toHaveCount(
      accessibilityCopy.limitations.items.length,
    );
    await expectNoViolations(page);
  });

  test('is linked from a portal page’s footer', async ({ page }) => {
    await signInAsNewAdmin(page, { name: 'Asha Iyer' });
    await page.goto('/my-subscription');
    await followFooterLink(page);
  });

  test('passes axe at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/accessibility');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page);
  });

  test('is listed in the sitemap for search engines', async ({ request, baseURL }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${new URL('/accessibility', baseURL).href}</loc>`);
  });
});

import type { Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { forEachRoute, openPortalScreen, openPublicScreen, signInFor } from './screens';
import { expect, test } from './support';

/** The page's background as the browser paints it: the dark palette's surface, or white. */
const DARK_SURFACE = 'rgb(15, 23, 34)';
const LIGHT_SURFACE = 'rgb(255, 255, 255)';

function pageBackground(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

const switchIn = (page: Page) =>
  page.getByTestId('desktop-bar').getByRole('button', { name: 'Dark theme' });

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a visitor whose system is dark gets dark pages, form controls included', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/contact-us');
    expect(await pageBackground(page)).toBe(DARK_SURFACE);
    const field = page.getByRole('textbox').first();
    expect(await field.evaluate((el) => getComputedStyle(el).colorScheme)).toBe('dark');
    await expect(switchIn(page)).toHaveAttribute('aria-pressed', 'true');
  });

  test('the head script alone makes the page dark, before any of the app runs, within the CSP', async ({
    context,
  }) => {
    // A page of its own without the app's scripts: only the inline head script can set the theme.
    const bare = await context.newPage();
    await bare.emulateMedia({ colorScheme: 'dark' });
    await bare.route(/\/assets\/.*\.js$/, (route) => route.abort());
    const refused: string[] = [];
    bare.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    // A pre-rendered page, and a signed-in screen served as the client-only shell.
    for (const path of ['/home', '/transaction-history']) {
      await bare.goto(path);
      expect(await pageBackground(bare), path).toBe(DARK_SURFACE);
    }
    expect(refused).toEqual([]);
    await bare.close();
  });

  test('the switch turns a dark system light, and the choice holds across reloads and pages', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/home');
    await switchIn(page).focus();
    await expect(switchIn(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(switchIn(page)).toHaveAttribute('aria-pressed', 'false');
    expect(await pageBackground(page)).toBe(LIGHT_SURFACE);

    await page.reload();
    expect(await pageBackground(page)).toBe(LIGHT_SURFACE);

    await page.getByTestId('desktop-bar').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    expect(await pageBackground(page)).toBe(LIGHT_SURFACE);
    await page.goto('/careers');
    expect(await pageBackground(page)).toBe(LIGHT_SURFACE);
    await expect(switchIn(page)).toHaveAttribute('aria-pressed', 'false');

    // Pressed again, the page is dark once more, as the system asks.
    await switchIn(page).click();
    await expect.poll(() => pageBackground(page)).toBe(DARK_SURFACE);
  });

  test('the switch is a visible, focusable target of at least 24 × 24 px', async ({ page }) => {
    await page.goto('/home');
    const button = switchIn(page);
    const box = await button.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(24);
    expect(box?.height).toBeGreaterThanOrEqual(24);
    await button.focus();
    const outline = await button.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).toBe('solid');
  });

  test('public pages in the dark theme have no WCAG 2.2 AA violations', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await forEachRoute(
      ['home', 'tds', 'contact-us', 'careers', 'login'] as const,
      async (route) => {
        await openPublicScreen(page, route);
        expect(await pageBackground(page)).toBe(DARK_SURFACE);
        await expectNoViolations(page, `/${route}`);
      },
    );
  });

  test('signed-in screens in the dark theme have no WCAG 2.2 AA violations', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await signInFor(page, 'user-profile');
    const screens = ['user-profile', 'user-management/users', 'transaction-history'] as const;
    await forEachRoute(screens, async (route) => {
      await openPortalScreen(page, route);
      expect(await pageBackground(page)).toBe(DARK_SURFACE);
      await expectNoViolations(page, `/${route}`);
    });
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the phone menu turns a light system dark, and the choice holds after a reload', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/home');
    expect(await pageBackground(page)).toBe(LIGHT_SURFACE);
    const bar = page.getByTestId('mobile-bar');
    await bar.getByRole('button', { name: 'Menu' }).click();
    const toggle = bar.getByRole('button', { name: /^Dark theme/ });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await pageBackground(page)).toBe(DARK_SURFACE);
    await expectNoViolations(page, 'the open phone menu, dark');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    await page.reload();
    expect(await pageBackground(page)).toBe(DARK_SURFACE);
  });
});

import type { Route } from '@playwright/test';
import { allPageCopy } from '#app/content/pages/all-pages.ts';
import { expect, test } from './support';

test.use({ viewport: { width: 1280, height: 800 } });

/** The computed transition and animation durations of what `selector` finds. */
async function durations(page: import('@playwright/test').Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const style = getComputedStyle(element);
      return { transition: style.transitionDuration, animation: style.animationDuration };
    });
}

test('nothing moves for a visitor who asks for reduced motion', async ({ page }) => {
  await page.goto('/home');
  const cta = '[data-testid="primary-auth"]';
  // Without the setting, the call to action fades its colour on hover.
  expect((await durations(page, cta)).transition).not.toMatch(/^0s(, 0s)*$/);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect((await durations(page, cta)).transition).toMatch(/^0s(, 0s)*$/);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe(
    'auto',
  );

  // The contact panel slides in for everyone else; here it is simply there.
  await page.getByRole('banner').getByRole('button', { name: 'Contact Us' }).click();
  const panel = page.getByRole('dialog', { name: 'Contact us' });
  await expect(panel).toBeVisible();
  expect(await panel.evaluate((element) => getComputedStyle(element).animationDuration)).toBe('0s');
});

test('a slow change of page shows the progress bar until the page arrives', async ({ page }) => {
  await page.goto('/home');
  // A look at the Products menu first: the bar is the app's, and a link followed before the
  // page's app runs is the browser's own page load.
  const products = page.getByRole('banner').getByRole('button', { name: 'Products' });
  await products.click();
  await expect(products).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  const bar = page.getByTestId('navigation-progress');
  const main = page.getByRole('main');
  await expect(bar).toHaveCount(0);

  // The About page's code is held back until the bar has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/about-[\w-]+\.js$/, async (route: Route) => {
    await held;
    await route.continue();
  });

  await page.getByRole('banner').getByRole('link', { name: 'About Us', exact: true }).click();
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-hidden', 'true');
  await expect(main).toHaveAttribute('aria-busy', 'true');

  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(allPageCopy.about.heading);
  await expect(bar).toHaveCount(0);
  await expect(main).not.toHaveAttribute('aria-busy');
});

import type { Page } from '@playwright/test';
import { expect, test } from './support';

/**
 * A phone, a tablet or small laptop, a laptop, a desktop: below 768 px Sign In is in the menu the
 * header opens, from 768 px up it is in the bar itself.
 */
const widths = [
  { width: 360, inMenu: true },
  { width: 800, inMenu: false },
  { width: 1024, inMenu: false },
  { width: 1280, inMenu: false },
];

/** How far the page scrolls sideways: 0 when nothing sticks out past the viewport. */
function sidewaysOverflow(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

for (const { width, inMenu } of widths) {
  test(`Sign In is reachable from the header at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/home');
    const header = page.getByRole('banner');
    const signIn = header.getByRole('link', { name: 'Sign In', exact: true }).filter({
      visible: true,
    });
    expect(await sidewaysOverflow(page), 'before opening anything').toBeLessThanOrEqual(0);

    if (inMenu) {
      await expect(signIn).toHaveCount(0);
      await header.getByRole('button', { name: 'Menu' }).click();
    }
    await expect(signIn).toHaveCount(1);
    await expect(signIn).toBeVisible();
    expect(await sidewaysOverflow(page), 'with Sign In shown').toBeLessThanOrEqual(0);

    const box = await signIn.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(24);
    expect(box?.height).toBeGreaterThanOrEqual(24);
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width).toBe(true);
    await expect(signIn).toHaveAttribute('href', '/login');

    await signIn.click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

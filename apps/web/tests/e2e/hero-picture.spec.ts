import type { Page } from '@playwright/test';
import { forEachRoute } from './screens';
import { expect, test } from './support';

/** The pages whose hero shows a screen of the portal. */
const WITH_PICTURE = ['home', 'E-poi', 'tds', 'e-form16'] as const;

/** The hero's picture once drawn: which file the browser chose, its drawn and its own size. */
async function heroPicture(page: Page) {
  const image = page.locator('main picture img').first();
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete))
    .toBe(true);
  return image.evaluate((element: HTMLImageElement) => {
    const box = element.getBoundingClientRect();
    return {
      file: new URL(element.currentSrc).pathname,
      drawnWidth: box.width,
      drawnRatio: box.height / box.width,
      ownRatio: element.naturalHeight / element.naturalWidth,
    };
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  test('the hero shows the portal as a phone draws it, near its own size', async ({ page }) => {
    await forEachRoute(WITH_PICTURE, async (route) => {
      await page.goto(`/${route}`);
      const picture = await heroPicture(page);
      // The phone's photograph shows 360 px of the portal: drawn at 90 % of that or more, its
      // words read at the size the portal draws them. A laptop's frame would be drawn at a quarter.
      expect(picture.file).toMatch(/^\/screens\/[a-z-]+-phone-\d+\.(avif|webp)$/);
      expect(picture.drawnWidth).toBeGreaterThanOrEqual(0.9 * 360);
      // Its box was kept at the photograph's own shape before it arrived: nothing moved or stretched.
      expect(picture.drawnRatio).toBeCloseTo(picture.ownRatio, 2);
    });
  });
});

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the hero shows the portal as a laptop draws it', async ({ page }) => {
    await forEachRoute(WITH_PICTURE, async (route) => {
      await page.goto(`/${route}`);
      const picture = await heroPicture(page);
      expect(picture.file).toMatch(/^\/screens\/[a-z-]+-(640|1200)\.(avif|webp)$/);
      expect(picture.drawnRatio).toBeCloseTo(picture.ownRatio, 2);
    });
  });
});

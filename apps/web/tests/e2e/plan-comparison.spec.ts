import type { Product } from '@prakar/shared/catalogue';
import { planLimitLabel, planPrice } from '@prakar/shared/plan-format';
import { smartTdsCopy } from '#app/content/copy/products.ts';
import { expectNoViolations } from './axe';
import { expectNoSidewaysScroll } from './screens';
import { expect, test } from './support';

const CAPTION = 'What each Smart TDS plan includes';
const FEATURES = [
  'Price',
  'Covers',
  'What it includes',
  ...smartTdsCopy.everyPlan.map((row) => row.feature),
];

const screens = [
  { name: 'a laptop', viewport: { width: 1280, height: 800 }, hasTouch: false },
  { name: 'a phone', viewport: { width: 360, height: 740 }, hasTouch: true },
];

for (const screen of screens) {
  test.describe(`on ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, hasTouch: screen.hasTouch });

    test('/tds compares its current plans in a table: a column per plan, a row per feature', async ({
      page,
      request,
    }) => {
      const product = (await (
        await request.get('/api/Masters/Products/SMART_TDS')
      ).json()) as Product;
      await page.goto('/tds');
      const region = page.getByRole('region', { name: CAPTION });
      await region.scrollIntoViewIfNeeded();
      await expect(page.locator('#plans [data-prices="current"]')).toBeAttached();
      const table = region.getByRole('table', { name: CAPTION });
      await expect(table.locator('caption')).toHaveText(CAPTION);
      await expect(table.getByRole('columnheader')).toHaveText(
        product.plans.map((plan) => plan.name),
      );
      await expect(table.getByRole('rowheader')).toHaveText(FEATURES);
      const cellsOf = (feature: string) =>
        table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: feature }) });
      await expect(cellsOf('Covers').getByRole('cell')).toHaveText(
        product.plans.map((plan) => planLimitLabel(plan)),
      );
      await expect(cellsOf('Price').getByRole('cell')).toHaveText(
        product.plans.map((plan) => `${planPrice(plan)} a year + GST`),
      );

      await expectNoSidewaysScroll(page, `/tds on ${screen.name}`);
      // The table's box stays within the screen; a wider table scrolls inside it, by keyboard too.
      const box = await region.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(screen.viewport.width);
      await region.focus();
      await expect(region).toBeFocused();
      const scrolled = await region.evaluate((element) => {
        element.scrollLeft = element.scrollWidth;
        return element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
      });
      expect(scrolled, 'the last plan can be scrolled into view').toBe(true);
      await expectNoViolations(page, `/tds on ${screen.name}`);
    });
  });
}

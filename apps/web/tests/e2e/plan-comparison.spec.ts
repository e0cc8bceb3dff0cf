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

    test('/tds compares the plans its cards show in a table: a column per plan, a row per feature', async ({
      page,
    }) => {
      await page.goto('/tds');
      const region = page.getByRole('region', { name: CAPTION });
      await region.scrollIntoViewIfNeeded();
      await expect(page.locator('#plans [data-prices="current"]')).toBeAttached();
      const table = region.getByRole('table', { name: CAPTION });
      await expect(table.locator('caption')).toHaveText(CAPTION);
      await expect(table.getByRole('rowheader')).toHaveText(FEATURES);
      // Read at one moment: another spec may change a price while this one runs.
      const { cards, columns } = await page.locator('#plans').evaluate((plans) => {
        const texts = (selector: string) =>
          Array.from(plans.querySelectorAll(selector), (element) => element.textContent);
        const row = (feature: string) =>
          Array.from(plans.querySelectorAll('tbody tr'))
            .find((tr) => tr.querySelector('th')?.textContent === feature)
            ?.querySelectorAll('td');
        return {
          cards: {
            names: texts('[data-plan] h3'),
            prices: texts('[data-plan] [class*="amount"]'),
            limits: texts('[data-plan] [class*="limit"]'),
          },
          columns: {
            names: texts('thead th[scope="col"]'),
            prices: Array.from(row('Price') ?? [], (cell) => cell.textContent),
            limits: Array.from(row('Covers') ?? [], (cell) => cell.textContent),
          },
        };
      });
      expect(cards.names.length).toBeGreaterThan(1);
      expect(columns.names).toEqual(cards.names);
      expect(columns.prices).toEqual(cards.prices.map((price) => `${price} a year + GST`));
      expect(columns.limits).toEqual(cards.limits);

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

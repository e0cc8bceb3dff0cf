import type { Page } from '@playwright/test';
import { forEachRoute, openPublicScreen } from './screens';
import { expect, test } from './support';

const VIEWPORT = { width: 1366, height: 768 };
test.use({ viewport: VIEWPORT });

interface Band {
  name: string;
  left: number;
  right: number;
}

/**
 * Where the content of each band of the page (the hero and every section) begins and ends across
 * the page: the extent of its text (the words themselves, not the boxes around them), pictures,
 * controls and cards, leaving out the band's own full-width background.
 */
function contentBands(page: Page): Promise<Band[]> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const fullWidth = (element: Element) =>
      element.getBoundingClientRect().width >= viewport * 0.98;
    const hero = document.querySelector('main h1')?.parentElement;
    let heroBand = hero;
    while (heroBand && !fullWidth(heroBand)) heroBand = heroBand.parentElement;
    const bands = [heroBand, ...document.querySelectorAll('main section')].filter(
      (band): band is HTMLElement => band instanceof HTMLElement,
    );
    const drawn = (element: Element) => {
      const style = getComputedStyle(element);
      return (
        element instanceof HTMLImageElement ||
        style.borderTopWidth !== '0px' ||
        style.backgroundColor !== 'rgba(0, 0, 0, 0)'
      );
    };
    return bands.map((band) => {
      const boxes: DOMRect[] = [];
      for (const element of band.querySelectorAll('*')) {
        if (fullWidth(element)) continue;
        if (drawn(element)) boxes.push(element.getBoundingClientRect());
        for (const node of element.childNodes) {
          if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          boxes.push(range.getBoundingClientRect());
        }
      }
      const shown = boxes.filter((box) => box.width > 0 && box.height > 0);
      return {
        name: band.id || band.querySelector('h1, h2')?.textContent || '?',
        left: Math.min(...shown.map((box) => box.left)),
        right: Math.max(...shown.map((box) => box.right)),
      };
    });
  });
}

test('at 1366 × 768 the home, product and service pages use the width of the screen', async ({
  page,
}) => {
  await forEachRoute(['home', 'tds', 'assessments_appeals'], async (route) => {
    await page.goto(`/${route}`);
    const bands = await contentBands(page);
    expect(bands.length, `/${route} has a hero and sections`).toBeGreaterThan(3);
    // No band leaves the right third of the screen empty…
    const short = bands.filter((band) => band.right < (VIEWPORT.width * 2) / 3);
    expect(short, `/${route}: bands whose content stops short of the right third`).toEqual([]);
    // …and the widest spans most of it.
    const widest = Math.max(...bands.map((band) => band.right - band.left));
    expect(widest, `/${route}: the widest band`).toBeGreaterThan(VIEWPORT.width * 0.8);
  });
});

test('the home and product pages show the portal in pictures that load and say what they show', async ({
  page,
}) => {
  await forEachRoute(['home', 'E-poi', 'tds', 'e-form16'], async (route) => {
    await page.goto(`/${route}`);
    const picture = page.getByRole('main').locator('picture img');
    await expect(picture).toHaveCount(1);
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute('alt', /customer portal/);
    await expect(picture).toHaveAttribute('width', '1200');
    await expect(picture).toHaveAttribute('height', '750');
    // In the hero, on the first screen: loaded at once, not when scrolled to.
    await expect(picture).not.toHaveAttribute('loading', 'lazy');
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    // Chromium reads AVIF, so it takes the smaller file of that format.
    expect(await picture.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
      /\/screens\/[a-z-]+-(640|1200)\.avif$/,
    );
    const box = await picture.boundingBox();
    expect(box?.x ?? 0, 'the picture sits beside the text').toBeGreaterThan(VIEWPORT.width * 0.45);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(VIEWPORT.height);
  });
});

/** How many cards each row of every list of cards in the main content holds, top to bottom. */
function cardRows(page: Page): Promise<number[][]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main ul, main ol')]
      .filter((list) => getComputedStyle(list).display === 'grid' && list.children.length > 2)
      .map((list) => {
        const rows = new Map<number, number>();
        for (const card of list.children) {
          const top = Math.round(card.getBoundingClientRect().top);
          rows.set(top, (rows.get(top) ?? 0) + 1);
        }
        return [...rows.values()];
      }),
  );
}

test('on a laptop and a wide screen, no row of cards is more than one card short of the first', async ({
  page,
}) => {
  // Five, six and seven cards: careers (from the API), the home page, a service page, about us.
  const routes = ['careers', 'home', 'online_dispute_resolution_odr', 'about'] as const;
  for (const width of [VIEWPORT.width, 1920]) {
    await page.setViewportSize({ width, height: 1080 });
    await forEachRoute(routes, async (route) => {
      await openPublicScreen(page, route);
      const lists = await cardRows(page);
      expect(lists.length, `/${route} has lists of cards`).toBeGreaterThan(0);
      for (const rows of lists) {
        const first = rows[0] ?? 0;
        expect(
          rows.every((count) => count >= first - 1),
          `/${route} at ${width} px: cards per row ${rows.join(' + ')}`,
        ).toBe(true);
      }
    });
  }
});

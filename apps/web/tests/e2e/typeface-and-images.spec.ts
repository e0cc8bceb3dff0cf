import type { BrowserContext, Page } from '@playwright/test';
import { type PublicRoute, publicRoutes } from '@prakar/shared/routes';
import { groups, listed } from './screens';
import { expect, test } from './support';

/** How long the typeface is held back: long enough that every page paints in the fallback first. */
const FONT_DELAY_MS = 1_000;
const FONT_FILE = /\/assets\/inter-variable-[\w-]+\.woff2$/;

/** Every font request waits FONT_DELAY_MS, as on a slow connection. */
async function holdTypefaceBack(context: BrowserContext): Promise<void> {
  await context.route(FONT_FILE, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, FONT_DELAY_MS));
    await route.continue();
  });
}

/** Images without a reserved box or a text alternative, and SVGs neither hidden nor named. */
function imageProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const image of document.querySelectorAll('img')) {
      const name = image.getAttribute('src') ?? '?';
      // Attributes reserve the box before the file arrives; so does a fixed CSS size.
      const style = image.style;
      const sized =
        (image.hasAttribute('width') && image.hasAttribute('height')) ||
        (style.width !== '' && style.height !== '');
      if (!sized) found.push(`${name}: no width and height`);
      if (!image.hasAttribute('alt')) found.push(`${name}: no alt`);
    }
    for (const svg of document.querySelectorAll('svg')) {
      if (svg.closest('[aria-hidden="true"]')) continue;
      const role = svg.getAttribute('role');
      const named = svg.getAttribute('aria-label') || svg.querySelector(':scope > title');
      if (!role || !named) found.push(`${svg.outerHTML.slice(0, 80)}: neither hidden nor named`);
    }
    return found;
  });
}

interface Shifts {
  fontArrivedAt: number | undefined;
  score: number;
  moved: string[];
}

/**
 * Opens `route`, waits until the held-back typeface has arrived and been drawn, and sums the
 * layout shifts the page has had, naming the elements that moved.
 */
async function shiftsWhileTypefaceLoads(page: Page, route: PublicRoute): Promise<Shifts> {
  await page.goto(`/${route}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForFunction(() => document.fonts.check('16px "Inter Variable"'), undefined, {
    timeout: 10_000,
  });
  return page.evaluate(async () => {
    // Two frames after the swap, so the new layout has been made and measured.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const font = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.includes('/assets/inter-variable-'));
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: {
        node?: Node | null;
        previousRect: DOMRectReadOnly;
        currentRect: DOMRectReadOnly;
      }[];
    };
    const entries = await new Promise<Shift[]>((resolve) => {
      new PerformanceObserver((list, observer) => {
        observer.disconnect();
        resolve(list.getEntries() as Shift[]);
      }).observe({ type: 'layout-shift', buffered: true });
      // With no shift at all the observer is never called.
      setTimeout(() => resolve([]), 500);
    });
    const counted = entries.filter((entry) => !entry.hadRecentInput);
    const describe = (source: Shift['sources'][number]) => {
      const node = source.node instanceof Text ? source.node.parentElement : source.node;
      const what =
        node instanceof Element
          ? `<${node.localName}> ${(node.textContent ?? '').trim().slice(0, 40)}`
          : 'a removed node';
      const { previousRect: from, currentRect: to } = source;
      return `${what} moved by ${to.x - from.x}, ${to.y - from.y} (${from.width} × ${from.height} px, then ${to.width} × ${to.height})`;
    };
    return {
      fontArrivedAt: font ? (font as PerformanceResourceTiming).responseEnd : undefined,
      score: counted.reduce((sum, entry) => sum + entry.value, 0),
      moved: counted.flatMap((entry) =>
        entry.sources.map((source) => `${describe(source)} at ${Math.round(entry.startTime)} ms`),
      ),
    };
  });
}

// On a laptop and on a phone, where the same words wrap onto other lines. A group's screens open
// in tabs of their own at once, so the held-back typeface's wait is spent once per group.
for (const viewport of [
  { width: 1280, height: 720 },
  { width: 360, height: 740 },
]) {
  test.describe(`the typeface loads without moving anything at ${viewport.width} px`, () => {
    test.use({ viewport });
    // On a loaded machine a page's header has now and then moved before the typeface arrived, for
    // a cause not yet found (docs/decisions/0048): a second try passes as flaky, and the message
    // says what moved, when and how.
    test.describe.configure({ retries: 1 });
    for (const routes of groups(publicRoutes, 6)) {
      test(`${listed(routes)} do not shift when the typeface arrives late, and size and describe every image`, async ({
        context,
      }) => {
        await holdTypefaceBack(context);
        const checked = await Promise.all(
          routes.map(async (route) => {
            const page = await context.newPage();
            const shifts = await shiftsWhileTypefaceLoads(page, route);
            return { route, shifts, images: await imageProblems(page) };
          }),
        );
        for (const { route, shifts, images } of checked) {
          // The page really was drawn in the fallback first.
          expect(shifts.fontArrivedAt ?? 0, `/${route}`).toBeGreaterThanOrEqual(FONT_DELAY_MS);
          expect
            .soft(
              shifts.score,
              `/${route} (typeface at ${Math.round(shifts.fontArrivedAt ?? 0)} ms): ${shifts.moved.join('; ')}`,
            )
            .toBe(0);
          expect.soft(images, `on /${route}`).toEqual([]);
        }
      });
    }
  });
}

test("the fallback faces have Inter's line height and baseline at every text size", async ({
  page,
}) => {
  await page.goto('/terms');
  await page.waitForFunction(() => document.fonts.check('16px "Inter Variable"'));
  const differences = await page.evaluate(async () => {
    // Each size the style sheets set: small, footer, body, large, headings up to the biggest <h1>.
    const sizes = [14, 15, 15.2, 16, 18, 22, 25.344, 28, 32, 40];
    const found: string[] = [];
    const probe = document.createElement('div');
    document.body.append(probe);
    for (const weight of [400, 500, 600, 700]) {
      await document.fonts.load(`${weight} 16px "Inter Fallback"`);
      for (const size of sizes) {
        // A word's inline box is as tall as the face's rounded ascent and descent.
        const measure = (family: string) => {
          probe.style.font = `${weight} ${size}px/2 "${family}"`;
          probe.innerHTML = '<span>Hxg</span><span style="display:inline-block;height:0"></span>';
          const [word, baseline] = [...probe.children].map((child) =>
            child.getBoundingClientRect(),
          );
          return `${word?.height} tall, baseline at ${(baseline?.bottom ?? 0) - (word?.top ?? 0)}`;
        };
        const inter = measure('Inter Variable');
        const fallback = measure('Inter Fallback');
        if (inter !== fallback)
          found.push(`${weight} ${size}px: Inter ${inter}, fallback ${fallback}`);
      }
    }
    probe.remove();
    return found;
  });
  expect(differences).toEqual([]);
});

test('headings and text are set in Inter, fetched from the site itself', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/E-poi');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveCSS('font-family', /^"Inter Variable", "Inter Fallback"/);
  await page.waitForFunction(() => document.fonts.check('700 32px "Inter Variable"', '₹'));
  const loaded = await page.evaluate(() =>
    [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
  );
  expect(loaded).toContain('Inter Variable');
  // One file, preloaded from the HTML and used by the style sheet without a second download.
  expect(fonts).toHaveLength(1);
  expect(fonts[0]).toMatch(FONT_FILE);
  const preload = page.locator('link[rel="preload"][as="font"]');
  await expect(preload).toHaveAttribute('href', fonts[0] as string);
  await expect(preload).toHaveAttribute('crossorigin', 'anonymous');

  const response = await page.request.get(fonts[0] as string);
  expect(response.headers()['content-type']).toBe('font/woff2');
  expect(response.headers()['cache-control']).toContain('immutable');
});

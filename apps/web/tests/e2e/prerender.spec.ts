import { createHash } from 'node:crypto';
import { publicRoutes, unlistedRoutes } from '@prakar/shared/routes';
import { site } from '@prakar/shared/site';
import { allPageCopy } from '#app/content/pages/all-pages.ts';
import { marketingPages } from './marketing-data';
import { expect, test } from './support';

/** Undoes React's escaping of text in HTML, so copy can be compared with what was served. */
function decode(text: string): string {
  return text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function attribute(html: string, tag: RegExp, name: string): string | undefined {
  const element = html.match(tag)?.[0];
  const value = element?.match(new RegExp(`${name}="([^"]*)"`))?.[1];
  return value === undefined ? undefined : decode(value);
}

const faqOf = new Map(marketingPages.map((page) => [page.route, page]));

test.describe('each public page arrives as complete HTML', () => {
  for (const route of publicRoutes) {
    test(`/${route}`, async ({ request }) => {
      const response = await request.get(`/${route}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const copy = allPageCopy[route];

      const h1 = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '';
      expect(decode(h1.replace(/<[^>]+>/g, ''))).toBe(copy.heading);
      expect(decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '')).toBe(
        `${copy.title} | ${site.name}`,
      );
      expect(attribute(html, /<meta name="description"[^>]*>/, 'content')).toBe(copy.summary);
      expect(attribute(html, /<link rel="canonical"[^>]*>/, 'href')).toBe(`${site.url}/${route}`);
      expect(attribute(html, /<meta property="og:title"[^>]*>/, 'content')).toBe(
        `${copy.title} | ${site.name}`,
      );
      // A product's card is drawn for the catalogue's version, which its address names.
      const card = faqOf.get(route)?.kind === 'product' ? /\?v=\d+$/ : /\.png$/;
      for (const image of [/<meta property="og:image"[^>]*>/, /<meta name="twitter:image"[^>]*>/]) {
        const address = attribute(html, image, 'content') ?? '';
        expect(address.startsWith(`${site.url}/og/${route}.png`), address).toBe(true);
        expect(address).toMatch(card);
      }

      const robots = attribute(html, /<meta name="robots"[^>]*>/, 'content');
      expect(robots).toBeUndefined();

      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
      const data = blocks.map((block) => JSON.parse(block[1] ?? '') as { '@type': string });
      if (unlistedRoutes.includes(route)) {
        expect(data).toEqual([]);
        return;
      }
      expect(data.map((item) => item['@type'])).toContain('Organization');

      const page = faqOf.get(route);
      if (page?.faq) {
        expect(decode(html)).toContain(page.faq.question);
        expect(data.map((item) => item['@type'])).toContain('FAQPage');
      }
      if (page?.kind === 'product') {
        const software = data.find((item) => item['@type'] === 'SoftwareApplication');
        // Its plans as offers, with the prices the catalogue has today.
        expect(software).toMatchObject({
          offers: { '@type': 'AggregateOffer', priceCurrency: 'INR' },
        });
      }
      if (page?.kind === 'service') expect(data.map((item) => item['@type'])).toContain('Service');
    });
  }
});

test('the icons and manifest are served', async ({ request }) => {
  const manifest = await request.get('/site.webmanifest');
  expect(manifest.status()).toBe(200);
  const body = (await manifest.json()) as { name: string; icons: { src: string }[] };
  expect(body.name).toBe(site.name);
  for (const path of [
    '/favicon.svg',
    '/favicon-32.png',
    '/apple-touch-icon.png',
    ...body.icons.map((icon) => icon.src),
  ]) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
});

test('every public page has its own 1200 × 630 sharing card, a product’s drawn with today’s prices', async ({
  request,
}) => {
  const seen = new Map<string, string>();
  for (const route of publicRoutes) {
    const html = await (await request.get(`/${route}`)).text();
    const image = attribute(html, /<meta property="og:image"[^>]*>/, 'content') ?? '';
    expect(image.startsWith(site.url), route).toBe(true);
    const response = await request.get(image.slice(site.url.length));
    expect(response.status(), image).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    // The PNG header's IHDR chunk holds the width and height as 32-bit big-endian numbers.
    expect(png.subarray(12, 16).toString('latin1'), image).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], image).toEqual([1200, 630]);
    const digest = createHash('sha256').update(png).digest('hex');
    expect(seen.get(digest), `${route} draws the same card as another page`).toBeUndefined();
    seen.set(digest, route);
  }
  expect(seen.size).toBe(publicRoutes.length);
});

test.describe('with JavaScript off', () => {
  test('the home page shows all its text', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(allPageCopy.home.heading);
    // The lower sections, whose code loads after the first screen, are in the HTML too.
    await expect(page.getByRole('heading', { name: 'Customer stories' })).toBeVisible();
    await expect(page.getByText('Talk to us before the next due date')).toBeVisible();
    await context.close();
  });

  test('an FAQ answer still opens', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/assessments_appeals');
    const item = page.locator('#faqs details').first();
    await item.locator('summary').click();
    await expect(item.locator('p')).toBeVisible();
    await context.close();
  });
});

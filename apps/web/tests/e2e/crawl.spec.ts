import { expect, test } from './support';

/** Links worth following: this site's pages, not the API, mail, phone or other hosts. */
function internalPage(href: string, base: string, origin: string): string | undefined {
  const url = new URL(href, base);
  if (url.origin !== origin) return undefined;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/mailbox')) return undefined;
  url.hash = '';
  return url.pathname + url.search;
}

test('every internal link from the home page leads to a real page', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const origin = new URL(baseURL ?? '').origin;
  const queue = ['/home'];
  const seen = new Set(queue);
  const broken: string[] = [];
  const from = new Map<string, string>();

  while (queue.length > 0) {
    const path = queue.shift() as string;
    const response = await page.goto(path);
    const status = response?.status() ?? 0;
    const landed = new URL(page.url()).pathname;
    if (status >= 400 || landed === '/error') {
      broken.push(`${path} (${status}, on ${landed}) linked from ${from.get(path) ?? 'start'}`);
      continue;
    }
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    for (const href of hrefs) {
      if (/^(mailto|tel):/.test(href)) continue;
      const next = internalPage(href, page.url(), origin);
      if (!next || seen.has(next)) continue;
      seen.add(next);
      from.set(next, path);
      queue.push(next);
    }
  }

  expect(broken).toEqual([]);
  // The crawl reached the whole site, not just the first page.
  expect(seen.size).toBeGreaterThan(30);
  for (const path of [
    '/E-poi',
    '/careers',
    '/sitemap',
    '/refund-policy',
    '/accessibility',
    '/add-cart?plan=EPOI_STARTER',
  ]) {
    expect(seen).toContain(path);
  }
});

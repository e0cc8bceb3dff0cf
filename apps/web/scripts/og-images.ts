// Draws each public page's Open Graph card (1200 × 630 PNG) into build/client/og/<route>.png after
// `react-router build`: the page's title, and the product or kind of service it is about, on the
// brand's colours (`@prakar/shared/og-card`); a product's card names its lowest price, which the
// server draws again when the catalogue changes. Page meta points at these files
// (app/content/page-meta.ts, docs/decisions/0038, 0062).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { seededProduct } from '@prakar/shared/catalogue-seed';
import { drawOgCard } from '@prakar/shared/og-card';
import { ogImagePath } from '@prakar/shared/og-image';
import { plansFromSentence } from '@prakar/shared/plan-offers';
import { isGuardedRoute, type PublicRoute, publicRoutes } from '@prakar/shared/routes';
import { site } from '@prakar/shared/site';
import { advisoryServiceLinks, productLinks } from '#app/content/catalogue-links.ts';
import { allPageCopy } from '#app/content/pages/all-pages.ts';

const client = join(import.meta.dirname, '..', 'build', 'client');
const mark = await readFile(join(import.meta.dirname, '..', 'public', 'favicon.svg'));

const productOf = (route: PublicRoute) => productLinks.find((link) => link.to === `/${route}`);

/** What the page is about, above its title: the product's name, or the kind of page. */
function eyebrowOf(route: PublicRoute): string {
  const product = productOf(route);
  if (product) return `Product · ${product.label}`;
  if (advisoryServiceLinks.some((link) => link.to === `/${route}`)) return 'Advisory service';
  return site.tagline;
}

let written = 0;
for (const route of publicRoutes) {
  if (isGuardedRoute(route)) continue;
  const product = productOf(route);
  const png = await drawOgCard({
    title: allPageCopy[route].title,
    eyebrow: eyebrowOf(route),
    note: product ? plansFromSentence(seededProduct(product.code).plans) : undefined,
    mark,
  });
  const file = join(client, ogImagePath(route));
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, png);
  written += 1;
}
console.log(`Drew ${written} Open Graph cards into build/client/og/`);

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Product } from '@prakar/shared/catalogue';
import { drawOgCard } from '@prakar/shared/og-card';
import { ogImagePath } from '@prakar/shared/og-image';
import { plansFromSentence } from '@prakar/shared/plan-offers';
import { site } from '@prakar/shared/site';
import type { LiveContent, LiveFile } from '#src/plugins/static-host.ts';
import { type HtmlPage, htmlPage, type WebBuild } from '#src/plugins/web-build.ts';
import type { CatalogueService } from './catalogue-service.ts';
import { fillPrices, findPriceSlots, type PriceSlots } from './price-slots.ts';

/** A product's sharing card may be kept a few minutes; its address names the catalogue version. */
const CARD_CACHE = 'public, max-age=300';

interface PricedPage {
  slots: PriceSlots;
  built: HtmlPage;
  /** The page's title as its card prints it, without the firm's name. */
  title: string;
}

/** Kept per catalogue version: the version's page or card is made once, on its first request. */
function perVersion<T>() {
  const kept = new Map<string, { version: number; value: Promise<T> }>();
  return (key: string, version: number, make: () => Promise<T>): Promise<T> => {
    const entry = kept.get(key);
    if (entry?.version === version) return entry.value;
    const value = make();
    kept.set(key, { version, value });
    value.catch(() => {
      if (kept.get(key)?.value === value) kept.delete(key);
    });
    return value;
  };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

function titleOf(html: string): string {
  const content = /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1] ?? site.name;
  const title = content.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_all, name: string) => ENTITIES[name] ?? '',
  );
  return title.replace(` | ${site.name}`, '');
}

/**
 * The product pages of a build, served with the catalogue's current plans: the cards, the
 * plans the app hydrates from, the structured data's offers, the link preview's sentence and
 * its card, drawn once per catalogue version (docs/decisions/0062).
 */
export function pricedPages(catalogue: CatalogueService) {
  return (build: WebBuild): LiveContent => {
    const pages = new Map<string, PricedPage>();
    for (const [file, built] of build.pages) {
      const route = file.endsWith('/index.html') ? file.slice(0, -'/index.html'.length) : '';
      const html = built.raw.toString('utf8');
      const slots = findPriceSlots(html);
      if (slots) pages.set(route, { slots, built, title: titleOf(html) });
    }
    const cards = new Map([...pages.keys()].map((route) => [ogImagePath(route).slice(1), route]));
    const filled = perVersion<HtmlPage>();
    const drawn = perVersion<Buffer>();
    let mark: Promise<Buffer> | undefined;
    function firmMark(): Promise<Buffer> {
      if (!mark) mark = readFile(join(build.dir, 'favicon.svg'));
      return mark;
    }

    async function current(priced: PricedPage): Promise<{ version: number; product: Product }> {
      const { version, list } = await catalogue.snapshot();
      const product = list.products.find((item) => item.code === priced.slots.productCode);
      if (!product) throw new Error(`The catalogue has no product ${priced.slots.productCode}`);
      return { version, product };
    }

    return {
      async page(route, built) {
        const priced = pages.get(route);
        if (!priced) return built;
        const { version, product } = await current(priced);
        return filled(route, version, () => {
          const image = `${site.url}${ogImagePath(route)}?v=${version}`;
          const html = fillPrices(priced.slots, product, image);
          return htmlPage(Buffer.from(html, 'utf8'), built.csp);
        });
      },

      async file(path): Promise<LiveFile | undefined> {
        const route = cards.get(path);
        const priced = route === undefined ? undefined : pages.get(route);
        if (route === undefined || !priced) return undefined;
        const { version, product } = await current(priced);
        const body = await drawn(route, version, async () =>
          drawOgCard({
            title: priced.title,
            eyebrow: `Product · ${product.name}`,
            note: plansFromSentence(product.plans),
            mark: await firmMark(),
          }),
        );
        return {
          body,
          type: 'image/png',
          etag: `"${route}-${version}"`,
          cacheControl: CARD_CACHE,
        };
      },
    };
  };
}

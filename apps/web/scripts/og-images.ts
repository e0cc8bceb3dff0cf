// Draws each public page's Open Graph card (1200 × 630 PNG) into build/client/og/<route>.png after
// `react-router build`: the page's title, and the product or kind of service it is about, on the
// brand's colours. Satori lays the card out as SVG with Noto Sans from @fontsource (the font ships
// with the dependencies, so every machine draws the same card), and resvg turns it into a PNG.
// Page meta points at these files (app/content/page-meta.ts, docs/decisions/0038).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { isGuardedRoute, type PublicRoute, publicRoutes } from '@prakar/shared/routes';
import { site } from '@prakar/shared/site';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { advisoryServiceLinks, productLinks } from '#app/content/catalogue-links.ts';
import { OG_IMAGE, ogImagePath } from '#app/content/page-meta.ts';
import { allPageCopy } from '#app/content/pages/all-pages.ts';

const client = join(import.meta.dirname, '..', 'build', 'client');
const require = createRequire(import.meta.url);

/** Latin first; Latin Extended supplies what it lacks (₹ among them). */
const faces = [
  {
    weight: 400,
    file: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'),
  },
  {
    weight: 700,
    file: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff'),
  },
  {
    weight: 400,
    file: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff'),
  },
  {
    weight: 700,
    file: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff'),
  },
] as const;

async function fonts() {
  return Promise.all(
    faces.map(async ({ weight, file }) => ({
      name: 'Noto Sans',
      weight,
      style: 'normal' as const,
      data: await readFile(file),
    })),
  );
}

/** What the page is about, above its title: the product's name, or the kind of page. */
function eyebrowOf(route: PublicRoute): string {
  const product = productLinks.find((link) => link.to === `/${route}`);
  if (product) return `Product · ${product.label}`;
  if (advisoryServiceLinks.some((link) => link.to === `/${route}`)) return 'Advisory service';
  return site.tagline;
}

type Node = { type: string; props: Record<string, unknown> };
const h = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
});

const mark = `data:image/svg+xml;base64,${Buffer.from(
  await readFile(join(import.meta.dirname, '..', 'public', 'favicon.svg')),
).toString('base64')}`;

function card(title: string, eyebrow: string): Node {
  const content = h(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      flexGrow: 1,
      padding: '64px 80px 48px',
    },
    [
      h('div', { display: 'flex', alignItems: 'center', gap: 24 }, [
        { type: 'img', props: { src: mark, width: 80, height: 80 } },
        h('span', { fontSize: 40, fontWeight: 700 }, site.name),
      ]),
      h('div', { display: 'flex', flexDirection: 'column', gap: 20, width: 1040 }, [
        h('div', { display: 'flex', fontSize: 30, fontWeight: 700, color: '#99f6e4' }, eyebrow),
        h(
          'div',
          {
            display: 'flex',
            fontSize: title.length > 40 ? 54 : 66,
            fontWeight: 700,
            lineHeight: 1.15,
          },
          title,
        ),
      ]),
      h(
        'div',
        { display: 'flex', fontSize: 26, color: '#d5deea' },
        site.url.replace(/^https:\/\//, ''),
      ),
    ],
  );
  return h(
    'div',
    {
      width: OG_IMAGE.width,
      height: OG_IMAGE.height,
      display: 'flex',
      flexDirection: 'column',
      background: '#0b2545',
      color: '#ffffff',
      fontFamily: 'Noto Sans',
    },
    [content, h('div', { display: 'flex', height: 16, background: '#0f766e' })],
  );
}

const options = { width: OG_IMAGE.width, height: OG_IMAGE.height, fonts: await fonts() };
let written = 0;
for (const route of publicRoutes) {
  if (isGuardedRoute(route)) continue;
  const svg = await satori(card(allPageCopy[route].title, eyebrowOf(route)) as never, options);
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: OG_IMAGE.width } }).render().asPng();
  const file = join(client, ogImagePath(route));
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, png);
  written += 1;
}
console.log(`Drew ${written} Open Graph cards into build/client/og/`);

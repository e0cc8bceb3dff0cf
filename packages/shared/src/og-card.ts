// A page's Open Graph card (1200 × 630 PNG): the firm, what the page is about, its title and, for
// a product, a line with its prices. Satori lays it out as SVG with Noto Sans from @fontsource
// (the font ships with the dependencies, so every machine draws the same card) and resvg turns it
// into a PNG. The build draws every page's card (apps/web/scripts/og-images.ts); the server draws
// a product's again whenever its prices change (docs/decisions/0038, 0062).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { OG_IMAGE } from './og-image.ts';
import { site } from './site.ts';

const require = createRequire(import.meta.url);

/** Latin first; Latin Extended supplies what it lacks (₹ among them). */
const faces = [
  [400, require.resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff')],
  [700, require.resolve('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff')],
  [400, require.resolve('@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff')],
  [700, require.resolve('@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff')],
] as const;

let fonts:
  | Promise<{ name: string; weight: 400 | 700; style: 'normal'; data: Buffer }[]>
  | undefined;

function loadFonts() {
  fonts ??= Promise.all(
    faces.map(async ([weight, file]) => ({
      name: 'Noto Sans',
      weight,
      style: 'normal' as const,
      data: await readFile(file),
    })),
  );
  return fonts;
}

type Node = { type: string; props: Record<string, unknown> };
const h = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
});

export interface OgCard {
  title: string;
  /** Above the title: the product's name, or the kind of page. */
  eyebrow: string;
  /** Below the title: a product's prices. */
  note?: string;
  /** The firm's mark, as an SVG file's bytes. */
  mark: Buffer;
}

function layout({ title, eyebrow, note, mark }: OgCard): Node {
  const markSrc = `data:image/svg+xml;base64,${mark.toString('base64')}`;
  const heading = h('div', { display: 'flex', flexDirection: 'column', gap: 20, width: 1040 }, [
    h('div', { display: 'flex', fontSize: 30, fontWeight: 700, color: '#99f6e4' }, eyebrow),
    h(
      'div',
      { display: 'flex', fontSize: title.length > 40 ? 54 : 66, fontWeight: 700, lineHeight: 1.15 },
      title,
    ),
    ...(note ? [h('div', { display: 'flex', fontSize: 34, color: '#ffffff' }, note)] : []),
  ]);
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
        { type: 'img', props: { src: markSrc, width: 80, height: 80 } },
        h('span', { fontSize: 40, fontWeight: 700 }, site.name),
      ]),
      heading,
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

/** The card as PNG bytes. */
export async function drawOgCard(card: OgCard): Promise<Buffer> {
  const svg = await satori(layout(card) as never, { ...OG_IMAGE, fonts: await loadFonts() });
  return new Resvg(svg, { fitTo: { mode: 'width', value: OG_IMAGE.width } }).render().asPng();
}

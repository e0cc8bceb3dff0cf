// Draws the site's raster icons with Chromium, from the same mark as public/favicon.svg, into
// public/: favicon-32.png, apple-touch-icon.png, icon-192.png and icon-512.png. Run it again after
// a change of brand (each page's sharing card is drawn at build time by og-images.ts):
//   node apps/web/scripts/brand-images.mjs
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumFlags, findChromium } from '../../../scripts/find-chromium.mjs';

const publicDir = join(import.meta.dirname, '..', 'public');
const mark = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
const markSrc = `data:image/svg+xml;base64,${Buffer.from(mark).toString('base64')}`;

/** A square icon: the mark alone, or on the brand colour with room for a maskable crop. */
function iconHtml(size, padded) {
  const inner = padded ? Math.round(size * 0.62) : size;
  return `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${padded ? '#0b2545' : 'transparent'}">
    <img src="${markSrc}" width="${inner}" height="${inner}"></body>`;
}

const shots = [
  { file: 'favicon-32.png', size: 32, html: iconHtml(32, false), transparent: true },
  { file: 'apple-touch-icon.png', size: 180, html: iconHtml(180, true) },
  { file: 'icon-192.png', size: 192, html: iconHtml(192, true) },
  { file: 'icon-512.png', size: 512, html: iconHtml(512, true) },
];

const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumFlags });
try {
  for (const shot of shots) {
    const width = shot.width ?? shot.size;
    const height = shot.height ?? shot.size;
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
    await page.setContent(shot.html);
    await page
      .locator('img')
      .first()
      .evaluate((img) => img.decode());
    await page.screenshot({
      path: join(publicDir, shot.file),
      omitBackground: Boolean(shot.transparent),
    });
    await page.close();
    console.log(`Wrote public/${shot.file} (${width}×${height})`);
  }
} finally {
  await browser.close();
}

// `npm run screenshots`: photographs real portal screens for the public pages. It
// builds nothing: run `npm run build` first. It seeds a small demo organisation into a throw-away
// embedded database, starts the real server on it, signs in through the login page in Chromium,
// and writes each screen as AVIF and WebP at two widths into public/screens/, where the home and
// product pages' pictures point (components/content/product-picture.tsx, docs/decisions/0047).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { startServer } from '../../../scripts/bench-processes.ts';
import { chromiumFlags, findChromium } from '../../../scripts/find-chromium.mjs';
import { describeDatabase, parseConfig } from '../../server/src/config.ts';
import { openDatabase } from '../../server/src/db/client.ts';
import { seedDemoData } from '../../server/src/demo-data/demo-data.ts';

const outDir = join(import.meta.dirname, '..', 'public', 'screens');

/**
 * The portal as a laptop shows it, photographed at twice its pixels so the larger image is sharp:
 * each picture is a 1200 × 750 frame of the page, from the part that shows the screen's data. The
 * window is taller than the frame, so bars that stick to the window's foot stay out of it.
 */
const FRAME = { width: 1200, height: 750 };
const WINDOW = { width: FRAME.width, height: 2000 };
const SCALE = 2;
/** Each image at these widths: the smaller for phones and the hero's column, the larger for 2× screens. */
const WIDTHS = [640, 1200];
/**
 * The same screens as a phone draws them, for the pictures' phone source: a laptop's frame shrunk
 * to a phone's width is too small to read, the phone's own screen is read at its size.
 */
const PHONE_FRAME = { width: 360, height: 540 };
const PHONE_WINDOW = { width: PHONE_FRAME.width, height: 2000 };
const PHONE_WIDTHS = [360, 720];

/** The screens: each is photographed once its table is drawn, from the top of `from` down. */
const screens = [
  { name: 'subscriptions', path: '/my-subscription', from: 'header' },
  { name: 'transactions', path: '/transaction-history', from: 'main table' },
  { name: 'users', path: '/user-management/users', from: 'main h1' },
  { name: 'access-control', path: '/user-management/access-control', from: 'main h1' },
];

const dataDir = mkdtempSync(join(tmpdir(), 'prakar-screenshots-'));

async function seed() {
  const config = parseConfig({ DATA_DIR: dataDir });
  console.log(`Seeding ${describeDatabase(config)}…`);
  const database = await openDatabase(config);
  try {
    await database.migrate();
    return await seedDemoData(database.db, {
      users: 24,
      orders: 14,
      years: 2,
      renderedInvoices: 0,
      now: new Date(),
    });
  } finally {
    await database.close();
  }
}

/** Writes `<name>-<width>.avif` and `.webp` for each width from one PNG. */
async function writeImages(name, png, widths) {
  for (const width of widths) {
    const resized = sharp(png).resize({ width });
    const avif = join(outDir, `${name}-${width}.avif`);
    const webp = join(outDir, `${name}-${width}.webp`);
    const [a, w] = await Promise.all([
      resized.clone().avif({ quality: 60, effort: 6 }).toFile(avif),
      resized.clone().webp({ quality: 78, effort: 6 }).toFile(webp),
    ]);
    console.log(`Wrote ${name}-${width}: AVIF ${kb(a.size)}, WebP ${kb(w.size)}`);
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Opens a screen of the portal at `url` and waits for its table and the typeface. */
async function open(page, url, screen) {
  await page.goto(`${url}${screen.path}`);
  await page.locator('main table tbody tr').first().waitFor();
  await page.evaluate(() => document.fonts.ready);
}

/** Where a frame starts: a little above the top of `from`. */
async function frameTop(page, from) {
  const top = await page
    .locator(from)
    .first()
    .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  return Math.max(0, top - 24);
}

try {
  const demo = await seed();
  const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumFlags });
  try {
    const page = await browser.newPage({
      viewport: WINDOW,
      deviceScaleFactor: SCALE,
      colorScheme: 'light',
      reducedMotion: 'reduce',
    });
    await page.goto(`${server.url}/login?corporateName=${demo.corporateName}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.locator('#login-email').fill(demo.admin.email);
    await page.locator('#login-password').fill(demo.admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    for (const screen of screens) {
      await open(page, server.url, screen);
      await page.getByRole('button', { name: demo.admin.name }).waitFor();
      const png = await page.screenshot({
        clip: { x: 0, y: await frameTop(page, screen.from), ...FRAME },
      });
      await writeImages(screen.name, png, WIDTHS);
    }
    await page.setViewportSize(PHONE_WINDOW);
    for (const screen of screens) {
      await open(page, server.url, screen);
      // A phone's first screen is mostly heading and filters: its frame starts at the data.
      const clip = { x: 0, y: await frameTop(page, 'main table'), ...PHONE_FRAME };
      await writeImages(`${screen.name}-phone`, await page.screenshot({ clip }), PHONE_WIDTHS);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

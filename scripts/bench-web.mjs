// `npm run bench:web`: what each public page costs a visitor. Builds the web app, serves it with the
// real server on a throw-away database, then prints
//   1. the gzip size of the JavaScript and CSS each public page loads up front, and of the
//      JavaScript once it has started its app, with the pages over the 110 KB budget,
//   2. Lighthouse's mobile scores (Performance, Accessibility, Best Practices, SEO) and LCP/TBT/CLS,
//      each the median of several runs of the page (one run's figures vary with the machine's load),
//   3. what the home page really fetched while Lighthouse loaded it (lazy chunks included),
//      against the same budget.
// `--pages=home,tds` picks the Lighthouse pages (default: a representative set; `--pages=all` for
// every public page). `--runs=3` sets how many times Lighthouse loads each page (default 3).
// `--no-build` reuses the current build.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { pageWeight } from '../apps/web/scripts/page-weight.mjs';
import { publicRoutes } from '../packages/shared/src/routes.ts';
import { cliOptions, UsageError } from './cli-options.ts';
import { chromiumFlags, findChromium } from './find-chromium.mjs';
import { run } from './run.mjs';

const options = cliOptions(process.argv.slice(2));
const buildDir = 'apps/web/build/client';
let port;
let runs;
try {
  port = options.number('port', 3200, 1, 65_535);
  runs = options.number('runs', 3, 1, 20);
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const origin = `http://127.0.0.1:${port}`;

const defaultPages = [
  'home',
  'E-poi',
  'tds',
  'assessments_appeals',
  'about',
  'contact-us',
  'careers',
  'login',
];
const pages = options.text('pages');
const lighthousePages = pages === 'all' ? publicRoutes : (pages?.split(',') ?? defaultPages);

if (!options.flag('no-build')) {
  if ((await run('npm', ['run', 'build', '--silent'])) !== 0) process.exit(1);
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log('\nJavaScript and CSS (gzip): up front, and once the page has started its app:');
console.log(
  `${'page'.padEnd(42)}${'JS'.padStart(10)}${'started'.padStart(10)}${'CSS'.padStart(10)}`,
);
const PAGE_JS_BUDGET = 110 * 1024;
const over = [];
for (const route of publicRoutes) {
  const sizes = pageWeight(buildDir, route);
  const started = pageWeight(buildDir, route, { started: true });
  if (!sizes || !started) {
    console.log(`${route.padEnd(42)}  not pre-rendered`);
    continue;
  }
  if (sizes.js > PAGE_JS_BUDGET) over.push(route);
  console.log(
    `${route.padEnd(42)}${kb(sizes.js).padStart(10)}${kb(started.js).padStart(10)}${kb(sizes.css).padStart(10)}`,
  );
}
console.log(
  `\nPages over ${kb(PAGE_JS_BUDGET)} of JavaScript up front: ${over.length === 0 ? 'none' : over.join(', ')}`,
);
const budgetLine = (what, bytes) =>
  `\nhome ${what} ${kb(bytes)} of JavaScript (gzip): ` +
  `${bytes <= PAGE_JS_BUDGET ? 'within' : 'OVER'} the ${kb(PAGE_JS_BUDGET)} budget`;

/** gzip bytes of every script of ours the page fetched while Lighthouse loaded it, lazy ones too. */
function scriptsFetched(audits) {
  const urls = audits['network-requests'].details.items
    .filter((item) => item.resourceType === 'Script' && item.url.startsWith(`${origin}/assets/`))
    .map((item) => basename(new URL(item.url).pathname));
  return [...new Set(urls)].reduce(
    (sum, name) =>
      sum + gzipSync(readFileSync(join(buildDir, 'assets', name)), { level: 9 }).length,
    0,
  );
}

/** The middle value; with an even count, the mean of the two middle ones. */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * One page's median scores and metrics over its runs. A metric Lighthouse could not compute in
 * any run prints as "n/a"; the median is of the runs that have it.
 */
function medianRow(results) {
  const score = (id) =>
    String(Math.round(median(results.map((lhr) => lhr.categories[id]?.score ?? 0)) * 100));
  const metric = (id, format) => {
    const values = results
      .map((lhr) => lhr.audits[id]?.numericValue)
      .filter((value) => value !== undefined);
    return values.length === 0 ? 'n/a' : format(median(values));
  };
  return (
    ['performance', 'accessibility', 'best-practices', 'seo']
      .map((id) => score(id).padStart(6))
      .join('') +
    metric('largest-contentful-paint', (v) => `${(v / 1000).toFixed(2)}s`).padStart(9) +
    metric('total-blocking-time', (v) => `${Math.round(v)}ms`).padStart(8) +
    metric('cumulative-layout-shift', (v) => v.toFixed(3)).padStart(7)
  );
}

/** Pass/fail audits the page failed, with how many of the runs failed each. */
function failingAudits(results) {
  const failures = new Map();
  for (const lhr of results) {
    for (const audit of Object.values(lhr.audits)) {
      if (audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary') {
        const known = failures.get(audit.id) ?? { title: audit.title, count: 0 };
        failures.set(audit.id, { ...known, count: known.count + 1 });
      }
    }
  }
  return [...failures].map(
    ([id, { title, count }]) => `    ✗ ${id}: ${title} (${count} of ${results.length} runs)`,
  );
}

const dataDir = mkdtempSync(join(tmpdir(), 'prakar-bench-'));
const server = spawn('node', ['--import', 'tsx', 'apps/server/src/server.ts'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: origin,
  },
});

async function waitForServer() {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${origin}/api/ready`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('The server did not become ready within 2 minutes.');
}

let chrome;
let homeFetched;
try {
  await waitForServer();
  chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  console.log(`\nLighthouse, mobile profile, median of ${runs} ${runs === 1 ? 'run' : 'runs'}:`);
  console.log(
    `${'page'.padEnd(42)}${'Perf'.padStart(6)}${'A11y'.padStart(6)}${'BP'.padStart(6)}${'SEO'.padStart(6)}${'LCP'.padStart(9)}${'TBT'.padStart(8)}${'CLS'.padStart(7)}`,
  );
  for (const route of lighthousePages) {
    // A run Lighthouse could not record (now and then NO_NAVSTART) is made again, up to as many
    // times as there are runs, so the median is of `runs` measurements where possible.
    const results = [];
    const errors = [];
    while (results.length < runs && errors.length < runs) {
      const { lhr } = await lighthouse(`${origin}/${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (lhr.runtimeError) errors.push(lhr.runtimeError.code);
      else results.push(lhr);
    }
    if (errors.length > 0) {
      console.log(`${route.padEnd(42)}  runs Lighthouse could not record: ${errors.join(', ')}`);
    }
    if (results.length === 0) continue;
    const fewer = results.length < runs ? `  (median of ${results.length})` : '';
    console.log(`${route.padEnd(42)}${medianRow(results)}${fewer}`);
    for (const line of failingAudits(results)) console.log(line);
    if (route === 'home') homeFetched = median(results.map((lhr) => scriptsFetched(lhr.audits)));
  }
  if (homeFetched !== undefined) console.log(budgetLine('fetched while loading', homeFetched));
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}

// Finds a Chromium for the browser tests and benchmarks: CHROME_PATH, Debian's /usr/bin/chromium,
// or Playwright's cache. When none is there and we run as root on Debian, installs Debian's package;
// otherwise stops with a message saying how to get one. No test tool may download its own browser.
// Most end-to-end tests run in Chromium's headless shell instead (findHeadlessShell).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

function playwrightCacheChromium() {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
  if (!existsSync(cache)) return undefined;
  for (const dir of readdirSync(cache)
    .filter((d) => d.startsWith('chromium'))
    .sort()
    .reverse()) {
    for (const sub of ['chrome-linux64/chrome', 'chrome-linux/chrome']) {
      const candidate = join(cache, dir, sub);
      if (existsSync(candidate)) return candidate;
    }
  }
  return undefined;
}

function locate() {
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    throw new Error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but no file is there.`);
  }
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(candidate)) return candidate;
  }
  return playwrightCacheChromium();
}

const canInstall = () =>
  typeof process.getuid === 'function' && process.getuid() === 0 && existsSync('/usr/bin/apt-get');

function aptInstall(debianPackage) {
  console.log(`${debianPackage} is missing: installing Debian’s package with apt-get…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', debianPackage], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

export function findChromium() {
  const found = locate();
  if (found) return found;
  if (canInstall()) {
    aptInstall('chromium');
    const installed = locate();
    if (installed) return installed;
  }
  throw new Error(
    'No Chromium found for the browser tests. Install one (Debian/Ubuntu: `sudo apt-get install chromium`) ' +
      'or set CHROME_PATH to a Chromium or Chrome executable.',
  );
}

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * Chromium's headless shell: the same engine without the desktop browser around it, what
 * Playwright itself runs for headless tests, and about a third cheaper per page on our 2-core
 * machines (docs/decisions/0045). CHROME_PATH, when set, is the one browser for every test.
 * Installed with apt like Chromium; where that cannot be done, the full Chromium serves instead.
 */
export function findHeadlessShell() {
  if (process.env.CHROME_PATH) return findChromium();
  if (existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  if (canInstall()) {
    try {
      aptInstall('chromium-headless-shell');
    } catch {
      console.log('Could not install chromium-headless-shell: the tests use the full Chromium.');
    }
    if (existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  }
  return findChromium();
}

/** The flags this machine's closed network needs (see docs/decisions). */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(findChromium());
}

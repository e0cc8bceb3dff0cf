// Builds the web app and runs the Playwright end-to-end suite in Debian's Chromium.
// Arguments after `--` go to Playwright (e.g. `npm run test:e2e -- nav-footer`).
import { findChromium, findHeadlessShell } from './find-chromium.mjs';
import { run } from './run.mjs';

process.env.E2E_HEADLESS_SHELL = findHeadlessShell();
process.env.E2E_CHROMIUM = findChromium();
const extra = process.argv.slice(2);
const skipBuild = extra.includes('--no-build');
const playwrightArgs = extra.filter((a) => a !== '--no-build');

if (!skipBuild) {
  const built = await run('npm', ['run', 'build', '--silent']);
  if (built !== 0) process.exit(built);
}
process.exit(await run('npx', ['playwright', 'test', ...playwrightArgs]));

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { PLATFORM_ADMIN } from './apps/web/tests/e2e/platform-admin.ts';
import { DEMO_PORT, DEMO_URL, demoClients } from './apps/web/tests/e2e/single-sign-on-demo.ts';
import { chromiumFlags, findChromium, findHeadlessShell } from './scripts/find-chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);

const baseURL = `http://127.0.0.1:${port}`;
const TEXT_RENDERING = /typeface-and-images\.spec\.ts/;
// Workers load this file again; the environment carries the first run's choices to them.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'prakar-e2e-'));
process.env.E2E_HEADLESS_SHELL ??= findHeadlessShell();
process.env.E2E_CHROMIUM ??= findChromium();
// Helpers that talk to the server outside a test's own contexts (tests/e2e/mailbox.ts) read it here.
process.env.E2E_BASE_URL = baseURL;

/**
 * End-to-end tests drive Debian's Chromium (its headless shell for most) against the real server
 * serving the built web app on a fresh embedded database. Build the web app first (`npm test`
 * does).
 */
export default defineConfig({
  testDir: 'apps/web/tests/e2e',
  fullyParallel: true,
  // Two workers keep this 2-core machine busy; a third only queues for the same cores.
  workers: '100%',
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // The limit only catches a test that hangs: a journey through several screens on a busy shared
  // machine can take most of a minute. What a test waits for is bounded by `expect` below.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    // Recording a trace for every test doubled the suite's time, and a trace kept only on failure
    // is recorded all the same. To see a failure step by step, run the one test again with
    // `--trace on` (README, Testing; docs/decisions/0027).
    trace: 'off',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: TEXT_RENDERING,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: process.env.E2E_HEADLESS_SHELL, args: chromiumFlags },
      },
    },
    // Whether text moves when the typeface arrives depends on how the browser lays out glyphs,
    // which the headless shell does a little differently (1 px here and there): the desktop
    // browser's text is what visitors see.
    {
      name: 'chromium-text',
      testMatch: TEXT_RENDERING,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: process.env.E2E_CHROMIUM, args: chromiumFlags },
      },
    },
  ],
  webServer: [
    {
      command: 'node --import tsx apps/server/src/server.ts',
      url: `http://127.0.0.1:${port}/api/ready`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        PUBLIC_URL: baseURL,
        // As behind a reverse proxy: each test sends its own X-Forwarded-For (tests/e2e/support.ts),
        // so the per-address limits on sign-up and sign-in apply per test, as per visitor in life.
        TRUST_PROXY: 'true',
        // The firm's own administrator, for the catalogue and payment-link screens.
        PLATFORM_ADMIN_EMAIL: PLATFORM_ADMIN.email,
        PLATFORM_ADMIN_PASSWORD: PLATFORM_ADMIN.password,
        PLATFORM_ADMIN_TOTP_SECRET: PLATFORM_ADMIN.totpSecret,
        // E-POI signs in through the portal: the demonstration app stands in for it.
        OPENID_CLIENTS: demoClients(),
      },
    },
    // The demonstration app that signs in through the portal (single-sign-on.spec.ts).
    {
      command: 'node examples/epoi-demo/server.mjs',
      url: `${DEMO_URL}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { DEMO_PORT: String(DEMO_PORT), DEMO_HOST: '127.0.0.1', PORTAL_URL: baseURL },
    },
  ],
});

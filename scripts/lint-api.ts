// `npm run lint:api`: Redocly's own `redocly lint`, with the checked-in redocly.yaml, on the API
// description exactly as the server serves it. Builds the app on an in-memory database, takes
// /api/docs/json into a temporary file and lints that. `servers` comes from PUBLIC_URL, so
// the production address is the default (a localhost server is itself a lint warning); the
// session cookie's name comes from SESSION_COOKIE_NAME. Arguments after `--` go to redocly, e.g.
// `npm run lint:api -- --format=stylish`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { site } from '@prakar/shared/site';
import { buildApp } from '../apps/server/src/app.ts';
import { parseConfig } from '../apps/server/src/config.ts';
import { OPENAPI_JSON_PATH } from '../apps/server/src/plugins/openapi.ts';

const config = parseConfig({
  DATABASE_URL: 'memory://',
  PUBLIC_URL: process.env.PUBLIC_URL ?? site.url,
  SESSION_COOKIE_NAME: process.env.SESSION_COOKIE_NAME,
  // The document is the same whichever gateway takes payments; this one needs no keys.
  RAZORPAY_TEST_GATEWAY: 'true',
});
const app = await buildApp({ config, logger: false, mailWorker: false, backgroundJobs: false });
const response = await app.inject({ method: 'GET', url: OPENAPI_JSON_PATH });
await app.close();
if (response.statusCode !== 200) {
  console.error(`${OPENAPI_JSON_PATH} answered ${response.statusCode}: ${response.body}`);
  process.exit(1);
}

const folder = mkdtempSync(join(tmpdir(), 'prakar-openapi-'));
const document = join(folder, 'openapi.json');
writeFileSync(document, response.body);
const redoclyConfig = fileURLToPath(new URL('../redocly.yaml', import.meta.url));
const lint = spawnSync(
  'redocly',
  ['lint', document, `--config=${redoclyConfig}`, ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
);
rmSync(folder, { recursive: true, force: true });
if (lint.error)
  console.error(`Could not run redocly (npm run lint:api finds it): ${lint.error.message}`);
process.exit(lint.status ?? 1);

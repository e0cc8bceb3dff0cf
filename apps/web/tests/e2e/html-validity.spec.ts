import { readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publicRoutes } from '@prakar/shared/routes';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { expect, test } from './support';

/** The web build the test server hosts. */
const buildDir = fileURLToPath(new URL('../../build/client', import.meta.url));

/** Every HTML file the build wrote, relative to the build folder ("home/index.html"). */
const pages = readdirSync(buildDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .map((file) => file.split(sep).join('/'))
  .sort();

/** Where the server hosts a file: a route's page at the route's address, others at their path. */
function addressOf(file: string): string {
  return `/${file.match(/^(.+)\/index\.html$/)?.[1] ?? file}`;
}

// The rules are in apps/web/.htmlvalidate.mjs, found from each page's path in the build.
const validator = new HtmlValidate(new FileSystemConfigLoader());

test('the build holds a page for every pre-rendered address and the app shell', () => {
  expect(pages).toEqual(
    expect.arrayContaining([
      'index.html',
      '__spa-fallback.html',
      ...publicRoutes.map((route) => `${route}/index.html`),
    ]),
  );
});

test.describe('every pre-rendered page passes the HTML validator as served', () => {
  for (const file of pages) {
    test(addressOf(file), async ({ request }) => {
      const response = await request.get(addressOf(file), { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const report = await validator.validateString(await response.text(), join(buildDir, file));
      const problems = report.results.flatMap((result) =>
        result.messages.map(
          (message) =>
            `${addressOf(file)} ${message.line}:${message.column} [${message.ruleId}] ` +
            `${message.message} (at ${message.selector ?? 'document'})`,
        ),
      );
      expect(problems).toEqual([]);
    });
  }
});

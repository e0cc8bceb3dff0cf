// What a pre-rendered page makes the browser download before any interaction: every asset its HTML
// names (stylesheets, the route modules and the entry its inline script imports) and the static
// imports of those modules, followed to the end. Lazy `import("./x.js")` chunks are not counted.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["']\.\/([\w.-]+\.js)["']/g;

/** gzip sizes in bytes of the JS and CSS `route` loads up front, or undefined if not pre-rendered. */
export function pageWeight(clientDir, route) {
  const htmlFile = join(clientDir, route, 'index.html');
  if (!existsSync(htmlFile)) return undefined;
  const html = readFileSync(htmlFile, 'utf8');
  const pending = [...new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? [])].map((p) =>
    p.slice('/assets/'.length),
  );
  const seen = new Set();
  while (pending.length > 0) {
    const name = pending.pop();
    if (!name || seen.has(name) || !existsSync(join(clientDir, 'assets', name))) continue;
    seen.add(name);
    if (!name.endsWith('.js')) continue;
    const code = readFileSync(join(clientDir, 'assets', name), 'utf8');
    for (const match of code.matchAll(STATIC_IMPORT)) pending.push(match[1]);
  }
  const weight = { js: 0, css: 0, files: [] };
  for (const name of seen) {
    const gzip = gzipSync(readFileSync(join(clientDir, 'assets', name)), { level: 9 }).length;
    weight.files.push({ name, gzip });
    if (name.endsWith('.js')) weight.js += gzip;
    else weight.css += gzip;
  }
  weight.files.sort((a, b) => b.gzip - a.gzip);
  return weight;
}

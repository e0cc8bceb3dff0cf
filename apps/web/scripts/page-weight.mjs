// What a pre-rendered page makes the browser download before any interaction: its stylesheets,
// the modules its inline scripts import statically, and the static imports of those, followed to
// the end, with the app its start script imports. Lazy `import("./x.js")` chunks are not counted,
// nor the app of a page that starts it when the visitor needs it (docs/decisions/0050); with
// `{ started: true }` the weight is the page's once its app has started.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["']\.\/([\w.-]+\.js)["']/g;
const PAGE_IMPORT = /(?:\bfrom|\bimport)\s*["']\/assets\/([\w.-]+\.js)["']/g;
const PAGE_START_IMPORT = /\bimport\(["']\/assets\/([\w.-]+\.js)["']\)/g;
const STYLESHEET = /<link rel="stylesheet" href="\/assets\/([\w.-]+\.css)/g;

/** gzip sizes in bytes of the JS and CSS `route` loads up front, or undefined if not pre-rendered. */
export function pageWeight(clientDir, route, { started = false } = {}) {
  const htmlFile = join(clientDir, route, 'index.html');
  if (!existsSync(htmlFile)) return undefined;
  const html = readFileSync(htmlFile, 'utf8');
  // React Router's own start script imports the app at once; a deferred start, when needed.
  const starts = started || !html.includes('deferStart(');
  const named = [STYLESHEET, PAGE_IMPORT, ...(starts ? [PAGE_START_IMPORT] : [])];
  const pending = named.flatMap((pattern) => [...html.matchAll(pattern)].map((match) => match[1]));
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

// Reports the JavaScript a pre-rendered page loads before any interaction — the modules its
// inline module script imports and their static imports, not the lazily loaded ones — gzip-
// compressed, against the home page budget. Run after `npm run build -w @prakar/web`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 120 * 1024;
const client = join(import.meta.dirname, '..', 'build', 'client');
const page = process.argv[2] ?? 'home';
const html = readFileSync(join(client, page, 'index.html'), 'utf8');

// Static imports only: `import("./x.js")` (a lazy chunk) has a parenthesis and does not match.
const STATIC_IMPORT = /(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g;
const pending = [...new Set(html.match(/\/assets\/[\w.-]+\.js/g) ?? [])].map((p) => p.slice(8));
const seen = new Set();
while (pending.length > 0) {
  const name = pending.pop();
  if (!name || seen.has(name) || !existsSync(join(client, 'assets', name))) continue;
  seen.add(name);
  const code = readFileSync(join(client, 'assets', name), 'utf8');
  for (const match of code.matchAll(STATIC_IMPORT)) if (match[1]) pending.push(match[1]);
}

let total = 0;
const rows = [...seen].map((name) => {
  const gzip = gzipSync(readFileSync(join(client, 'assets', name)), { level: 9 }).length;
  total += gzip;
  return { name, gzip };
});
rows.sort((a, b) => b.gzip - a.gzip);
for (const { name, gzip } of rows)
  console.log(`${(gzip / 1024).toFixed(1).padStart(7)} KB  ${name}`);
console.log(
  `${(total / 1024).toFixed(1).padStart(7)} KB  /${page} (budget ${BUDGET_BYTES / 1024} KB)`,
);
process.exitCode = total > BUDGET_BYTES ? 1 : 0;

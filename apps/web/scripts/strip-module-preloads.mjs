// Removes `<link rel="modulepreload">` from the pre-rendered HTML after `react-router build`.
//
// Why: the pages are complete HTML, so the first paint needs only the document and its CSS. The
// preload hints React Router emits ask for all ~115 KB of JavaScript at high priority at the same
// moment, and on a slow mobile connection that download competes with the stylesheets and delays
// the first paint (Lighthouse mobile: FCP 2.2 s with the hints, 0.9 s without; even as
// `fetchpriority="low"` hints they hold the largest paint back to 2.0 s). Without them the same
// modules load through the page's module script right after the HTML has been parsed, at the cost
// of hydrating a little later. React re-adds the hints after hydration, when all is loaded.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const client = join(import.meta.dirname, '..', 'build', 'client');
const PRELOAD = /<link rel="modulepreload"[^>]*>/g;

async function htmlFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(path);
      return entry.name.endsWith('.html') ? [path] : [];
    }),
  );
  return nested.flat();
}

let stripped = 0;
for (const file of await htmlFiles(client)) {
  const html = await readFile(file, 'utf8');
  const next = html.replace(PRELOAD, '');
  if (next !== html) {
    await writeFile(file, next);
    stripped += 1;
  }
}
console.log(`Removed module preload hints from ${stripped} pre-rendered pages.`);

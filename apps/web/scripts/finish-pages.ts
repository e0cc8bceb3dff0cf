// Finishes the pre-rendered HTML after `react-router build`.
//
// 1. Removes `<link rel="modulepreload">`. The pages are complete HTML, so the first paint needs
//    only the document and its CSS; preload hints ask for the app's JavaScript at high priority at
//    the same moment, and on a slow mobile connection that download delays the first paint
//    (Lighthouse mobile: FCP 2.2 s with the hints, 0.9 s without).
// 2. On every public page, replaces React Router's start script
//    (which imports the app at once) with one that hands the same imports to `deferStart`, so the
//    app loads and hydrates when the visitor needs it (app/start/deferred-start.ts, ADR 0050).
//    React Router writes that script itself; if its shape ever changes, the build stops here
//    rather than ship pages that never start.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { type PublicRoute, publicRoutes } from '@prakar/shared/routes';
import { build } from 'esbuild';

const client = join(import.meta.dirname, '..', 'build', 'client');
const PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const START_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;

async function htmlFiles(dir: string): Promise<string[]> {
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

/** Bundles the deferred start into a content-named asset; returns its address. */
async function writeDeferredStart(): Promise<string> {
  const result = await build({
    entryPoints: [join(import.meta.dirname, '..', 'app', 'start', 'deferred-start.ts')],
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    write: false,
  });
  const code = result.outputFiles[0]?.contents;
  if (!code) throw new Error('esbuild wrote no deferred start');
  const name = `deferred-start-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  await writeFile(join(client, 'assets', name), code);
  return `/assets/${name}`;
}

/** The public route a pre-rendered file is, if any (`tds/index.html` → `tds`). */
function routeOf(file: string): PublicRoute | undefined {
  const parts = relative(client, file).split(sep);
  const route = parts.length === 2 && parts[1] === 'index.html' ? parts[0] : undefined;
  return publicRoutes.find((candidate) => candidate === route);
}

/**
 * The whole of React Router's start script: the manifest, the route modules, their registration
 * and the entry, nothing else. Anything more or less is a shape the rewrite would break.
 */
const START_SHAPE =
  /^\s*import "([^"]+)";\s*((?:import \* as route\d+ from "[^"]+";\s*)+)window\.__reactRouterRouteModules = (\{[^;]*\});\s*import\("([^"]+)"\);\s*$/;

/** React Router's start script, rewritten to run its imports when `deferStart` says. */
function deferredScript(body: string, deferredStart: string, file: string): string {
  const shape = body.match(START_SHAPE);
  if (!shape) {
    throw new Error(`${file}: React Router's start script has a shape this build doesn't know`);
  }
  const [, manifest, routeImports = '', modules, entry] = shape;
  const routes = [...routeImports.matchAll(/import \* as (route\d+) from "([^"]+)";/g)];
  const names = routes.map((route) => route[1]).join(',');
  const imports = routes.map((route) => `import(${JSON.stringify(route[2])})`).join(',');
  return [
    `import{deferStart}from${JSON.stringify(deferredStart)};`,
    `deferStart(()=>import(${JSON.stringify(manifest)})`,
    `.then(()=>Promise.all([${imports}]))`,
    `.then(([${names}])=>{window.__reactRouterRouteModules=${modules};`,
    `return import(${JSON.stringify(entry)})}));`,
  ].join('');
}

const deferredStart = await writeDeferredStart();
let stripped = 0;
let deferred = 0;
for (const file of await htmlFiles(client)) {
  const html = await readFile(file, 'utf8');
  let next = html.replace(PRELOAD, '');
  const route = routeOf(file);
  if (route) {
    const body = next.match(START_SCRIPT)?.[1];
    if (!body) throw new Error(`${file}: no start script`);
    const script = `<script type="module" async="">${deferredScript(body, deferredStart, file)}</script>`;
    next = next.replace(START_SCRIPT, () => script);
    deferred += 1;
  }
  if (next !== html) {
    await writeFile(file, next);
    stripped += 1;
  }
}
console.log(
  `Finished ${stripped} pre-rendered pages: no module preloads; ${deferred} start the app when needed.`,
);

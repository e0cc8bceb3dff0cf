import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { type CspOptions, cspDirectives, serializeCsp } from './security-headers.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this size compression costs more than it saves (same threshold as @fastify/compress). */
export const COMPRESS_THRESHOLD = 1024;

/** An HTML file held in memory, compressed once at start, with the CSP its inline scripts need. */
export interface HtmlPage {
  raw: Buffer;
  br: Buffer | undefined;
  gzip: Buffer | undefined;
  etag: string;
  csp: string;
}

export interface WebBuild {
  dir: string;
  /** HTML files by their path relative to the build folder (`E-poi/index.html`). */
  pages: Map<string, HtmlPage>;
  /** Every other file, by relative path with `/` separators. */
  files: Set<string>;
  /** The SPA shell for guarded and unknown paths. */
  fallback: HtmlPage;
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Data blocks (JSON, JSON-LD) never run, so the CSP does not need their hashes. */
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(ld\+)?json/i;

/** `sha256-…` sources for every inline script of a page, as the browser computes them. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes) || body === '') continue;
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

/** The best encoding the client accepts among those we keep (brotli first), if any. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith('.'))
      .map(async (entry) => {
        const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
        if (entry.isDirectory()) return listFiles(dir, rel);
        return entry.isFile() ? [rel] : [];
      }),
  );
  return nested.flat();
}

/** A page held in memory: compressed once, with an ETag of its bytes. */
export async function htmlPage(raw: Buffer, csp: string): Promise<HtmlPage> {
  const big = raw.length >= COMPRESS_THRESHOLD;
  const [br, gz] = big
    ? await Promise.all([
        brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzipAsync(raw, { level: 9 }),
      ])
    : [undefined, undefined];
  const hash = createHash('sha256').update(raw).digest('base64url').slice(0, 27);
  return { raw, br, gzip: gz, etag: `W/"${hash}"`, csp };
}

async function loadPage(path: string, csp: CspOptions): Promise<HtmlPage> {
  const raw = await readFile(path);
  const scriptHashes = inlineScriptHashes(raw.toString('utf8'));
  return htmlPage(raw, serializeCsp(cspDirectives({ ...csp, scriptHashes })));
}

/**
 * Reads the web app's build once: the list of files, and every HTML page into memory. Returns
 * undefined when there is no build (or no HTML shell in it), so the server runs API-only.
 */
export async function loadWebBuild(dir: string, csp: CspOptions): Promise<WebBuild | undefined> {
  if (!existsSync(dir)) return undefined;
  const pages = new Map<string, HtmlPage>();
  const files = new Set<string>();
  const all = await listFiles(dir);
  await Promise.all(
    all.map(async (rel) => {
      if (rel.endsWith('.html')) pages.set(rel, await loadPage(join(dir, rel), csp));
      else files.add(rel);
    }),
  );
  const fallback = pages.get('__spa-fallback.html') ?? pages.get('index.html');
  return fallback ? { dir, pages, files, fallback } : undefined;
}

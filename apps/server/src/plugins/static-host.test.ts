import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';

/** Enough text that every page is past the compression threshold. */
const filler = `<p>${'Payroll-tax compliance for Indian employers. '.repeat(40)}</p>`;
const bootScript = 'import("/assets/entry.client-abc123.js");';

function page(title: string): string {
  return `<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1>${filler}<script>window.__page=${JSON.stringify(title)};</script><script type="module">${bootScript}</script></body></html>`;
}

/** A miniature React Router build: pre-rendered pages, the SPA shell and hashed assets. */
const files: Record<string, string> = {
  '__spa-fallback.html': page('Shell'),
  'index.html': page('Root'),
  'home/index.html': page('Home'),
  'E-poi/index.html': page('E-POI'),
  'assets/entry.client-abc123.js': `export const copy = ${JSON.stringify(filler)};`,
  'robots.txt': 'User-agent: *\nAllow: /\n',
  'favicon.ico': 'icon',
};

let buildDir: string;
let testApp: TestApp;

beforeAll(async () => {
  buildDir = mkdtempSync(join(tmpdir(), 'prakar-web-build-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(buildDir, path)), { recursive: true });
    writeFileSync(join(buildDir, path), content);
  }
  testApp = await buildTestApp({ env: { WEB_BUILD_DIR: buildDir } });
});

afterAll(async () => {
  await testApp?.close();
  rmSync(buildDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers });

describe('static host', () => {
  it('serves a public route its own pre-rendered HTML, revalidated on each visit', async () => {
    const response = await get('/home');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(page('Home'));
    expect(response.headers['permissions-policy']).toContain('microphone=()');
    expect((await get('/E-poi')).body).toBe(page('E-POI'));
    // Pages and assets are not rate limited; the API is.
    expect(response.headers['x-ratelimit-limit']).toBeUndefined();
    expect((await get('/api/Authentication/Session')).headers['x-ratelimit-limit']).toBe('300');
  });

  it("allows exactly the page's inline scripts in its Content-Security-Policy", async () => {
    const response = await get('/home');
    const csp = String(response.headers['content-security-policy']);
    const hash = (text: string) => createHash('sha256').update(text).digest('base64');
    expect(csp).toContain(`'sha256-${hash('window.__page="Home";')}'`);
    expect(csp).toContain(`'sha256-${hash(bootScript)}'`);
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc?.split(' ')).toHaveLength(4);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('answers 304 when the page has not changed', async () => {
    const first = await get('/home');
    const again = await get('/home', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves guarded routes the SPA shell with 200', async () => {
    const opening = '/back-office/careers/6d1f3a9c-1b2c-4d5e-8f90-123456789abc';
    const order = `/back-office/orders/${'A'.repeat(43)}`;
    for (const url of [
      '/user-profile',
      '/user-management/users',
      '/back-office',
      '/back-office/leads',
      '/back-office/leads/5c1f0a9e-0000-4000-8000-000000000001',
      opening,
      order,
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(page('Shell'));
    }
  });

  it('serves a public route without its own page the SPA shell with 200', async () => {
    const response = await get('/tds');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(page('Shell'));
  });

  it('serves unknown paths the SPA shell with 404', async () => {
    const tooDeep = '/back-office/orders/a/b';
    for (const url of [
      '/no-such-page',
      '/assets/missing.js',
      '/ASSETS/app.js',
      '/back-office/careers/not%20an%20opening',
      tooDeep,
      '/back-office/leads/a/b',
      '/catalogue/EPOI',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toBe(page('Shell'));
    }
  });

  it('redirects a screen spelt in other letter case to its own address, keeping the query', async () => {
    const moves: [string, string][] = [
      ['/e-poi', '/E-poi'],
      ['/TDS?ref=ad', '/tds?ref=ad'],
      ['/User-Management/Users/', '/user-management/users'],
    ];
    for (const [url, location] of moves) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(location);
    }
  });

  it('redirects the empty path to /home, keeping the query', async () => {
    const response = await get('/?utm_source=mail');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/home?utm_source=mail');
  });

  it('redirects trailing-slash and doubled-slash variants to the one address', async () => {
    expect((await get('/home/')).headers.location).toBe('/home');
    expect((await get('/user-management/users/?tab=2')).headers.location).toBe(
      '/user-management/users?tab=2',
    );
    const doubled = await get('//tds');
    expect(doubled.statusCode).toBe(301);
    expect(doubled.headers.location).toBe('/tds');
  });

  it('caches hashed assets for a year and other files for an hour', async () => {
    const asset = await get('/assets/entry.client-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    const icon = await get('/favicon.ico');
    expect(icon.statusCode).toBe(200);
    expect(icon.body).toBe(files['favicon.ico']);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers /robots.txt itself, whatever the web build holds', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).not.toBe(files['robots.txt']);
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it('sends brotli to browsers that accept it, for pages and for assets', async () => {
    const html = await get('/home', { 'accept-encoding': 'gzip, deflate, br' });
    expect(html.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(html.rawPayload).toString()).toBe(page('Home'));
    const asset = await get('/assets/entry.client-abc123.js', { 'accept-encoding': 'br' });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe(
      files['assets/entry.client-abc123.js'],
    );
  });

  it('sends gzip when brotli is not accepted', async () => {
    const html = await get('/home', { 'accept-encoding': 'gzip' });
    expect(html.headers['content-encoding']).toBe('gzip');
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await testApp.app.inject({ method: 'HEAD', url: '/home' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });

  it('leaves /api paths to the API', async () => {
    const response = await get('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
    expect((await get('/api/health')).json()).toEqual({ status: 'ok' });
  });
});

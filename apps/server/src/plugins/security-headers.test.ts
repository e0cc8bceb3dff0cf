import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers.ts';

async function headersFor(https: boolean, url = '/page') {
  const app = Fastify();
  await registerSecurityHeaders(app, { https });
  app.get('/page', async () => 'page');
  app.get('/api/value', async () => ({ value: 1 }));
  const response = await app.inject({ url });
  await app.close();
  return response.headers;
}

describe('security headers', () => {
  it("sends helmet's headers with the site's policy, without the ones turned off", async () => {
    const headers = await headersFor(false);
    expect(headers['content-security-policy']).toContain("script-src-attr 'none'");
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['cross-origin-embedder-policy']).toBeUndefined();
    expect(headers['x-powered-by']).toBeUndefined();
    expect(headers['cache-control']).toBeUndefined();
  });

  it('adds HSTS and upgrades insecure requests over HTTPS', async () => {
    const headers = await headersFor(true);
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('keeps API answers out of every cache', async () => {
    const headers = await headersFor(false, '/api/value');
    expect(headers['cache-control']).toBe('no-store');
  });
});

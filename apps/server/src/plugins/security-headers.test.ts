import { describe, expect, it } from 'vitest';
import { cspDirectives, helmetHeaders } from './security-headers.ts';

describe('helmetHeaders', () => {
  const headersFor = (https: boolean) =>
    helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives({ https }) },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    });

  it("records helmet's headers once, with the site's policy and without the ones turned off", () => {
    const headers = headersFor(false);
    expect(headers['content-security-policy']).toContain("script-src-attr 'none'");
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['cross-origin-embedder-policy']).toBeUndefined();
    expect(headers['x-powered-by']).toBeUndefined();
  });

  it('adds HSTS and upgrades insecure requests over HTTPS', () => {
    const headers = headersFor(true);
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});

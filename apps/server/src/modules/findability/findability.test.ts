import { publicRoutes, unlistedRoutes } from '@prakar/shared/routes';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#test/use-test-app.ts';

const app = useTestApp({ env: { PUBLIC_URL: 'https://www.prakartax.in' } });

const get = (url: string) => app().inject({ method: 'GET', url });

describe('GET /sitemap.xml', () => {
  it('lists every listed public page as an absolute URL on PUBLIC_URL', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const body = response.body;
    expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locations = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations[0]).toBe('https://www.prakartax.in/home');
    expect(locations).toContain('https://www.prakartax.in/E-poi');
    expect(locations).toContain('https://www.prakartax.in/careers');
    expect(locations).not.toContain('https://www.prakartax.in/login');
    expect(locations).not.toContain('https://www.prakartax.in/checkout');
    expect(locations).not.toContain('https://www.prakartax.in/user-profile');
    expect(locations).toHaveLength(publicRoutes.length - unlistedRoutes.length);
  });
});

describe('GET /robots.txt', () => {
  it('allows crawling, keeps crawlers out of the API and private pages, and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    for (const path of ['/api/', '/user-profile', '/paynow', '/user-management/users']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    for (const path of ['/E-poi', '/home', '/login', '/checkout']) {
      expect(lines).not.toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain('Sitemap: https://www.prakartax.in/sitemap.xml');
  });
});

import { guardedRoutes, homeRoute, publicRoutes, unlistedRoutes } from '@prakar/shared/routes';

/** Public pages worth a search engine's time: every public route except the unlisted ones. */
export function listedRoutes(): string[] {
  return publicRoutes.filter((route) => !unlistedRoutes.includes(route));
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

/** `/sitemap.xml` (sitemaps.org protocol): one absolute URL per listed page, home first. */
export function buildSitemap(publicUrl: string): string {
  const routes = listedRoutes().sort((a, b) => Number(b === homeRoute) - Number(a === homeRoute));
  const urls = routes.map(
    (route) => `  <url><loc>${escapeXml(`${publicUrl}/${route}`)}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * `/robots.txt`: crawl every public page, not the API or the signed-in screens; point at the
 * sitemap. Transactional public pages (sign-in, cart…) stay crawlable but out of the sitemap.
 */
export function buildRobots(publicUrl: string): string {
  const disallowed = ['/api/', ...guardedRoutes.map((route) => `/${route}`)];
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

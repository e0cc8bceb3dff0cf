import { OG_IMAGE, ogImagePath } from '@prakar/shared/og-image';
import { isGuardedRoute, isPublicRoute, unlistedRoutes } from '@prakar/shared/routes';
import { site } from '@prakar/shared/site';
import type { MetaDescriptor } from 'react-router';
import type { ScreenCopy } from './screen-copy';

/**
 * Everything a page says about itself in `<head>`: title, description, canonical address, Open
 * Graph and Twitter cards, robots and JSON-LD structured data. Pages are pre-rendered, so all of
 * it is in the HTML a crawler or a link preview fetches.
 */

/** A schema.org object, serialised into `<script type="application/ld+json">`. */
export type JsonLd = Record<string, unknown>;

export interface MetaOptions {
  /**
   * Structured data for the page beyond the Organization every listed page carries; the builders
   * are in `structured-data.ts`, so pages without them do not load them.
   */
  jsonLd?: readonly JsonLd[];
  /**
   * Said after the summary in the link preview: a product's lowest price, which the server keeps
   * current as it serves the page (ADR 0062).
   */
  shareNote?: string;
}

export function pageTitle(title: string): string {
  return `${title} | ${site.name}`;
}

/** The production address of a route: canonical URLs always name the real site. */
export function canonicalUrl(route: string): string {
  return `${site.url}/${route}`;
}

/**
 * Pages worth listing for search (sitemap, structured data): public, and not a visitor's own state
 * (cart, sign-in…). The others stay crawlable — blocking them would only hide the firm's sign-in
 * page from people searching for it — but carry no structured data.
 */
export function isListed(route: string): boolean {
  return isPublicRoute(route) && !unlistedRoutes.includes(route);
}

export function pageMeta(copy: ScreenCopy, options: MetaOptions = {}): MetaDescriptor[] {
  const title = pageTitle(copy.title);
  const meta: MetaDescriptor[] = [{ title }, { name: 'description', content: copy.summary }];
  if (isGuardedRoute(copy.route)) {
    meta.push({ name: 'robots', content: 'noindex' });
    return meta;
  }
  const url = canonicalUrl(copy.route);
  const openGraph = {
    type: 'website',
    site_name: site.name,
    locale: 'en_IN',
    title,
    description: options.shareNote ? `${copy.summary} ${options.shareNote}` : copy.summary,
    url,
    image: `${site.url}${ogImagePath(copy.route)}`,
    'image:width': String(OG_IMAGE.width),
    'image:height': String(OG_IMAGE.height),
    'image:alt': title,
  };
  meta.push({ tagName: 'link', rel: 'canonical', href: url });
  for (const [property, content] of Object.entries(openGraph)) {
    meta.push({ property: `og:${property}`, content });
  }
  meta.push({ name: 'twitter:card', content: 'summary_large_image' });
  meta.push({ name: 'twitter:image', content: openGraph.image });
  if (!isListed(copy.route)) return meta;
  for (const data of [organizationJsonLd(), ...(options.jsonLd ?? [])]) {
    meta.push({ 'script:ld+json': data });
  }
  return meta;
}

export const ORGANIZATION_ID = `${site.url}/#organization`;

/** The firm, as search engines show it in knowledge panels; other objects point at it by `@id`. */
export function organizationJsonLd(): JsonLd {
  const { address } = site;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name: site.name,
    legalName: site.legalName,
    url: site.url,
    logo: `${site.url}/icon-512.png`,
    description: site.tagline,
    foundingDate: String(site.foundedYear),
    email: site.salesEmail,
    telephone: site.salesPhone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${address.line1}, ${address.line2}`,
      addressLocality: address.city,
      addressRegion: address.state,
      postalCode: address.pinCode,
      addressCountry: 'IN',
    },
    sameAs: Object.values(site.social),
  };
}

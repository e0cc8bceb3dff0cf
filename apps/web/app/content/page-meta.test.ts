import { isGuardedRoute, publicRoutes } from '@prakar/shared/routes';
import { site } from '@prakar/shared/site';
import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { canonicalUrl, isListed, organizationJsonLd, pageMeta, pageTitle } from './page-meta';
import { allPageCopy } from './pages/all-pages';
import { faqJsonLd, softwareJsonLd } from './structured-data';

const find = (meta: MetaDescriptor[], key: string, value: string) =>
  meta.find((entry) => (entry as Record<string, unknown>)[key] === value) as
    | Record<string, string>
    | undefined;
const jsonLd = (meta: MetaDescriptor[]) =>
  meta.flatMap((entry) => ('script:ld+json' in entry ? [entry['script:ld+json']] : []));

describe('page titles and addresses', () => {
  it('appends the firm to the bare title', () => {
    expect(pageTitle('Careers')).toBe('Careers | Prakar Tax Advisory');
  });

  it('builds canonical URLs on the production origin, keeping the route case', () => {
    expect(canonicalUrl('E-poi')).toBe(`${site.url}/E-poi`);
  });

  it('lists public content pages, not personal, transactional or signed-in ones', () => {
    expect(isListed('home')).toBe(true);
    expect(isListed('tds')).toBe(true);
    expect(isListed('login')).toBe(false);
    expect(isListed('add-cart')).toBe(false);
    expect(isListed('user-profile')).toBe(false);
    expect(isListed('no-such-page')).toBe(false);
  });
});

describe('pageMeta', () => {
  const tds = {
    route: 'tds',
    title: 'Smart TDS',
    heading: 'Smart TDS',
    summary: 'Returns.',
  } as const;

  it('gives a listed page its title, description, canonical, Open Graph and Twitter card', () => {
    const meta = pageMeta(tds);
    expect(meta).toContainEqual({ title: 'Smart TDS | Prakar Tax Advisory' });
    expect(meta).toContainEqual({ name: 'description', content: 'Returns.' });
    expect(find(meta, 'rel', 'canonical')?.href).toBe(`${site.url}/tds`);
    expect(find(meta, 'property', 'og:title')?.content).toBe('Smart TDS | Prakar Tax Advisory');
    expect(find(meta, 'property', 'og:url')?.content).toBe(`${site.url}/tds`);
    expect(find(meta, 'property', 'og:image')?.content).toBe(`${site.url}/og/tds.png`);
    expect(find(meta, 'name', 'twitter:image')?.content).toBe(`${site.url}/og/tds.png`);
    expect(find(meta, 'property', 'og:type')?.content).toBe('website');
    expect(find(meta, 'name', 'twitter:card')?.content).toBe('summary_large_image');
    expect(find(meta, 'name', 'robots')).toBeUndefined();
  });

  it('gives every public page a sharing card of its own', () => {
    const images = publicRoutes.map(
      (route) => find(pageMeta(allPageCopy[route]), 'property', 'og:image')?.content,
    );
    expect(images.every((image) => image?.startsWith(`${site.url}/og/`))).toBe(true);
    expect(new Set(images).size).toBe(publicRoutes.length);
    expect(publicRoutes.filter(isGuardedRoute)).toEqual([]);
  });

  it('adds the Organization before the page’s own structured data', () => {
    const software = softwareJsonLd({ route: 'tds', name: 'Smart TDS', description: 'd' });
    const faqs = faqJsonLd([{ question: 'Q?', answer: 'A.' }]);
    const data = jsonLd(pageMeta(tds, { jsonLd: [software, ...faqs] }));
    expect(data).toEqual([organizationJsonLd(), software, ...faqs]);
    expect(jsonLd(pageMeta(tds))).toEqual([organizationJsonLd()]);
  });

  it('leaves unlisted public pages crawlable, without structured data', () => {
    const meta = pageMeta({ route: 'login', title: 'Sign in', heading: 'Sign in', summary: 'x' });
    expect(find(meta, 'name', 'robots')).toBeUndefined();
    expect(find(meta, 'rel', 'canonical')?.href).toBe(`${site.url}/login`);
    expect(jsonLd(meta)).toEqual([]);
  });

  it('gives signed-in screens only a title, a description and noindex', () => {
    const meta = pageMeta({ route: 'paynow', title: 'Pay', heading: 'Pay', summary: 'x' });
    expect(meta).toHaveLength(3);
    expect(find(meta, 'name', 'robots')?.content).toBe('noindex');
  });
});

describe('structured data', () => {
  it('describes the firm from the site details', () => {
    const org = organizationJsonLd();
    expect(org).toMatchObject({
      '@type': 'Organization',
      name: site.name,
      legalName: site.legalName,
      url: site.url,
      email: site.salesEmail,
      telephone: site.salesPhone,
      address: { postalCode: site.address.pinCode, addressCountry: 'IN' },
    });
    expect(org.sameAs).toEqual(Object.values(site.social));
  });

  it('describes a product as a web business application', () => {
    expect(softwareJsonLd({ route: 'e-form16', name: 'E-Form16', description: 'd' })).toMatchObject(
      {
        '@type': 'SoftwareApplication',
        applicationCategory: 'BusinessApplication',
        operatingSystem: 'Web',
        url: `${site.url}/e-form16`,
      },
    );
  });

  it('turns FAQs into questions with accepted answers, and no FAQs into nothing', () => {
    expect(faqJsonLd([])).toEqual([]);
    expect(faqJsonLd(undefined)).toEqual([]);
    expect(faqJsonLd([{ question: 'Why?', answer: 'Because.' }])).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: [
          {
            '@type': 'Question',
            name: 'Why?',
            acceptedAnswer: { '@type': 'Answer', text: 'Because.' },
          },
        ],
      },
    ]);
  });
});

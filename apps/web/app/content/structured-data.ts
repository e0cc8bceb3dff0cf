import type { Faq } from './copy/types';
import { canonicalUrl, type JsonLd, ORGANIZATION_ID } from './page-meta';

/** schema.org objects for the pages that describe a product, a service or answer questions. */

/**
 * One of the firm's web applications (E-POI, Smart TDS, E-Form16), with its plans as offers
 * (`@prakar/shared/plan-offers`, kept out of this module's chunk with the rupee formats).
 */
export function softwareJsonLd(input: {
  route: string;
  name: string;
  description: string;
  offers?: JsonLd;
}): JsonLd {
  const offers = input.offers ? { offers: input.offers } : {};
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: input.name,
    description: input.description,
    url: canonicalUrl(input.route),
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web',
    publisher: { '@id': ORGANIZATION_ID },
    ...offers,
  };
}

/** An advisory service, offered across India by the firm. */
export function serviceJsonLd(input: { route: string; name: string; description: string }): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: input.name,
    description: input.description,
    url: canonicalUrl(input.route),
    serviceType: 'Tax advisory',
    areaServed: { '@type': 'Country', name: 'India' },
    provider: { '@id': ORGANIZATION_ID },
  };
}

/** The page's questions and answers; nothing when it has none. */
export function faqJsonLd(faqs: readonly Faq[] | undefined): JsonLd[] {
  if (!faqs?.length) return [];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: faqs.map((faq) => ({
        '@type': 'Question',
        name: faq.question,
        acceptedAnswer: { '@type': 'Answer', text: faq.answer },
      })),
    },
  ];
}

import type { Plan } from '@prakar/shared/catalogue';
import { planOffersJsonLd } from '@prakar/shared/plan-offers';
import type { Faq } from './copy/types';
import { canonicalUrl, type JsonLd, ORGANIZATION_ID } from './page-meta';

/** schema.org objects for the pages that describe a product, a service or answer questions. */

/**
 * One of the firm's web applications (E-POI, Smart TDS, E-Form16), with its plans as offers: the
 * ones it is built with, which the server replaces with today's as it serves the page (ADR 0062).
 */
export function softwareJsonLd(input: {
  route: string;
  name: string;
  description: string;
  plans?: readonly Plan[];
}): JsonLd {
  const offers = input.plans?.length
    ? { offers: planOffersJsonLd(input.plans, canonicalUrl(input.route)) }
    : {};
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

import type { PublicRoute } from '@prakar/shared/routes';
import { accessibilityCopy } from '#app/content/copy/accessibility.ts';
import { aboutCopy, careersCopy, contactCopy, customerCopy } from '#app/content/copy/company.ts';
import { customerStoriesCopy } from '#app/content/copy/customer-stories.ts';
import { homeCopy } from '#app/content/copy/home.ts';
import { homeLowerCopy } from '#app/content/copy/home-lower.ts';
import { itrFilingCopy, selfFilingCopy } from '#app/content/copy/individuals.ts';
import { privacyCopy, refundCopy, termsCopy } from '#app/content/copy/legal.ts';
import { eform16Copy, epoiCopy, smartTdsCopy } from '#app/content/copy/products.ts';
import { securityCopy } from '#app/content/copy/security.ts';
import {
  assessmentsAppealsCopy,
  odrCopy,
  transferPricingCopy,
  tribunalCopy,
} from '#app/content/copy/services.ts';
import { sitemapGroups } from '#app/content/copy/sitemap.ts';
import { cloudWorkspaceCopy, digitalServicesCopy } from '#app/content/copy/solutions.ts';
import type {
  Faq,
  LegalCopy,
  PageCopy,
  ProductCopy,
  ServiceCopy,
} from '#app/content/copy/types.ts';

/**
 * The marketing pages and what each must show: its `<h1>`, the `<h2>` of every key section, and
 * (where it has them) one FAQ question. Headings come from the website copy, so the tests check
 * that the copy reaches the page, whatever words the copy uses.
 */
export interface MarketingPage {
  route: PublicRoute;
  sections: string[];
  faq?: Faq;
  kind: 'home' | 'product' | 'service' | 'general' | 'legal' | 'sitemap' | 'statement';
}

const FAQ = 'Frequently asked questions';

const product = (route: PublicRoute, copy: ProductCopy): MarketingPage => ({
  route,
  kind: 'product',
  sections: [
    copy.problem.heading,
    `What ${copy.name} does`,
    'How it works',
    copy.audience.heading,
    customerStoriesCopy.heading,
    'Plans and prices',
    FAQ,
  ],
  faq: copy.faqs[0],
});

const service = (route: PublicRoute, copy: ServiceCopy): MarketingPage => ({
  route,
  kind: 'service',
  sections: ['What we handle', 'How an engagement runs', 'Typical situations', FAQ],
  faq: copy.faqs[0],
});

const general = (route: PublicRoute, copy: PageCopy, extra: string[] = []): MarketingPage => ({
  route,
  kind: 'general',
  sections: [
    ...copy.sections.map((section) => section.heading),
    ...extra,
    ...(copy.faqs?.length ? [FAQ] : []),
    ...(copy.cta ? [copy.cta.heading] : []),
  ],
  faq: copy.faqs?.[0],
});

const legal = (route: PublicRoute, copy: LegalCopy): MarketingPage => ({
  route,
  kind: 'legal',
  sections: ['Contents', ...copy.sections.map((section) => section.heading)],
});

export const marketingPages: MarketingPage[] = [
  {
    route: 'home',
    kind: 'home',
    sections: [
      homeCopy.whatWeDo.heading,
      homeCopy.products.heading,
      homeLowerCopy.services.heading,
      homeLowerCopy.whyChooseUs.heading,
      customerStoriesCopy.heading,
      homeLowerCopy.finalCta.heading,
    ],
  },
  product('E-poi', epoiCopy),
  product('tds', smartTdsCopy),
  product('e-form16', eform16Copy),
  service('assessments_appeals', assessmentsAppealsCopy),
  service('tribunal_quasi_judicial_forums', tribunalCopy),
  service('transfer_pricing_international_taxation', transferPricingCopy),
  service('online_dispute_resolution_odr', odrCopy),
  general('itrfilling', itrFilingCopy),
  general('selffilling', selfFilingCopy),
  general('cloudworkspace', cloudWorkspaceCopy),
  general('digitalservices', digitalServicesCopy),
  general('about', aboutCopy, [
    aboutCopy.values.heading,
    aboutCopy.team.heading,
    aboutCopy.offices.heading,
  ]),
  general('customer', customerCopy, [
    customerCopy.industries.heading,
    customerCopy.caseStudies.heading,
    customerStoriesCopy.heading,
  ]),
  general('careers', careersCopy, [careersCopy.openings.heading]),
  {
    route: 'contact-us',
    kind: 'general',
    sections: [
      contactCopy.details.heading,
      contactCopy.form.heading,
      ...contactCopy.sections.map((section) => section.heading),
      aboutCopy.offices.heading,
    ],
  },
  { route: 'sitemap', kind: 'sitemap', sections: sitemapGroups.map((group) => group.heading) },
  legal('privacy-policy', privacyCopy),
  legal('security-and-privacy', securityCopy),
  legal('terms', termsCopy),
  legal('refund-policy', refundCopy),
  {
    route: 'accessibility',
    kind: 'statement',
    sections: [
      accessibilityCopy.scope.heading,
      accessibilityCopy.standard.heading,
      accessibilityCopy.testing.heading,
      accessibilityCopy.limitations.heading,
      accessibilityCopy.report.heading,
      accessibilityCopy.escalation.heading,
      accessibilityCopy.review.heading,
    ],
  },
];

export const productPages = [
  { route: 'E-poi', code: epoiCopy.code },
  { route: 'tds', code: smartTdsCopy.code },
  { route: 'e-form16', code: eform16Copy.code },
] as const;

export const servicePages = [
  { route: 'assessments_appeals', copy: assessmentsAppealsCopy },
  { route: 'tribunal_quasi_judicial_forums', copy: tribunalCopy },
  { route: 'transfer_pricing_international_taxation', copy: transferPricingCopy },
  { route: 'online_dispute_resolution_odr', copy: odrCopy },
] as const;

import type { CopyRoute, SitemapCopy, SitemapGroup } from './types';

export const sitemapCopy: SitemapCopy = {
  meta: {
    title: 'Site Map',
    description:
      'Every page of the Prakar Tax Advisory website in one place: products, advisory ' +
      'services, filing for individuals, company information and policies.',
  },
  heading: 'Site map',
  intro: 'Every page of our website, grouped by topic.',
};

/** A group of the site map: its heading, then each page's route and label, in order. */
const group = (heading: string, pages: [CopyRoute, string][]): SitemapGroup => ({
  heading,
  links: pages.map(([route, label]) => ({ route, label })),
});

export const sitemapGroups: SitemapGroup[] = [
  group('Company', [
    ['home', 'Home'],
    ['about', 'About us'],
    ['customer', 'Who we serve'],
    ['careers', 'Careers'],
    ['contact-us', 'Contact us'],
  ]),
  group('Products', [
    ['E-poi', 'E-POI: proof of investment'],
    ['tds', 'Smart TDS: TDS and TCS returns'],
    ['e-form16', 'E-Form16: Form 16 for employees'],
  ]),
  group('Advisory services', [
    ['assessments_appeals', 'Assessments and appeals'],
    ['tribunal_quasi_judicial_forums', 'Tribunal and quasi-judicial forums'],
    ['transfer_pricing_international_taxation', 'Transfer pricing and international taxation'],
    ['online_dispute_resolution_odr', 'Online dispute resolution'],
  ]),
  group('For individuals', [
    ['itrfilling', 'Assisted ITR filing'],
    ['selffilling', 'Guided self filing'],
  ]),
  group('Solutions', [
    ['cloudworkspace', 'Cloud workspace for CA firms'],
    ['digitalservices', 'Digital services'],
  ]),
  group('Your account', [
    ['login', 'Sign in'],
    ['sign-up', 'Create an account'],
  ]),
  group('Policies', [
    ['privacy-policy', 'Privacy policy'],
    ['security-and-privacy', 'Security and privacy'],
    ['terms', 'Terms of use and subscription'],
    ['refund-policy', 'Refund and cancellation policy'],
    ['accessibility', 'Accessibility statement'],
    ['sitemap', 'Site map'],
  ]),
];

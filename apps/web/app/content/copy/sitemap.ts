import type { SitemapCopy, SitemapGroup } from './types';

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

export const sitemapGroups: SitemapGroup[] = [
  {
    heading: 'Company',
    links: [
      { route: 'home', label: 'Home' },
      { route: 'about', label: 'About us' },
      { route: 'customer', label: 'Who we serve' },
      { route: 'careers', label: 'Careers' },
      { route: 'contact-us', label: 'Contact us' },
    ],
  },
  {
    heading: 'Products',
    links: [
      { route: 'E-poi', label: 'E-POI: proof of investment' },
      { route: 'tds', label: 'Smart TDS: TDS and TCS returns' },
      { route: 'e-form16', label: 'E-Form16: Form 16 for employees' },
    ],
  },
  {
    heading: 'Advisory services',
    links: [
      { route: 'assessments_appeals', label: 'Assessments and appeals' },
      { route: 'tribunal_quasi_judicial_forums', label: 'Tribunal and quasi-judicial forums' },
      {
        route: 'transfer_pricing_international_taxation',
        label: 'Transfer pricing and international taxation',
      },
      { route: 'online_dispute_resolution_odr', label: 'Online dispute resolution' },
    ],
  },
  {
    heading: 'For individuals',
    links: [
      { route: 'itrfilling', label: 'Assisted ITR filing' },
      { route: 'selffilling', label: 'Guided self filing' },
    ],
  },
  {
    heading: 'Solutions',
    links: [
      { route: 'cloudworkspace', label: 'Cloud workspace for CA firms' },
      { route: 'digitalservices', label: 'Digital services' },
    ],
  },
  {
    heading: 'Your account',
    links: [
      { route: 'login', label: 'Sign in' },
      { route: 'sign-up', label: 'Create an account' },
    ],
  },
  {
    heading: 'Policies',
    links: [
      { route: 'privacy-policy', label: 'Privacy policy' },
      { route: 'security-and-privacy', label: 'Security and privacy' },
      { route: 'terms', label: 'Terms of use and subscription' },
      { route: 'refund-policy', label: 'Refund and cancellation policy' },
      { route: 'accessibility', label: 'Accessibility statement' },
      { route: 'sitemap', label: 'Site map' },
    ],
  },
];

import type { ProductCode } from '@prakar/shared/catalogue';

/**
 * Names and pages of what the firm sells, shared by the navigation, the footer and the home page.
 * Only labels and paths live here so the first-load bundle stays small; page copy is per page.
 */
export interface SiteLink {
  label: string;
  to: string;
}

/** A product's link, with its catalogue code (`Masters/Products/:code`). */
export interface ProductLink extends SiteLink {
  code: ProductCode;
}

export const productLinks: readonly ProductLink[] = [
  { label: 'E-POI', to: '/E-poi', code: 'EPOI' },
  { label: 'Smart TDS', to: '/tds', code: 'SMART_TDS' },
  { label: 'E-Form16', to: '/e-form16', code: 'EFORM16' },
];

/** The four advisory services, sold by conversation rather than through the cart. */
export const advisoryServiceLinks: readonly SiteLink[] = [
  { label: 'Assessments & Appeals', to: '/assessments_appeals' },
  { label: 'Tribunal & Quasi-Judicial Forums', to: '/tribunal_quasi_judicial_forums' },
  {
    label: 'Transfer Pricing & International Taxation',
    to: '/transfer_pricing_international_taxation',
  },
  { label: 'Online Dispute Resolution', to: '/online_dispute_resolution_odr' },
];

/** The Services menu also offers return filing for individuals. */
export const serviceMenuLinks: readonly SiteLink[] = [
  ...advisoryServiceLinks,
  { label: 'ITR Filing', to: '/itrfilling' },
  { label: 'Self Filing', to: '/selffilling' },
];

export const companyLinks: readonly SiteLink[] = [
  { label: 'About Us', to: '/about' },
  { label: 'Contact', to: '/contact-us' },
];

export const policyLinks: readonly SiteLink[] = [
  { label: 'About', to: '/about' },
  { label: 'Careers', to: '/careers' },
  { label: 'Terms', to: '/terms' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Security and Privacy', to: '/security-and-privacy' },
  { label: 'Refund Policy', to: '/refund-policy' },
  { label: 'Accessibility', to: '/accessibility' },
  { label: 'Site Map', to: '/sitemap' },
];

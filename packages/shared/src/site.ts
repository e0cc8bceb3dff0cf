/**
 * The firm's own details, kept in one place: the header, footer, contact pages, structured data
 * and outgoing mail all read them from here.
 */
export const site = {
  name: 'Prakar Tax Advisory',
  legalName: 'Prakar Tax Advisory Private Limited',
  tagline: 'Payroll-tax compliance and tax advisory for Indian employers',
  salesEmail: 'sales@prakartax.in',
  salesPhone: '+91 22 4972 1800',
  salesPhoneHref: 'tel:+912249721800',
  supportEmail: 'support@prakartax.in',
  careersEmail: 'careers@prakartax.in',
  address: {
    line1: '7th Floor, Meridian House',
    line2: 'Bandra Kurla Complex, Bandra (East)',
    city: 'Mumbai',
    state: 'Maharashtra',
    stateCode: '27',
    pinCode: '400051',
    country: 'India',
  },
  hours: 'Monday to Saturday, 9:30 am to 6:30 pm IST',
  social: {
    linkedin: 'https://www.linkedin.com/company/prakar-tax-advisory',
    x: 'https://x.com/prakartax',
    youtube: 'https://www.youtube.com/@prakartax',
  },
  copyrightYear: 2025,
} as const;

export type Site = typeof site;

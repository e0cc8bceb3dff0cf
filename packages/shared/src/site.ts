/**
 * The firm's own details, kept in one place: the header, footer, contact pages, structured data
 * and outgoing mail all read them from here.
 */
export const site = {
  name: 'Prakar Tax Advisory',
  legalName: 'Prakar Tax Advisory Private Limited',
  /**
   * The Corporate Identity Number from the Registrar of Companies, Mumbai: unlisted, business
   * services, Maharashtra, 2011, private limited. Shown with the GSTIN and PAN wherever the firm
   * says who it legally is.
   */
  cin: 'U74140MH2011PTC218764',
  /** The firm's GST registration in Maharashtra: the seller on every tax invoice. */
  gstin: '27AAKCP4821J1Z5',
  pan: 'AAKCP4821J',
  tagline: 'Payroll-tax compliance and tax advisory for Indian employers',
  /** The production origin: canonical URLs, Open Graph and structured data use it. */
  url: 'https://www.prakartax.in',
  foundedYear: 2011,
  salesEmail: 'sales@prakartax.in',
  salesPhone: '+91 22 4972 1800',
  salesPhoneHref: 'tel:+912249721800',
  supportEmail: 'support@prakartax.in',
  careersEmail: 'careers@prakartax.in',
  /** Where anyone reports a barrier in the website or portal (see /accessibility). */
  accessibilityEmail: 'accessibility@prakartax.in',
  address: {
    line1: '7th Floor, Meridian House',
    line2: 'Bandra Kurla Complex, Bandra (East)',
    city: 'Mumbai',
    state: 'Maharashtra',
    stateCode: '27',
    pinCode: '400051',
    country: 'India',
  },
  /**
   * The Grievance Officer under the Digital Personal Data Protection Act, 2023: the person anyone
   * writes to about their personal data. The postal address is the registered office.
   */
  grievanceOfficer: {
    name: 'Kavita Deshpande',
    designation: 'Grievance Officer and Head of Compliance',
    email: 'grievance@prakartax.in',
    phone: '+91 22 4972 1815',
    phoneHref: 'tel:+912249721815',
    acknowledgeWithin: '2 working days',
    resolveWithin: '30 days',
  },
  hours: 'Monday to Saturday, 9:30 am to 6:30 pm IST',
  social: {
    linkedin: 'https://www.linkedin.com/company/prakar-tax-advisory',
    x: 'https://x.com/prakartax',
    youtube: 'https://www.youtube.com/@prakartax',
  },
  /**
   * The firm's own figures for the home page's "why choose us". They live here, not in markup, so
   * the firm updates them in one place each year.
   */
  figures: [
    { value: '18,000+', label: 'TDS returns filed for clients since 2011' },
    { value: '3.2 lakh', label: 'employees receiving Form 16 through E-Form16 each year' },
    { value: '650+', label: 'employers and CA firms on our products' },
    { value: '1,100+', label: 'assessments, appeals and tribunal matters handled' },
  ],
} as const;

export type Site = typeof site;

/** "7th Floor, Meridian House, Bandra Kurla Complex, Bandra (East), Mumbai 400051, Maharashtra, India" */
export function addressOnOneLine(address: Site['address'] = site.address): string {
  return `${address.line1}, ${address.line2}, ${address.city} ${address.pinCode}, ${address.state}, ${address.country}`;
}

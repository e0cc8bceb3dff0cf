/**
 * Shapes of the website copy. The copy modules in this folder hold words only: the firm's name,
 * contacts, address and hours come from `site` (@prakar/shared), and figures such as returns filed
 * or clients served come from site configuration, never from here.
 */

/** The three products sold through the store, by their catalogue code. */
export type ProductCode = 'EPOI' | 'SMART_TDS' | 'EFORM16';

/** The routes of the four advisory services. */
export type ServiceRoute =
  | 'assessments_appeals'
  | 'tribunal_quasi_judicial_forums'
  | 'transfer_pricing_international_taxation'
  | 'online_dispute_resolution_odr';

/** Public routes the copy links to (a subset of `publicRoutes` in @prakar/shared). */
export type CopyRoute =
  | 'home'
  | 'about'
  | 'contact-us'
  | 'careers'
  | 'customer'
  | 'cloudworkspace'
  | 'digitalservices'
  | 'E-poi'
  | 'selffilling'
  | 'itrfilling'
  | 'tds'
  | 'e-form16'
  | ServiceRoute
  | 'sitemap'
  | 'privacy-policy'
  | 'security-and-privacy'
  | 'terms'
  | 'refund-policy'
  | 'accessibility'
  | 'login'
  | 'sign-up';

export interface Faq {
  question: string;
  answer: string;
}

export interface Feature {
  title: string;
  text: string;
}

export interface Step {
  title: string;
  text: string;
}

/**
 * `title` is the bare page title (at most 40 characters); the page appends
 * " | Prakar Tax Advisory". `description` is 120–160 characters.
 */
export interface PageMeta {
  title: string;
  description: string;
}

/** A call to action: a route of the site, or an anchor on the same page (`#products`). */
export interface Cta {
  label: string;
  to: CopyRoute | `#${string}`;
}

/** What every plan of a product includes alike: a row of the plan comparison. */
export interface EveryPlanRow {
  feature: string;
  included: string;
}

export interface ProductCopy {
  meta: PageMeta;
  code: ProductCode;
  name: string;
  tagline: string;
  intro: string;
  problem: { heading: string; paragraphs: string[] };
  features: Feature[];
  howItWorks: Step[];
  audience: { heading: string; items: string[] };
  /** Rows of the plan comparison that the catalogue's plans do not differ in. */
  everyPlan: EveryPlanRow[];
  faqs: Faq[];
}

export interface ServiceCopy {
  meta: PageMeta;
  name: string;
  tagline: string;
  intro: string;
  scope: Feature[];
  process: Step[];
  situations: string[];
  faqs: Faq[];
  /** Pre-fills the subject of the contact form when the visitor asks for a consultation. */
  consultationSubject: string;
}

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  items?: string[];
  /**
   * Whom to write to, shown after the section's text from `site`: the firm (legal name,
   * registered office, support e-mail) or its Grievance Officer for personal data.
   */
  contact?: 'firm' | 'grievance-officer';
  /** A page of the site that says more, linked after the section's text. */
  seeAlso?: { label: string; to: string };
}

export interface LegalCopy {
  meta: PageMeta;
  heading: string;
  /** ISO date (YYYY-MM-DD). */
  lastUpdated: string;
  intro: string;
  sections: LegalSection[];
}

/** A barrier the firm knows of, what to do meanwhile, and when it will be gone. */
export interface KnownLimitation {
  /** The barrier in a line. */
  title: string;
  /** Who it stops, and how. */
  detail: string;
  meanwhile: string;
  /** ISO date (YYYY-MM-DD) by which it is fixed. */
  fixBy: string;
}

/**
 * The accessibility statement. The addresses it names (for barriers, for the Grievance Officer)
 * come from `site`; the copy says only what they are for.
 */
export interface AccessibilityCopy {
  meta: PageMeta;
  heading: string;
  /** ISO date (YYYY-MM-DD) of the last review of the statement against the product. */
  lastReviewed: string;
  scope: { heading: string; paragraphs: string[] };
  standard: { heading: string; paragraphs: string[] };
  testing: { heading: string; intro: string; items: string[] };
  limitations: { heading: string; intro: string; items: KnownLimitation[] };
  report: { heading: string; paragraphs: string[]; addressLabel: string; response: string[] };
  escalation: { heading: string; grievance: string; commissioner: string };
  /** `reviewedOn` is followed by the date of `lastReviewed`. */
  review: { heading: string; reviewedOn: string; paragraphs: string[] };
}

/** A general block of a page: any mix of paragraphs, bullet items, feature cards and steps. */
export interface ContentSection {
  /** A stable slug, usable as an HTML id and for picking a section out in a page. */
  id: string;
  heading: string;
  paragraphs?: string[];
  items?: string[];
  features?: Feature[];
  steps?: Step[];
}

/** A closing call to action block. */
export interface CtaBlock {
  heading: string;
  text: string;
  primary: Cta;
  secondary?: Cta;
}

/** The general page shape used by the individuals, solutions and company pages. */
export interface PageCopy {
  meta: PageMeta;
  heading: string;
  intro: string;
  sections: ContentSection[];
  faqs?: Faq[];
  cta?: CtaBlock;
}

/** A named customer's account of one product (or of the firm's advice), with what it measured. */
export interface CustomerStory {
  name: string;
  role: string;
  /** The customer's organisation and city, as they asked to be named. */
  company: string;
  /** The product the story is about; null for advisory work. */
  product: ProductCode | null;
  /** One measured result, in a sentence: "Form 16 for 4,200 employees issued in two days". */
  result: string;
  quote: string;
}

/** The home page's first screen: hero, what we do and the products. */
export interface HomeCopy {
  meta: PageMeta;
  hero: { heading: string; subheading: string; primaryCta: Cta; secondaryCta: Cta };
  whatWeDo: { heading: string; intro: string };
  products: { heading: string; intro: string; blurbs: Record<ProductCode, string> };
}

/** The rest of the home page, apart from the customer stories, which other pages show too. */
export interface HomeLowerCopy {
  services: { heading: string; intro: string; blurbs: Record<ServiceRoute, string> };
  whyChooseUs: { heading: string; points: Feature[] };
  finalCta: CtaBlock;
}

export interface CustomerStoriesCopy {
  heading: string;
  items: CustomerStory[];
}

/** Assisted ITR filing: a general page plus the pricing line and the contact-form subject. */
export interface ItrFilingCopy extends PageCopy {
  pricingNote: string;
  consultationSubject: string;
}

export interface TeamMember {
  name: string;
  role: string;
  /**
   * Professional qualifications, each with the body's membership number where it gives one, e.g.
   * "FCA, ICAI membership no. 104532" and "LLB": a reader can check them with the institute.
   */
  qualifications: readonly string[];
  bio: string;
  /** The office the person works from (a city in `AboutCopy.offices`). */
  city: string;
}

/** Offices at city level; the head office's full address comes from `site.address`. */
export interface Office {
  city: string;
  state: string;
  label: string;
  isHeadOffice: boolean;
  text: string;
}

export interface AboutCopy extends PageCopy {
  values: { heading: string; items: Feature[] };
  team: { heading: string; intro: string; members: TeamMember[] };
  offices: { heading: string; intro: string; items: Office[] };
}

export interface CaseStudy {
  title: string;
  /** Who the customer is, described without naming them. */
  context: string;
  challenge: string;
  approach: string;
  outcome: string;
}

export interface CustomerCopy extends PageCopy {
  industries: { heading: string; intro: string; items: Feature[] };
  caseStudies: { heading: string; intro: string; items: CaseStudy[] };
}

export interface ContactCopy extends PageCopy {
  /** Headings and lead-ins shown next to the details read from `site`. */
  details: {
    heading: string;
    salesLabel: string;
    supportLabel: string;
    phoneLabel: string;
    addressLabel: string;
    hoursLabel: string;
    /** Shown under the hours read from `site.hours`. */
    hoursNote: string;
    /** Above the legal name, CIN, GSTIN, PAN and registered office read from `site`. */
    legalHeading: string;
  };
  form: { heading: string; intro: string; privacyNote: string };
}

export interface CareersCopy extends PageCopy {
  /** Shown above the openings list, which is read from the database. */
  openings: { heading: string; intro: string; emptyText: string };
}

export interface SitemapLink {
  route: CopyRoute;
  label: string;
}

export interface SitemapGroup {
  heading: string;
  links: SitemapLink[];
}

export interface SitemapCopy {
  meta: PageMeta;
  heading: string;
  intro: string;
}

import type { EmploymentType } from '@prakar/shared/careers';

export interface OpeningSeed {
  slug: string;
  title: string;
  location: string;
  employmentType: EmploymentType;
  department: string;
  description: string;
  responsibilities: string[];
  requirements: string[];
  isOpen: boolean;
  /**
   * How many days before the seeding day it counts as posted: the seed dates each opening from the
   * server's clock, so the list stays current however long ago this file was written.
   */
  postedDaysAgo: number;
}

/**
 * The positions on the careers page, in the order shown. Set `isOpen: false` to take one down;
 * each also closes by itself when its days are up (`openingClosesOn`).
 */
export const openings: OpeningSeed[] = [
  {
    slug: 'tds-compliance-associate-mumbai',
    title: 'TDS Compliance Associate',
    location: 'Mumbai (Bandra Kurla Complex)',
    employmentType: 'Full-time',
    department: 'Payroll-Tax Compliance',
    description:
      'Join the team that prepares and files quarterly TDS returns for more than 400 employers, from start-ups with one TAN to manufacturers with forty. You will own a portfolio of clients through the quarter: reconciling challans, preparing 24Q and 26Q returns, and clearing defaults on TRACES before they turn into notices.',
    responsibilities: [
      'Prepare and file quarterly TDS returns (24Q, 26Q, 27Q) and correction statements for an assigned portfolio of clients.',
      'Reconcile challans, deductee PANs and Form 26AS credits; resolve short-deduction and late-payment defaults on TRACES.',
      'Generate and dispatch Form 16 and Form 16A within statutory timelines using E-Form16.',
      'Answer client questions on Section 192 salary TDS, lower-deduction certificates and the new and old tax regimes.',
    ],
    requirements: [
      'B.Com, M.Com or CA Inter with 1 to 3 years of TDS or payroll compliance work.',
      'Working knowledge of TRACES, the e-filing portal and the RPU/FVU return utilities.',
      'Accuracy with large Excel workbooks (lookups, pivots) and comfort with deadlines at quarter end.',
      'Clear written English; Hindi or Marathi is a plus for client calls.',
    ],
    isOpen: true,
    postedDaysAgo: 9,
  },
  {
    slug: 'senior-tax-consultant-transfer-pricing-mumbai',
    title: 'Senior Tax Consultant – Transfer Pricing',
    location: 'Mumbai (Bandra Kurla Complex)',
    employmentType: 'Full-time',
    department: 'Tax Advisory',
    description:
      'Advise Indian subsidiaries of multinational groups and Indian groups with overseas entities on transfer pricing: benchmarking, documentation and audits. You will lead engagements from the Form 3CEB certificate through to representation before the Transfer Pricing Officer and the Dispute Resolution Panel.',
    responsibilities: [
      'Prepare transfer pricing documentation under Rule 10D and Form 3CEB reports for a portfolio of group companies.',
      'Carry out benchmarking studies with Prowess and Capitaline, including selection of the most appropriate method and comparables.',
      'Draft submissions for transfer pricing assessments and appeals before the DRP and the Income Tax Appellate Tribunal.',
      'Advise on intra-group services, royalty and financing transactions, safe harbour rules and advance pricing agreements.',
      'Review the work of two to three consultants and help grow the practice with new engagements.',
    ],
    requirements: [
      'Chartered Accountant with 4 to 7 years of transfer pricing experience at a Big Four or boutique firm.',
      'Hands-on benchmarking with Indian databases and familiarity with OECD guidelines and BEPS documentation (master file, CbCR).',
      'Experience drafting submissions for assessments and appeals.',
    ],
    isOpen: true,
    postedDaysAgo: 23,
  },
  {
    slug: 'customer-success-executive-payroll-software-pune',
    title: 'Customer Success Executive (Payroll Software)',
    location: 'Pune (Baner)',
    employmentType: 'Full-time',
    department: 'Customer Success',
    description:
      'Help HR and finance teams get the most out of E-POI, Smart TDS and E-Form16. You will onboard new customers, train their payroll teams over video calls, and be the first person they call when a return or a proof-of-investment cycle does not go to plan.',
    responsibilities: [
      'Onboard new customers: import employee masters, configure TANs and run the first proof-of-investment cycle with them.',
      'Run training sessions for customer HR and payroll teams, in English and Hindi or Marathi.',
      'Resolve support tickets within agreed response times and escalate product issues with clear reproduction steps.',
      'Track renewals and usage, and flag accounts that need attention before the year-end rush.',
    ],
    requirements: [
      'Graduate with 1 to 4 years in customer success or support for a B2B software product, ideally HR, payroll or accounting software.',
      'Understanding of salary structures, Chapter VI-A deductions and the Form 16 cycle.',
      'Patient, clear communicator on phone, video and e-mail.',
    ],
    isOpen: true,
    postedDaysAgo: 4,
  },
  {
    slug: 'articled-assistant-ca-articleship-mumbai',
    title: 'Articled Assistant (CA Articleship)',
    location: 'Mumbai (Bandra Kurla Complex)',
    employmentType: 'Internship',
    department: 'Tax Advisory',
    description:
      'A three-year ICAI articleship with real exposure to direct tax: TDS compliance, income-tax returns, tax audits and representation before the tax authorities. Articled assistants rotate through our compliance and advisory teams and work directly with partners on assessments and appeals.',
    responsibilities: [
      'Prepare income-tax returns, tax audit reports (Form 3CD) and TDS returns under the guidance of seniors.',
      'Draft replies to notices under Sections 143(2), 148 and 270A and assist at hearings.',
      'Research case law and circulars for advisory opinions and tribunal submissions.',
    ],
    requirements: [
      'Cleared both groups of CA Intermediate and completed ICITSS, or expected to before the start date.',
      'Interest in direct tax and litigation; good written English.',
      'Stipend as per ICAI norms, with leave for study before examinations.',
    ],
    isOpen: true,
    postedDaysAgo: 37,
  },
];

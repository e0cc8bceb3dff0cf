import type { AppRoute } from '@prakar/shared/routes';

/** The points each product and service page lists under its introduction. */
export const offeringHighlights: Partial<Record<AppRoute, readonly string[]>> = {
  'E-poi': [
    'One declaration form for Section 80C, 80D, HRA, LTA and home-loan interest.',
    'Proof upload with review, queries and approval by your payroll team.',
    'Verified figures exported for the year-end TDS computation.',
  ],
  tds: [
    'Challan matching and PAN verification before anything is filed.',
    'Returns validated with the file validation utility before upload.',
    'Correction returns and Form 16A for deductees.',
  ],
  'e-form16': [
    'Part A from TRACES and Part B from your payroll, merged per employee.',
    'Digital signing of every certificate in one run.',
    'Password-protected PDFs e-mailed to employees, with delivery status.',
  ],
  assessments_appeals: [
    'Replies to scrutiny and reassessment notices, prepared with your records.',
    'Grounds and statements of facts for appeals to the Commissioner (Appeals).',
    'Stay of demand and rectification applications.',
  ],
  tribunal_quasi_judicial_forums: [
    'Appeals and cross-objections before the Income Tax Appellate Tribunal.',
    'Paper books, written submissions and case-law research.',
    'Representation before the Dispute Resolution Panel and the Settlement authorities.',
  ],
  transfer_pricing_international_taxation: [
    'Benchmarking studies and Form 3CEB accountant’s reports.',
    'Transfer-pricing documentation and master-file compliance.',
    'Treaty relief, permanent-establishment reviews and Form 15CA/15CB for foreign remittances.',
  ],
  online_dispute_resolution_odr: [
    'Responses in faceless assessment and faceless appeal proceedings.',
    'Applications under the dispute resolution and settlement schemes.',
    'Tracking of every notice and hearing on the e-proceedings portal.',
  ],
  itrfilling: [
    'Returns for salary, house property, capital gains and business income.',
    'Reconciliation with Form 26AS and the Annual Information Statement.',
    'E-verification and follow-up on refunds and notices.',
  ],
  selffilling: [
    'Step-by-step questions in plain language.',
    'Salary and TDS figures carried over from your Form 16.',
    'A final check before you submit and e-verify.',
  ],
  cloudworkspace: [
    'All client organisations in one workspace.',
    'Staff access decided client by client.',
    'E-POI, Smart TDS and E-Form16 work side by side.',
  ],
  digitalservices: [
    'Class 3 digital signature certificates for directors and signatories.',
    'E-verification of returns and responses to e-proceedings.',
    'Registration on TRACES and the income-tax portal.',
  ],
};

import type { HomeCopy } from './types';

export const homeCopy: HomeCopy = {
  meta: {
    title: 'Payroll Tax Compliance and Tax Advisory',
    description:
      'Software for TDS returns, investment proofs and Form 16, and chartered accountants for ' +
      'assessments, appeals and transfer pricing — for Indian employers.',
  },
  hero: {
    heading: 'Accurate TDS returns, verified declarations and Form 16 on time',
    subheading:
      'Software for the payroll-tax year — E-POI, Smart TDS and E-Form16 — and chartered ' +
      'accountants at your side when a notice, an assessment or a dispute arrives.',
    primaryCta: { label: 'Explore our products', to: '#products' },
    secondaryCta: { label: 'Talk to a tax expert', to: 'contact-us' },
  },
  whatWeDo: {
    heading: 'What we do',
    intro:
      'We are a firm of chartered accountants and tax professionals headquartered in Mumbai. ' +
      'We build the software that HR, payroll and finance teams use to run the payroll-tax ' +
      'year — from investment declarations in April to Form 16 in June — and we advise and ' +
      'represent employers, CA firms and individuals when a tax matter turns into a dispute.',
  },
  products: {
    heading: 'Products for the payroll-tax year',
    intro:
      'Three applications that share one account, one sign-in and one place to manage users ' +
      'and subscriptions.',
    blurbs: {
      EPOI:
        'Collect investment declarations and proofs online, and verify them before the ' +
        'year-end TDS computation.',
      SMART_TDS:
        'Prepare, validate and file quarterly TDS and TCS returns — 24Q, 26Q, 27Q and 27EQ — ' +
        'with PAN and challan checks.',
      EFORM16:
        'Generate Form 16 for every employee, sign it digitally and e-mail password-protected ' +
        'PDFs in one run.',
    },
  },
};

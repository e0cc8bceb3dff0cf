import type { PublicRoute } from '@prakar/shared/routes';

export interface HomeCard {
  route: PublicRoute;
  name: string;
  text: string;
}

export const homeCopy = {
  eyebrow: 'TDS · Form 16 · Proof of investment · Tax disputes',
  productsHeading: 'Software for every step of payroll tax',
  servicesHeading: 'Advisory when the department asks questions',
  ctaHeading: 'Ready for this quarter’s returns?',
  ctaText:
    'Create an account to try our products with your own data, or tell us about your situation and a chartered accountant will call you back.',
};

export const homeProducts: readonly HomeCard[] = [
  {
    route: 'E-poi',
    name: 'E-POI',
    text: 'Collect investment declarations and proofs from employees and verify them before the year-end TDS run.',
  },
  {
    route: 'tds',
    name: 'Smart TDS',
    text: 'Prepare, validate and file 24Q, 26Q, 27Q and 27EQ returns, with challan and PAN checks.',
  },
  {
    route: 'e-form16',
    name: 'E-Form16',
    text: 'Generate, digitally sign and e-mail Form 16 to every employee in one run.',
  },
];

export const homeServices: readonly HomeCard[] = [
  {
    route: 'assessments_appeals',
    name: 'Assessments & Appeals',
    text: 'Replies to scrutiny notices and appeals before the Commissioner (Appeals).',
  },
  {
    route: 'tribunal_quasi_judicial_forums',
    name: 'Tribunal & Quasi-Judicial Forums',
    text: 'Appeals prepared and argued before the Income Tax Appellate Tribunal.',
  },
  {
    route: 'transfer_pricing_international_taxation',
    name: 'Transfer Pricing & International Taxation',
    text: 'Benchmarking, Form 3CEB and advice on cross-border payments.',
  },
  {
    route: 'online_dispute_resolution_odr',
    name: 'Online Dispute Resolution',
    text: 'Faceless assessments, appeals and dispute resolution schemes, handled online.',
  },
];

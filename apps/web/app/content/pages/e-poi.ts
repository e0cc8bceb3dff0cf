import type { PageCopy } from '../page-copy';

export const copy: PageCopy = {
  route: 'E-poi',
  title: 'E-POI — Proof of investment management',
  heading: 'E-POI — Proof of investment management',
  summary:
    'Employees declare their tax-saving investments and upload proofs online; your payroll team verifies them before the year-end TDS computation.',
};

import type { PageCopy } from '../page-copy';

export const copy: PageCopy = {
  route: 'home',
  title: 'Payroll-tax compliance and tax advisory for Indian employers',
  heading: 'Payroll-tax compliance and tax advisory for Indian employers',
  summary:
    'Prakar Tax Advisory runs TDS returns, Form 16 and proof-of-investment checks for employers across India, and represents them before the tax authorities when a dispute arises.',
};

import type { PageCopy } from '../page-copy';

export const copy: PageCopy = {
  route: 'about',
  title: 'About us',
  heading: 'About Prakar Tax Advisory',
  summary:
    'A Mumbai-based team of chartered accountants, tax advocates and engineers who help Indian employers get payroll tax right, and defend them when the department disagrees.',
};

import type { PageCopy } from '../page-copy';

export const copy: PageCopy = {
  route: 'e-form16',
  title: 'E-Form16 — Form 16 generation and distribution',
  heading: 'E-Form16 — Form 16 generation and distribution',
  summary:
    'Generate Form 16 Part A and Part B for every employee in bulk, sign them digitally and e-mail password-protected PDFs.',
};

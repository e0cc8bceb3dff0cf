import type { PageCopy } from '../page-copy';

export const copy: PageCopy = {
  route: 'tribunal_quasi_judicial_forums',
  title: 'Tribunal & Quasi-Judicial Forums',
  heading: 'Tribunal & Quasi-Judicial Forums',
  summary:
    'Appeals prepared and argued before the Income Tax Appellate Tribunal and other quasi-judicial authorities, with paper books and case-law research.',
};

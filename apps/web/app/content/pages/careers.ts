import type { PageCopy } from '../page-copy';

export const copy: PageCopy = {
  route: 'careers',
  title: 'Careers',
  heading: 'Careers at Prakar',
  summary:
    'We hire chartered accountants, tax associates and software engineers who care about getting the details right.',
};

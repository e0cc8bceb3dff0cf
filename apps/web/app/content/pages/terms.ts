import type { PageCopy } from '../page-copy';

export const copy: PageCopy = {
  route: 'terms',
  title: 'Terms of use',
  heading: 'Terms of use',
  summary:
    'The terms that apply when you use this website, create an account and subscribe to E-POI, Smart TDS or E-Form16.',
};

import type { PageCopy } from '../page-copy';

export const copy: PageCopy = {
  route: 'privacy-policy',
  title: 'Privacy policy',
  heading: 'Privacy policy',
  summary:
    'How Prakar Tax Advisory collects, uses, stores and protects personal data, including the PAN and salary details you entrust to us.',
};

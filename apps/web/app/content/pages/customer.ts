import type { PageCopy } from '../page-copy';

export const copy: PageCopy = {
  route: 'customer',
  title: 'Our customers',
  heading: 'Our customers',
  summary:
    'Employers with 20 to 20,000 employees, CA firms acting for many clients, and individual tax payers rely on Prakar for their tax compliance.',
};

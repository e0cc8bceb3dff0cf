import type { PageCopy } from '../page-copy';

export const copy: PageCopy = {
  route: 'contact-us',
  title: 'Contact us',
  heading: 'Contact us',
  summary:
    'Write to our sales team or call us, Monday to Saturday; we reply to every message within one working day.',
};

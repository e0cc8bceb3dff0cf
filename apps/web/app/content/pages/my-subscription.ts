import type { PageCopy } from '../page-copy';

export const copy: PageCopy = {
  route: 'my-subscription',
  title: 'My subscription',
  heading: 'My subscription',
  summary: 'Your active plans, seats and expiry dates, and the renewals coming up.',
};

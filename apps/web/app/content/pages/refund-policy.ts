import type { PageCopy } from '../page-copy';

export const copy: PageCopy = {
  route: 'refund-policy',
  title: 'Refund policy',
  heading: 'Refund policy',
  summary:
    'When subscription and advisory fees are refunded, how to ask for a refund and how long it takes to reach your account.',
};

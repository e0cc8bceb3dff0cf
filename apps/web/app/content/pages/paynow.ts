import type { PageCopy } from '../page-copy';

export const copy: PageCopy = {
  route: 'paynow',
  title: 'Pay now',
  heading: 'Pay now',
  summary: 'Complete the payment for your order by card, UPI or wallet.',
};

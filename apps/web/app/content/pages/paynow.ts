import type { ScreenCopy } from '../screen-copy';

export const copy: ScreenCopy = {
  route: 'paynow',
  title: 'Pay now',
  heading: 'Pay now',
  summary: 'Complete the payment for your order by card, UPI or wallet.',
};

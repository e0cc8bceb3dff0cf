import type { ScreenCopy } from '../screen-copy';

export const copy: ScreenCopy = {
  route: 'paynow',
  title: 'Pay now',
  heading: 'Pay now',
  summary: 'Check your order and pay for it securely by card, UPI or wallet.',
};

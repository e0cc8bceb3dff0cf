import type { ScreenCopy } from '#app/content/screen-copy.ts';

export const copy: ScreenCopy = {
  route: 'paynow',
  title: 'Pay now',
  heading: 'Pay now',
  summary: 'Check your order and pay for it securely by card, UPI or wallet.',
};

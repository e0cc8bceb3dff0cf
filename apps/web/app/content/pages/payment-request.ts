import type { ScreenCopy } from '#app/content/screen-copy.ts';

export const copy: ScreenCopy = {
  route: 'payment-request',
  title: 'Your payment',
  heading: 'Your payment',
  summary:
    'Check a payment to Prakar Tax Advisory, download its invoice, or pay a payment request securely by card, UPI or wallet.',
};

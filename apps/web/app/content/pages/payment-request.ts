import type { ScreenCopy } from '../screen-copy';

export const copy: ScreenCopy = {
  route: 'payment-request',
  title: 'Payment request',
  heading: 'Pay a payment request',
  summary:
    'Pay an invoice or advisory fee that Prakar Tax Advisory has sent you, securely by card, UPI or wallet.',
};

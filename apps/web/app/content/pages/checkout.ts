import type { ScreenCopy } from '#app/content/screen-copy.ts';

export const copy: ScreenCopy = {
  route: 'checkout',
  title: 'Checkout',
  heading: 'Checkout',
  summary:
    'Confirm the billing organisation, its GSTIN and state; we work out the GST and the total before you pay.',
};

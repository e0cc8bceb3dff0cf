import type { ScreenCopy } from '#app/content/screen-copy.ts';

export const copy: ScreenCopy = {
  route: 'back-office',
  title: 'Back office',
  heading: 'Back office',
  summary: 'The firm’s own work: leads, applicants, orders, refunds and the GST return.',
};

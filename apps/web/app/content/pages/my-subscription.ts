import type { ScreenCopy } from '#app/content/screen-copy.ts';

export const copy: ScreenCopy = {
  route: 'my-subscription',
  title: 'My subscription',
  heading: 'My subscription',
  summary: 'Your active plans, seats and expiry dates, and the renewals coming up.',
};

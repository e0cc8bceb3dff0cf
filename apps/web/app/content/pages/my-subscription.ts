import type { ScreenCopy } from '../screen-copy';

export const copy: ScreenCopy = {
  route: 'my-subscription',
  title: 'My subscription',
  heading: 'My subscription',
  summary: 'Your active plans, seats and expiry dates, and the renewals coming up.',
};

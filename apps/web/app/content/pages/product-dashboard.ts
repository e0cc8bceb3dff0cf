import type { ScreenCopy } from '#app/content/screen-copy.ts';

export const copy: ScreenCopy = {
  route: 'product-dashboard',
  title: 'My apps',
  heading: 'My apps',
  summary:
    'Open E-POI, Smart TDS and E-Form16 from one place, with the plans your organisation subscribes to.',
};

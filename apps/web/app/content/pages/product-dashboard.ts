import type { ScreenCopy } from '../screen-copy';

export const copy: ScreenCopy = {
  route: 'product-dashboard',
  title: 'My apps',
  heading: 'My apps',
  summary:
    'Open E-POI, Smart TDS and E-Form16 from one place, with the plans your organisation subscribes to.',
};

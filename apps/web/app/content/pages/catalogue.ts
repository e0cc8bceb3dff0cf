import type { ScreenCopy } from '#app/content/screen-copy.ts';

export const copy: ScreenCopy = {
  route: 'catalogue',
  title: 'Prices and plans',
  heading: 'Prices and plans',
  summary:
    'The plans of E-POI, Smart TDS and E-Form16: their yearly prices and whether they can be bought.',
};

import type { ScreenCopy } from '#app/content/screen-copy.ts';

export const copy: ScreenCopy = {
  route: 'back-office/sales',
  title: 'Sales and GSTR-1',
  heading: 'Sales and GSTR-1',
  summary:
    'What the firm sold in a month, quarter or financial year, and the GSTR-1 data of a month for its return.',
};

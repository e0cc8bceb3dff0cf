import type { ScreenCopy } from '#app/content/screen-copy.ts';

export const copy: ScreenCopy = {
  route: 'add-cart',
  title: 'Your cart',
  heading: 'Your cart',
  summary:
    'Review the plans you have chosen, change a plan or the number of years, and continue to checkout.',
};

import type { ScreenCopy } from '../screen-copy';

export const copy: ScreenCopy = {
  route: 'add-cart',
  title: 'Your cart',
  heading: 'Your cart',
  summary:
    'Review the plans you have chosen, change a plan or the number of years, and continue to checkout.',
};

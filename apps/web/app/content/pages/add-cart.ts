import type { ScreenCopy } from '../screen-copy';

export const copy: ScreenCopy = {
  route: 'add-cart',
  title: 'Your cart',
  heading: 'Your cart',
  summary: 'Review the plans you have chosen, adjust them and continue to checkout.',
};

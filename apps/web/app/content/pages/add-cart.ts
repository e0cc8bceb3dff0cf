import type { PageCopy } from '../page-copy';

export const copy: PageCopy = {
  route: 'add-cart',
  title: 'Your cart',
  heading: 'Your cart',
  summary: 'Review the plans you have chosen, adjust them and continue to checkout.',
};

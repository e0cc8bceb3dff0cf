import type { ScreenCopy } from '../screen-copy';

export const copy: ScreenCopy = {
  route: 'transaction-history',
  title: 'Transaction history',
  heading: 'Transaction history',
  summary:
    'Your organisation’s orders and payments, with their status and GST invoices to download.',
};

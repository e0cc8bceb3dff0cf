import type { PageCopy } from '../page-copy';

export const copy: PageCopy = {
  route: 'transaction-history',
  title: 'Transaction history',
  heading: 'Transaction history',
  summary:
    'Your organisation’s orders and payments, with their status and GST invoices to download.',
};

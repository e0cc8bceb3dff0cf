import type { ScreenCopy } from '#app/content/screen-copy.ts';

export const copy: ScreenCopy = {
  route: 'transaction-history',
  title: 'Transaction history',
  heading: 'Transaction history',
  summary: 'Orders and payments, with their status and GST invoices to download.',
};

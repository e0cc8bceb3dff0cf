import type { ScreenCopy } from '#app/content/screen-copy.ts';

export const copy: ScreenCopy = {
  route: 'back-office/orders',
  title: 'Every order',
  heading: 'Every order',
  summary:
    'Every organisation’s orders and the payment links sent for advisory fees: find one, open it, send its invoice again.',
};

/** One order's screen: its heading names the order once it is read. */
export const orderCopy: ScreenCopy = {
  route: 'back-office/orders',
  title: 'Order',
  heading: 'Order',
  summary: 'An order with its lines, payments, invoice, refunds and credit notes.',
};

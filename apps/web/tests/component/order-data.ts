import type { Order, PriceBreakdown } from '@prakar/shared/orders';
import type { Transaction } from '@prakar/shared/transactions';

/** The card payment that paid `PAID_ORDER` in full. */
export const CARD_PAYMENT: Transaction['payments'][number] = {
  id: 'pay_2',
  method: 'card',
  status: 'captured',
  amountPaise: 2_832_000,
  at: '2026-11-22T20:05:00.000Z',
  failureReason: null,
};

/** Order ORD-000042 for these prices, placed by `buyer` and waiting to be paid. */
export const unpaidOrder = (prices: PriceBreakdown, buyer: Order['buyer']): Order => ({
  ...prices,
  id: '3f0c6a3e-8b1d-4c2a-9e7f-1a2b3c4d5e6f',
  number: 'ORD-000042',
  reference: 'r'.repeat(43),
  kind: 'subscription',
  status: 'awaiting_payment',
  createdAt: '2026-11-23T08:35:09.000Z',
  paidAt: null,
  payBy: '2026-11-30T08:35:09.000Z',
  buyer,
  invoice: null,
});

/** Kulkarni Textiles' paid E-POI order, its tax invoice issued and nothing refunded. */
export const PAID_ORDER: Transaction = {
  id: 'order-1',
  number: 'ORD-000042',
  reference: 'A'.repeat(43),
  kind: 'subscription',
  status: 'paid',
  organisationId: 'org-1',
  organisationName: 'Kulkarni Textiles',
  buyerName: 'Kulkarni Textiles Private Limited',
  description: 'E-POI Standard, 1 year',
  productCodes: ['EPOI'],
  subtotalPaise: 2_400_000,
  taxPaise: 432_000,
  totalPaise: 2_832_000,
  createdAt: '2026-11-22T20:00:00.000Z',
  paidAt: '2026-11-22T20:05:00.000Z',
  payBy: null,
  payments: [],
  invoice: { id: 'invoice-7', number: 'PTA/26-27/00007' },
  refunds: [],
};

/** A payment link sent to a person with no organisation, for advice: not paid yet. */
export const PAYMENT_LINK: Transaction = {
  ...PAID_ORDER,
  id: 'order-2',
  number: 'ORD-000043',
  reference: 'B'.repeat(43),
  kind: 'advisory',
  status: 'awaiting_payment',
  organisationId: null,
  organisationName: null,
  buyerName: 'Rohan Mehta',
  description: 'Appeal before CIT(A)',
  productCodes: [],
  invoice: null,
};

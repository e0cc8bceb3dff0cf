import type { Transaction } from '@prakar/shared/transactions';

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

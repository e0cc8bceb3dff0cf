import type { Engagement } from '@prakar/shared/matter-engagements';

/** A letter for the first matter: a fee of ₹50,000 with ₹20,000 in advance, sent and waiting. */
export const engagementData = (changes: Partial<Engagement> = {}): Engagement => ({
  state: 'sent',
  firm: 'Prakar Tax Advisory Private Limited',
  scope: 'Draft and file the reply to the notice, and attend the hearing that follows.',
  gstRatePercent: 18,
  feePaise: 5_000_000,
  feeGstPaise: 900_000,
  advancePaise: 2_000_000,
  advanceGstPaise: 360_000,
  letter:
    'Engagement letter for MAT-2026-0001\n\nThe work we will do:\nDraft and file the reply to the notice.',
  sentAt: '2026-11-23T05:00:00.000Z',
  sentBy: { name: 'Priya Shah', email: 'priya@prakartax.in' },
  acceptance: null,
  advance: null,
  ...changes,
});

/** The same letter accepted from 203.0.113.7, its advance an order paid or not. */
export const acceptedEngagement = (paid: boolean): Engagement =>
  engagementData({
    state: paid ? 'advance_paid' : 'accepted',
    acceptance: {
      at: '2026-11-24T06:15:00.000Z',
      by: { name: 'Asha Kulkarni', email: 'asha@kulkarni.example.in' },
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0 Chrome/140.0',
      letterSha256: 'ab'.repeat(32),
    },
    advance: {
      reference: 'advance-reference-0001',
      orderNumber: 'ORD-000042',
      totalPaise: 2_360_000,
      paidAt: paid ? '2026-11-24T07:00:00.000Z' : null,
      invoiceNumber: paid ? 'PTA/26-27/00042' : null,
    },
  });

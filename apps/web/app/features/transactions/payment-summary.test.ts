import type { PaymentAttempt } from '@prakar/shared/transactions';
import { describe, expect, it } from 'vitest';
import { paymentSummary } from './payment-summary';

const attempt = (changes: Partial<PaymentAttempt>): PaymentAttempt => ({
  id: 'pay_1',
  method: 'card',
  status: 'failed',
  amountPaise: 100_00,
  at: '2026-11-22T10:00:00.000Z',
  failureReason: null,
  ...changes,
});

describe('paymentSummary', () => {
  it('names the method that paid, and how many attempts it took', () => {
    const payments = [
      attempt({ method: 'card', status: 'captured', at: '2026-11-22T10:00:00.000Z' }),
      attempt({ method: 'upi', at: '2026-11-22T09:00:00.000Z' }),
    ];
    expect(paymentSummary(payments)).toBe('Card · 2 attempts');
  });

  it('names the latest method while nothing has paid, and methods it does not know as they are', () => {
    const payments = [
      attempt({ method: 'card', at: '2026-11-22T09:00:00.000Z' }),
      attempt({ method: 'netbanking', at: '2026-11-22T11:00:00.000Z' }),
      attempt({ method: 'upi', at: '2026-11-22T10:00:00.000Z' }),
    ];
    expect(paymentSummary(payments)).toBe('Net banking · 3 attempts');
    expect(paymentSummary([attempt({ method: 'emi' })])).toBe('emi · 1 attempt');
  });

  it('says when nobody has tried to pay', () => {
    expect(paymentSummary([])).toBe('Not tried yet');
  });
});

import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { paymentSignature, signaturesMatch, webhookSignature } from './razorpay-protocol.ts';
import { gatewayPaymentSchema, gatewayRefundSchema } from './razorpay-schemas.ts';

describe('paymentSignature', () => {
  it('is the hex HMAC-SHA256 of "order_id|payment_id" under the key secret', () => {
    const expected = createHmac('sha256', 'secret')
      .update('order_ABCDEFGHIJKLMN|pay_ABCDEFGHIJKLMN')
      .digest('hex');
    expect(paymentSignature('secret', 'order_ABCDEFGHIJKLMN', 'pay_ABCDEFGHIJKLMN')).toBe(expected);
  });

  it('changes with either id or the secret', () => {
    const base = paymentSignature('secret', 'order_A', 'pay_B');
    expect(paymentSignature('secret', 'order_A', 'pay_C')).not.toBe(base);
    expect(paymentSignature('secret', 'order_X', 'pay_B')).not.toBe(base);
    expect(paymentSignature('other', 'order_A', 'pay_B')).not.toBe(base);
  });
});

describe('webhookSignature', () => {
  it('covers the exact bytes, given as a string or a buffer', () => {
    const body = '{"event":"payment.captured","amount":118000}';
    const expected = createHmac('sha256', 'whsec').update(body).digest('hex');
    expect(webhookSignature('whsec', body)).toBe(expected);
    expect(webhookSignature('whsec', Buffer.from(body))).toBe(expected);
    expect(webhookSignature('whsec', '{"event": "payment.captured", "amount": 118000}')).not.toBe(
      expected,
    );
  });
});

describe('signaturesMatch', () => {
  const signature = paymentSignature('secret', 'order_A', 'pay_B');

  it('accepts the same signature, in either letter case', () => {
    expect(signaturesMatch(signature, signature)).toBe(true);
    expect(signaturesMatch(signature, signature.toUpperCase())).toBe(true);
  });

  it('refuses another signature of the same length', () => {
    expect(signaturesMatch(signature, paymentSignature('secret', 'order_A', 'pay_C'))).toBe(false);
  });

  it('is false, without throwing, for a missing, shorter, longer or non-hex value', () => {
    expect(signaturesMatch(signature, undefined)).toBe(false);
    expect(signaturesMatch(signature, '')).toBe(false);
    expect(signaturesMatch(signature, signature.slice(0, -2))).toBe(false);
    expect(signaturesMatch(signature, `${signature}00`)).toBe(false);
    expect(signaturesMatch(signature, `${signature.slice(0, -1)}z`)).toBe(false);
    expect(signaturesMatch(signature, signature.slice(0, -1))).toBe(false);
    expect(signaturesMatch('', '')).toBe(false);
  });
});

describe('gatewayRefundSchema', () => {
  it('reads Razorpay’s documented refund entity and its webhook payment', () => {
    const refund = gatewayRefundSchema.parse({
      id: 'rfnd_FgRAHdNOM4ZVbO',
      entity: 'refund',
      amount: 10_000,
      currency: 'INR',
      payment_id: 'pay_FgR9UMzgmKDJRi',
      notes: [],
      receipt: null,
      acquirer_data: { arn: '10000000000000' },
      created_at: 1_600_856_650,
      batch_id: null,
      status: 'processed',
      speed_processed: 'normal',
      speed_requested: 'optimum',
    });
    expect(refund).toMatchObject({ notes: {}, acquirer_data: { arn: '10000000000000' } });
    expect(() => gatewayRefundSchema.parse({ ...refund, status: 'done' })).toThrow();
  });

  it('takes a payment without refund fields as refunded by nothing', () => {
    const payment = gatewayPaymentSchema.parse({
      id: 'pay_A',
      entity: 'payment',
      amount: 100,
      currency: 'INR',
      status: 'captured',
      order_id: 'order_A',
      method: 'card',
      captured: true,
      notes: [],
      created_at: 1,
    });
    expect(payment).toMatchObject({ amount_refunded: 0, refund_status: null });
  });
});

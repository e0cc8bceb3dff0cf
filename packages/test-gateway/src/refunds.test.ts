import { GatewayError } from '@prakar/razorpay/client';
import { signaturesMatch, webhookSignature } from '@prakar/razorpay/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { parseEvent, TEST_KEYS, useGateway } from '#test/gateway-harness.ts';
import { REFUND_MESSAGES } from './refund-state.ts';

const gateway = useGateway({ webhookRetryDelaysMs: [5, 10] });

afterEach(async () => {
  await gateway().control('POST', '/webhooks', { mode: 'immediate' });
  await gateway().control('POST', '/refunds/fail-next', { count: 0 });
  gateway().received.length = 0;
});

/** A captured (or declined) payment of ₹1,180 by `method`, its own webhooks already received. */
async function capturedPayment(
  method: 'card' | 'wallet' = 'card',
  outcome: 'success' | 'failure' = 'success',
) {
  const order = await gateway().createOrder(1_18_000);
  const response = await gateway().control('POST', `/orders/${order.id}/pay`, { method, outcome });
  const { payment } = response.json() as { payment: { id: string } };
  await gateway().waitForWebhooks(outcome === 'success' ? 2 : 1);
  gateway().received.length = 0;
  return payment.id;
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GatewayError);
  return error as GatewayError;
}

describe('refunding a payment', () => {
  it('answers pending, processes it and sends refund.created then refund.processed, signed', async () => {
    const paymentId = await capturedPayment();
    const refund = await gateway().client.refundPayment(paymentId, {
      amount: 50_000,
      speed: 'normal',
      receipt: 'RF-1',
      notes: { reason: 'Bought twice' },
    });
    expect(refund).toMatchObject({
      id: expect.stringMatching(/^rfnd_[0-9A-Za-z]{14}$/),
      entity: 'refund',
      amount: 50_000,
      currency: 'INR',
      payment_id: paymentId,
      receipt: 'RF-1',
      notes: { reason: 'Bought twice' },
      status: 'pending',
      speed_requested: 'normal',
      speed_processed: null,
    });

    const webhooks = await gateway().waitForWebhooks(2);
    const events = webhooks.map(parseEvent);
    expect(events.map((event) => event.event)).toEqual(['refund.created', 'refund.processed']);
    for (const [index, webhook] of webhooks.entries()) {
      const signature = String(webhook.headers['x-razorpay-signature']);
      expect(
        signaturesMatch(webhookSignature(TEST_KEYS.webhookSecret, webhook.raw), signature),
      ).toBe(true);
      expect(events[index]?.contains).toEqual(['refund', 'payment']);
    }
    const ids = webhooks.map((webhook) => webhook.headers['x-razorpay-event-id']);
    expect(new Set(ids).size).toBe(2);
    expect(events[1]?.payload.refund?.entity).toMatchObject({
      id: refund.id,
      status: 'processed',
      speed_processed: 'normal',
      acquirer_data: { arn: expect.any(String) },
    });
    expect(events[1]?.payload.payment.entity).toMatchObject({
      id: paymentId,
      status: 'captured',
      amount_refunded: 50_000,
      refund_status: 'partial',
    });
    expect(await gateway().client.fetchRefund(refund.id)).toMatchObject({ status: 'processed' });
    expect(await gateway().client.fetchPaymentRefunds(paymentId)).toHaveLength(1);
  });

  it('refunds up to the captured amount in parts, then refuses more, as Razorpay words it', async () => {
    const paymentId = await capturedPayment();
    await gateway().client.refundPayment(paymentId, { amount: 60_000 });
    const tooMuch = await refusal(gateway().client.refundPayment(paymentId, { amount: 58_001 }));
    expect(tooMuch).toMatchObject({ status: 400, code: 'BAD_REQUEST_ERROR' });
    expect(tooMuch.message).toBe(REFUND_MESSAGES.tooLarge);
    // Without an amount, the rest.
    const rest = await gateway().client.refundPayment(paymentId, {});
    expect(rest.amount).toBe(58_000);
    const payment = await gateway().client.fetchPayment(paymentId);
    expect(payment).toMatchObject({
      status: 'refunded',
      amount_refunded: 1_18_000,
      refund_status: 'full',
    });
    const none = await refusal(gateway().client.refundPayment(paymentId, { amount: 100 }));
    expect(none.message).toBe(REFUND_MESSAGES.tooLarge);
  });

  it('refuses less than ₹1 and a payment that was not captured', async () => {
    const paymentId = await capturedPayment();
    const small = await refusal(gateway().client.refundPayment(paymentId, { amount: 99 }));
    expect(small.message).toBe(REFUND_MESSAGES.tooSmall);
    const declined = await capturedPayment('card', 'failure');
    const notCaptured = await refusal(gateway().client.refundPayment(declined, { amount: 1_000 }));
    expect(notCaptured.message).toBe(REFUND_MESSAGES.notCaptured);
    const unknown = await refusal(gateway().client.refundPayment('pay_Unknown0000000', {}));
    expect(unknown.status).toBe(400);
  });

  it('fails the next refund when asked, gives its amount back, and takes a retry', async () => {
    const paymentId = await capturedPayment();
    await gateway().control('POST', '/refunds/fail-next', { count: 1 });
    const failing = await gateway().client.refundPayment(paymentId, {});
    const events = (await gateway().waitForWebhooks(2)).map(parseEvent);
    expect(events.map((event) => event.event)).toEqual(['refund.created', 'refund.failed']);
    expect(events[1]?.payload.payment.entity).toMatchObject({
      amount_refunded: 0,
      status: 'captured',
    });
    expect(await gateway().client.fetchRefund(failing.id)).toMatchObject({ status: 'failed' });
    const retried = await gateway().client.refundPayment(paymentId, {});
    expect(retried.amount).toBe(1_18_000);
    await gateway().waitForWebhooks(4);
    expect(await gateway().client.fetchRefund(retried.id)).toMatchObject({ status: 'processed' });
  });

  it('fails only the named payment’s next refund when asked for one payment', async () => {
    const named = await capturedPayment();
    const other = await capturedPayment();
    await gateway().control('POST', '/refunds/fail-next', { count: 1, paymentId: named });
    const untouched = await gateway().client.refundPayment(other, {});
    const failing = await gateway().client.refundPayment(named, {});
    await gateway().waitForWebhooks(4);
    expect(await gateway().client.fetchRefund(untouched.id)).toMatchObject({ status: 'processed' });
    expect(await gateway().client.fetchRefund(failing.id)).toMatchObject({ status: 'failed' });
  });

  it('makes an optimum refund instantly, except to a wallet: then speed_changed first', async () => {
    const byCard = await capturedPayment('card');
    const instant = await gateway().client.refundPayment(byCard, { speed: 'optimum' });
    await gateway().waitForWebhooks(2);
    expect(await gateway().client.fetchRefund(instant.id)).toMatchObject({
      speed_requested: 'optimum',
      speed_processed: 'instant',
    });
    gateway().received.length = 0;

    const byWallet = await capturedPayment('wallet');
    const slow = await gateway().client.refundPayment(byWallet, { speed: 'optimum' });
    const events = (await gateway().waitForWebhooks(3)).map(parseEvent);
    expect(events.map((event) => event.event)).toEqual([
      'refund.created',
      'refund.speed_changed',
      'refund.processed',
    ]);
    expect(events[2]?.payload.refund?.entity).toMatchObject({
      id: slow.id,
      speed_processed: 'normal',
    });
  });
});

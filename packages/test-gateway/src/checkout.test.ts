import { createHash } from 'node:crypto';
import { paymentSignature, signaturesMatch } from '@prakar/razorpay/protocol';
import { describe, expect, it } from 'vitest';
import {
  CALLBACK_URL,
  CANCEL_URL,
  hiddenFields,
  TEST_KEYS,
  useGateway,
} from '#test/gateway-harness.ts';
import { MESSAGES } from './test-instruments.ts';

const gateway = useGateway();

const GOOD_CARD = {
  card_number: '4111 1111 1111 1111',
  card_expiry: '12/39',
  card_cvv: '123',
  card_name: 'Asha Rao',
};

/** A new order with its checkout page open. */
async function openCheckout(amount = 1_23_456_00) {
  const order = await gateway().createOrder(amount);
  const page = await gateway().openCheckout(order.id);
  expect(page.statusCode).toBe(200);
  return { order, html: page.body };
}

describe('the hosted checkout page', () => {
  it("shows the gateway order's amount, whatever the form says", async () => {
    const order = await gateway().createOrder(1_23_456_00);
    const page = await gateway().openCheckout(order.id, { amount: '100' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('₹1,23,456.00');
    expect(page.body).not.toContain('₹1.00');
    expect(page.body).toContain('<h1>Prakar Tax Advisors</h1>');
    expect(page.body).toContain('Income tax filing: yearly plan');
  });

  it('is a self-contained, accessible page with one form per method and a Cancel link', async () => {
    const { html } = await openCheckout();
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain('<main>');
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).toContain('name="viewport"');
    expect(html).toContain(':focus-visible');
    expect(html).not.toMatch(/<script|<link|src=/);
    expect(
      html.match(/<form method="post" action="\/test-gateway\/v1\/checkout\/embedded\/pay">/g),
    ).toHaveLength(3);
    // Every visible input has a label pointing at it (radios are wrapped by theirs).
    for (const match of html.matchAll(/<input id="([^"]+)"/g)) {
      expect(html).toContain(`<label for="${match[1]}">`);
    }
    for (const label of ['Card number', 'Expiry date (MM/YY)', 'CVV', 'Name on card', 'UPI ID']) {
      expect(html).toContain(`>${label}</label>`);
    }
    for (const wallet of ['PhonePe', 'Amazon Pay', 'Mobikwik']) expect(html).toContain(wallet);
    expect(html).toContain('>Success</button>');
    expect(html).toContain('>Failure</button>');
    expect(html).toContain(`<a href="${CANCEL_URL}">Cancel</a>`);
    // The prefilled name is offered as the name on the card.
    expect(html).toMatch(/name="card_name"[^>]*value="Asha Rao"/);
  });

  it('sends its own policy: inline style by hash, nothing external, forms to itself only', async () => {
    const order = await gateway().createOrder();
    const page = await gateway().openCheckout(order.id);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(policy).toContain("script-src 'none'");
    expect(policy).toContain("form-action 'self'");
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('escapes what the merchant sent', async () => {
    const order = await gateway().createOrder();
    const page = await gateway().openCheckout(order.id, {
      name: '<script>alert(1)</script>',
      description: '"><img src=x onerror=alert(1)>',
      cancel_url: 'http://merchant.test/cancel?a=1&b="2"',
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).not.toContain('<img');
    expect(page.body).toContain('href="http://merchant.test/cancel?a=1&amp;b=%222%22"');
  });

  it('refuses a wrong key, an unknown order and a missing or non-http callback', async () => {
    const order = await gateway().createOrder();
    const wrongKey = await gateway().openCheckout(order.id, { key_id: 'rzp_test_other' });
    expect(wrongKey.statusCode).toBe(401);
    expect(wrongKey.body).toContain('The api key provided is invalid');
    const unknown = await gateway().openCheckout('order_DoesNotExist00');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('The id provided does not exist');
    for (const callback of ['', 'javascript:alert(1)', 'ftp://merchant.test/x', 'not a url']) {
      const page = await gateway().openCheckout(order.id, { callback_url: callback });
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain('callback_url must be an http(s) address.');
    }
    const badCancel = await gateway().openCheckout(order.id, { cancel_url: 'javascript:alert(1)' });
    expect(badCancel.statusCode).toBe(400);
  });

  it('refuses an order that is already paid', async () => {
    const order = await gateway().createOrder();
    await gateway().control('POST', `/orders/${order.id}/pay`, {
      method: 'upi',
      outcome: 'success',
    });
    const page = await gateway().openCheckout(order.id);
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('This order has already been paid.');
  });
});

describe('paying by card', () => {
  it('captures a good test card and returns signed ids to the callback URL', async () => {
    const { order, html } = await openCheckout();
    const result = await gateway().pay(html, 'card', GOOD_CARD);
    expect(result.statusCode).toBe(200);
    expect(result.body).toContain(`<form id="return-form" method="post" action="${CALLBACK_URL}">`);
    expect(result.body).toContain('>Return to merchant</button>');

    const fields = hiddenFields(result.body);
    expect(Object.keys(fields).sort()).toEqual([
      'razorpay_order_id',
      'razorpay_payment_id',
      'razorpay_signature',
    ]);
    expect(fields.razorpay_order_id).toBe(order.id);
    const paymentId = fields.razorpay_payment_id ?? '';
    expect(paymentId).toMatch(/^pay_[0-9A-Za-z]{14}$/);
    const expected = paymentSignature(TEST_KEYS.keySecret, order.id, paymentId);
    expect(signaturesMatch(expected, fields.razorpay_signature)).toBe(true);

    const payment = await gateway().client.fetchPayment(paymentId);
    expect(payment).toMatchObject({
      status: 'captured',
      captured: true,
      amount: order.amount,
      order_id: order.id,
      method: 'card',
      card: { last4: '1111', network: 'Visa' },
      email: 'asha@example.in',
      contact: '+919800000000',
      notes: { subscription: 'sub_1' },
      error_code: null,
    });
    expect(await gateway().client.fetchOrder(order.id)).toMatchObject({
      status: 'paid',
      amount_paid: order.amount,
      amount_due: 0,
      attempts: 1,
    });
    expect(await gateway().client.fetchOrderPayments(order.id)).toEqual([payment]);
  });

  it('accepts the Mastercard test card too', async () => {
    const { html } = await openCheckout();
    const result = await gateway().pay(html, 'card', {
      ...GOOD_CARD,
      card_number: '5267-3181-8797-5449',
    });
    const payment = await gateway().client.fetchPayment(
      hiddenFields(result.body).razorpay_payment_id ?? '',
    );
    expect(payment.card).toEqual({ last4: '5449', network: 'MasterCard' });
  });

  it('lets the return page run only its own script and post only to the callback origin', async () => {
    const { html } = await openCheckout();
    const result = await gateway().pay(html, 'card', GOOD_CARD);
    const policy = String(result.headers['content-security-policy']);
    const script = /<script>([^<]*)<\/script>/.exec(result.body)?.[1] ?? '';
    expect(script).toContain('submit()');
    const hash = createHash('sha256').update(script).digest('base64');
    expect(policy).toContain(`script-src 'sha256-${hash}'`);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toContain('form-action http://merchant.test');
  });

  it('records a declined card as failed, marks the order attempted and returns error fields', async () => {
    const { order, html } = await openCheckout();
    const result = await gateway().pay(html, 'card', {
      ...GOOD_CARD,
      card_number: '4000 0000 0000 0002',
    });
    expect(result.statusCode).toBe(200);
    expect(result.body).toContain('Payment failed');
    const fields = hiddenFields(result.body);
    expect(fields).toMatchObject({
      'error[code]': 'BAD_REQUEST_ERROR',
      'error[description]': 'Your payment has been declined by the bank.',
      'error[source]': 'bank',
      'error[step]': 'payment_authorization',
      'error[reason]': 'card_declined',
    });
    expect(fields).not.toHaveProperty('razorpay_signature');
    const metadata = JSON.parse(fields['error[metadata]'] ?? '{}');
    expect(metadata.order_id).toBe(order.id);
    expect(metadata.payment_id).toMatch(/^pay_[0-9A-Za-z]{14}$/);

    const payment = await gateway().client.fetchPayment(metadata.payment_id);
    expect(payment).toMatchObject({
      status: 'failed',
      captured: false,
      error_code: 'BAD_REQUEST_ERROR',
      error_reason: 'card_declined',
      error_source: 'bank',
    });
    expect(await gateway().client.fetchOrder(order.id)).toMatchObject({
      status: 'attempted',
      attempts: 1,
      amount_paid: 0,
    });

    // The customer can try again on the same page, and then the order is paid.
    const retry = await gateway().pay(html, 'card', GOOD_CARD);
    expect(hiddenFields(retry.body)).toHaveProperty('razorpay_signature');
    expect(await gateway().client.fetchOrder(order.id)).toMatchObject({
      status: 'paid',
      attempts: 2,
    });
    expect(await gateway().client.fetchOrderPayments(order.id)).toHaveLength(2);
  });

  it.each([
    [
      'an unknown card',
      { card_number: '4242 4242 4242 4242' },
      'card-number',
      MESSAGES.cardNotTestCard,
    ],
    [
      'a bad checksum',
      { card_number: '4111 1111 1111 1112' },
      'card-number',
      MESSAGES.cardNumberInvalid,
    ],
    ['a past expiry', { card_expiry: '01/20' }, 'card-expiry', MESSAGES.expiryPast],
    [
      'an expiry in another format',
      { card_expiry: '2039-12' },
      'card-expiry',
      MESSAGES.expiryFormat,
    ],
    ['a 2-digit CVV', { card_cvv: '12' }, 'card-cvv', MESSAGES.cvvInvalid],
    ['a 4-digit CVV', { card_cvv: '1234' }, 'card-cvv', MESSAGES.cvvInvalid],
  ])(
    'shows the page again for %s, with the message by the field, and creates no payment',
    async (_label, change, fieldId, message) => {
      const { order, html } = await openCheckout();
      const result = await gateway().pay(html, 'card', { ...GOOD_CARD, ...change });
      expect(result.statusCode).toBe(422);
      expect(result.body).toContain(`<p class="error" id="${fieldId}-error">${message}</p>`);
      expect(result.body).toMatch(new RegExp(`id="${fieldId}"[^>]*aria-invalid="true"`));
      expect(result.body).toContain('₹1,23,456.00');
      // What was typed stays, except the CVV.
      expect(result.body).toMatch(/name="card_name"[^>]*value="Asha Rao"/);
      expect(result.body).toMatch(/name="card_cvv"[^>]*value=""/);
      expect(await gateway().client.fetchOrderPayments(order.id)).toEqual([]);
      expect(await gateway().client.fetchOrder(order.id)).toMatchObject({
        status: 'created',
        attempts: 0,
      });
    },
  );

  it('refuses to pay an order twice from the same page', async () => {
    const { order, html } = await openCheckout();
    await gateway().pay(html, 'card', GOOD_CARD);
    const again = await gateway().pay(html, 'card', GOOD_CARD);
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('This order has already been paid.');
    expect(await gateway().client.fetchOrderPayments(order.id)).toHaveLength(1);
  });

  it('refuses an unknown checkout', async () => {
    const result = await gateway().pay(
      '<input type="hidden" name="checkout_id" value="chk_nope">',
      'card',
      GOOD_CARD,
    );
    expect(result.statusCode).toBe(400);
    expect(result.body).toContain('This checkout has expired or does not exist.');
  });
});

describe('paying with a wallet', () => {
  it('captures the payment when Success is pressed', async () => {
    const { order, html } = await openCheckout();
    const result = await gateway().pay(html, 'wallet', { wallet: 'amazonpay', outcome: 'success' });
    const fields = hiddenFields(result.body);
    const payment = await gateway().client.fetchPayment(fields.razorpay_payment_id ?? '');
    expect(payment).toMatchObject({ status: 'captured', method: 'wallet', wallet: 'amazonpay' });
    expect((await gateway().client.fetchOrder(order.id)).status).toBe('paid');
  });

  it('fails the payment when Failure is pressed', async () => {
    const { order, html } = await openCheckout();
    const result = await gateway().pay(html, 'wallet', { wallet: 'phonepe', outcome: 'failure' });
    const fields = hiddenFields(result.body);
    expect(fields['error[description]']).toBe('Payment failed in the wallet.');
    expect(fields['error[reason]']).toBe('payment_cancelled');
    const { payment_id: paymentId } = JSON.parse(fields['error[metadata]'] ?? '{}');
    expect(await gateway().client.fetchPayment(paymentId)).toMatchObject({
      status: 'failed',
      wallet: 'phonepe',
    });
    expect((await gateway().client.fetchOrder(order.id)).status).toBe('attempted');
  });

  it('asks for a wallet it knows', async () => {
    const { order, html } = await openCheckout();
    const result = await gateway().pay(html, 'wallet', { wallet: 'paytm-ish', outcome: 'success' });
    expect(result.statusCode).toBe(422);
    expect(result.body).toContain(MESSAGES.walletMissing);
    expect(await gateway().client.fetchOrderPayments(order.id)).toEqual([]);
  });
});

describe('paying by UPI', () => {
  it('captures success@razorpay', async () => {
    const { html } = await openCheckout();
    const result = await gateway().pay(html, 'upi', { vpa: 'success@razorpay' });
    const payment = await gateway().client.fetchPayment(
      hiddenFields(result.body).razorpay_payment_id ?? '',
    );
    expect(payment).toMatchObject({ status: 'captured', method: 'upi', vpa: 'success@razorpay' });
  });

  it('fails failure@razorpay', async () => {
    const { order, html } = await openCheckout();
    const result = await gateway().pay(html, 'upi', { vpa: 'failure@razorpay' });
    expect(hiddenFields(result.body)).toHaveProperty('error[code]', 'BAD_REQUEST_ERROR');
    expect((await gateway().client.fetchOrder(order.id)).status).toBe('attempted');
  });

  it('explains the test ids for any other UPI id', async () => {
    const { order, html } = await openCheckout();
    const result = await gateway().pay(html, 'upi', { vpa: 'asha@okbank' });
    expect(result.statusCode).toBe(422);
    expect(result.body).toContain('In test mode, use success@razorpay or failure@razorpay.');
    expect(result.body).toMatch(/name="vpa"[^>]*value="asha@okbank"/);
    expect(await gateway().client.fetchOrderPayments(order.id)).toEqual([]);
  });
});

describe('what stays out of the product', () => {
  it('leaves the product without a form parser outside the gateway', async () => {
    const response = await gateway().app.inject({
      method: 'POST',
      url: '/webhook',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(response.statusCode).toBe(415);
  });
});

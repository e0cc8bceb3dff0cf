import { paymentsApi } from '@prakar/shared/api/payments';
import { subscriptionsApi } from '@prakar/shared/api/subscriptions';
import type { PaymentStatus } from '@prakar/shared/payments';
import { site } from '@prakar/shared/site';
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '#app/components/toasts/notify.ts';
import {
  answer,
  onEndpoint,
  recordRequests,
  refuse,
  setupApiServer,
} from '#tests/component/api-server.ts';
import { recordGatewayForms } from '#tests/component/gateway-forms.ts';
import { renderScreen } from '#tests/component/render.tsx';
import { PaymentRequestSection } from './payment-request-section';
import { POLL_EVERY_MS, POLL_FOR_MS } from './use-payment-status';

const reference = 'q8Xo1Zr4Vt0bC2nK5mP7sW9yA3dF6hJ0lN2pR4tU6wY';
const statusPath = `/api/Transactions/Payment/status/${reference}`;

const payment = (changes: Partial<PaymentStatus> = {}): PaymentStatus => ({
  reference,
  kind: 'subscription',
  state: 'paid',
  orderNumber: 'ORD-000042',
  description: 'E-POI Starter plan for 2 years',
  totalPaise: 6_844_000,
  payerName: 'Kulkarni Textiles Private Limited',
  paidAt: '2026-11-23T08:35:09.000Z',
  invoiceNumber: 'PTA/2026-27/0042',
  failureReason: null,
  orderId: '3f0c6a3e-8b1d-4c2a-9e7f-1a2b3c4d5e6f',
  subscriptions: [
    {
      productCode: 'EPOI',
      productName: 'E-POI',
      planName: 'Starter',
      startsOn: '2026-11-23',
      endsOn: '2028-11-22',
    },
  ],
  ...changes,
});
const pending = () => payment({ state: 'pending', paidAt: null, invoiceNumber: null });

const advisory = (changes: Partial<PaymentStatus> = {}) =>
  payment({
    kind: 'advisory',
    state: 'unpaid',
    description: 'Representation before the CIT(A), AY 2024-25',
    totalPaise: 5_900_000,
    payerName: 'Meera Nair',
    paidAt: null,
    invoiceNumber: null,
    orderId: null,
    subscriptions: [],
    ...changes,
  });

const gateway = {
  action: 'https://api.razorpay.com/v1/checkout/embedded',
  fields: { order_id: 'order_9A33XWu170gUtm', amount: '5900000' },
};

const api = setupApiServer(
  answer(paymentsApi.startLink, gateway),
  onEndpoint(
    paymentsApi.invoice,
    () =>
      new HttpResponse(new Blob(['%PDF-1.7']), {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="PTA-2026-27-0042.pdf"',
        },
      }),
  ),
);
const requests = recordRequests(api);

/** The status endpoint answers with each of `answers` in turn, then keeps the last. */
function serveStatus(...answers: PaymentStatus[]) {
  let index = 0;
  api.use(
    onEndpoint(paymentsApi.status, () => {
      const next = answers[Math.min(index, answers.length - 1)];
      index += 1;
      return HttpResponse.json(next);
    }),
  );
}

let shown: ReturnType<typeof renderScreen> | undefined;

function open(address: string) {
  shown = renderScreen('/payment-request', <PaymentRequestSection />, address);
  return shown;
}

const statusChecks = () => requests.filter((line) => line === `GET ${statusPath}`).length;
const heading = () => screen.findByRole('heading', { level: 2 });
const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
const pageText = () => document.body.textContent ?? '';

const submitted = recordGatewayForms();

describe('the payment page', () => {
  it('thanks the payer, with the amount, order and invoice, the invoice to download and the apps', async () => {
    serveStatus(payment());
    const downloads: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:invoice');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    const { user } = open(`/payment-request?ref=${reference}`);

    expect((await heading()).textContent).toBe('Thank you: your payment has been received');
    expect(screen.getByRole('status').textContent).toBe(
      'Thank you: your payment has been received',
    );
    expect(pageText()).toContain('Order numberORD-000042');
    expect(pageText()).toContain('Amount, including GST₹68,440.00');
    expect(pageText()).toContain('Paid on23 November 2026, 2:05 pm IST');
    expect(pageText()).toContain('Invoice numberPTA/2026-27/0042');
    expect(pageText()).not.toContain('Payer');
    expect(hrefOf('My Subscription')).toBe('/my-subscription');
    expect(screen.getByRole('heading', { name: 'Your subscription' })).toBeDefined();
    expect(pageText()).toContain('E-POI, Starter planFrom 23 November 2026 to 22 November 2028');

    await user.click(screen.getByRole('button', { name: 'Download invoice' }));
    await vi.waitFor(() => expect(downloads).toEqual(['PTA-2026-27-0042.pdf']));
    expect(requests.at(-1)).toBe(`GET ${statusPath}/invoice`);
  });

  it('offers to open the app bought first, asking the server for access as My Apps does', async () => {
    serveStatus(payment());
    const launches: string[] = [];
    api.use(
      onEndpoint(subscriptionsApi.launch, ({ params }) => {
        launches.push(String(params.code));
        return HttpResponse.json(
          { error: { code: 'FORBIDDEN', message: 'You do not have access to E-POI.' } },
          { status: 403 },
        );
      }),
    );
    const error = vi.spyOn(notify, 'error').mockImplementation(() => {});
    const { user } = open(`/payment-request?ref=${reference}`);

    const openApp = await screen.findByRole('link', { name: 'Open E-POI' });
    expect(openApp.className).toContain('primary');
    expect(openApp.getAttribute('href')).toBe('/product-dashboard');
    await user.click(openApp);
    await vi.waitFor(() => expect(launches).toEqual(['EPOI']));
    expect(error).toHaveBeenCalledWith('You do not have access to E-POI.');
  });

  it('refreshes the orders, cart, transactions and subscriptions read before, once it is paid', async () => {
    serveStatus(payment());
    const { client } = open(`/payment-request?ref=${reference}`);
    const keys = ['orders', 'cart', 'transactions', 'subscriptions'].map((resource) => [
      resource,
      'list',
      {},
    ]);
    for (const key of keys) client.setQueryData(key, { items: [] });

    await heading();
    await vi.waitFor(() =>
      expect(keys.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([
        true,
        true,
        true,
        true,
      ]),
    );
  });

  describe('while the payment is pending', () => {
    /**
     * Runs the clock (the checks wait on it), then lets the checks it started be answered, which
     * happens on the real event loop, and the cache tell the screen: on zero timeouts, which a
     * faked clock runs a millisecond apart once they are set while it runs.
     */
    const pass = (ms = 0) =>
      act(async () => {
        await vi.advanceTimersByTimeAsync(ms);
        for (let turn = 0; turn < 100 && shown?.client.isFetching(); turn += 1) {
          await new Promise((resolve) => setImmediate(resolve));
        }
        for (let turn = 0; turn < 3; turn += 1) await vi.advanceTimersByTimeAsync(1);
      });

    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    });

    it('keeps checking a pending payment, announces the result and stops once it is paid', async () => {
      serveStatus(pending(), pending(), payment());
      open(`/payment-request?ref=${reference}`);
      await pass();
      const region = screen.getByRole('status');
      expect(region.textContent).toContain('We are confirming your payment…');
      expect(statusChecks()).toBe(1);

      await pass(POLL_EVERY_MS);
      expect(statusChecks()).toBe(2);
      expect(pageText()).toContain('We are confirming your payment…');

      await pass(POLL_EVERY_MS);
      expect(statusChecks()).toBe(3);
      // The same live region, so a screen reader hears the change.
      expect(screen.getByRole('status')).toBe(region);
      expect(region.textContent).toBe('Thank you: your payment has been received');

      await pass(POLL_EVERY_MS * 5);
      expect(statusChecks()).toBe(3);
    });

    it('stops checking when the visitor leaves the page', async () => {
      serveStatus(pending());
      const { unmount } = open(`/payment-request?ref=${reference}`);
      await pass();
      await pass(POLL_EVERY_MS);
      expect(statusChecks()).toBe(2);

      unmount();
      await pass(POLL_EVERY_MS * 5);
      expect(statusChecks()).toBe(2);
    });

    it('keeps the payment on screen when a check fails, and goes on checking', async () => {
      serveStatus(pending());
      open(`/payment-request?ref=${reference}`);
      await pass();
      api.use(refuse(paymentsApi.status, 404, 'NOT_FOUND', 'Gone for a moment'));
      await pass(POLL_EVERY_MS);
      expect(statusChecks()).toBe(2);
      expect(screen.getByRole('status').textContent).toContain('We are confirming your payment…');

      serveStatus(payment());
      await pass(POLL_EVERY_MS);
      expect(statusChecks()).toBe(3);
      expect(screen.getByRole('status').textContent).toBe(
        'Thank you: your payment has been received',
      );
    });

    it('gives up after about two minutes and says the confirmation will come by e-mail', async () => {
      serveStatus(pending());
      open(`/payment-request?ref=${reference}`);
      await pass();
      for (let check = 0; check < POLL_FOR_MS / POLL_EVERY_MS; check += 1) {
        await pass(POLL_EVERY_MS);
      }
      expect(screen.getByRole('status').textContent).toContain(
        'we will e-mail you as soon as the payment is confirmed',
      );
      const checks = statusChecks();
      expect(checks).toBe(POLL_FOR_MS / POLL_EVERY_MS + 1);
      await pass(POLL_FOR_MS);
      expect(statusChecks()).toBe(checks);
    });
  });

  it('explains a failed subscription payment and sends the buyer back to pay the order', async () => {
    serveStatus(
      payment({
        state: 'failed',
        paidAt: null,
        invoiceNumber: null,
        failureReason: 'Your bank declined the payment.',
      }),
    );
    open(`/payment-request?ref=${reference}`);
    expect((await heading()).textContent).toBe('Your payment did not go through');
    expect(screen.getByRole('alert').textContent).toContain(
      'The payment was declined: Your bank declined the payment.',
    );
    expect(hrefOf('Try again')).toBe('/paynow?order=3f0c6a3e-8b1d-4c2a-9e7f-1a2b3c4d5e6f');
  });

  it('lets the payer of a failed advisory fee try again from here', async () => {
    serveStatus(advisory({ state: 'failed', failureReason: 'Card expired.' }));
    let sent: unknown;
    api.use(
      onEndpoint(paymentsApi.startLink, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(gateway);
      }),
    );
    const { user } = open(`/payment-request?ref=${reference}`);

    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(submitted).toHaveLength(1));
    expect(requests.at(-1)).toBe('POST /api/Transactions/Payment/link/start');
    expect(sent).toEqual({ reference });
    expect(submitted[0]?.getAttribute('action')).toBe(gateway.action);
  });

  it('asks the payer of a payment link to pay, saying so when they cancelled at the gateway', async () => {
    serveStatus(advisory());
    const { user } = open(`/payment-request?ref=${reference}&cancelled=1`);

    expect((await heading()).textContent).toBe('Your payment was not completed');
    expect(pageText()).toContain('The payment was cancelled before it was made.');
    expect(pageText()).toContain('PayerMeera Nair');
    expect(pageText()).toContain('ForRepresentation before the CIT(A), AY 2024-25');
    expect(pageText()).toContain('Amount, including GST₹59,000.00');
    expect(pageText()).toContain('card, UPI or wallet');

    const pay = screen.getByRole('button', { name: 'Pay ₹59,000.00' });
    await user.dblClick(pay);
    await vi.waitFor(() => expect(submitted).toHaveLength(1));
    expect(requests.filter((line) => line.startsWith('POST'))).toHaveLength(1);
    expect(pay.getAttribute('aria-disabled')).toBe('true');
  });

  it('says a cancelled payment link can no longer be paid, and offers no payment', async () => {
    serveStatus(advisory({ state: 'cancelled' }));
    open(`/payment-request?ref=${reference}`);

    expect((await heading()).textContent).toBe('This payment link has been cancelled');
    expect(pageText()).toContain('It can no longer be paid.');
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('sends the buyer of an unpaid subscription order to pay it', async () => {
    serveStatus(payment({ state: 'unpaid', paidAt: null, invoiceNumber: null }));
    open(`/payment-request?ref=${reference}`);
    expect((await heading()).textContent).toBe('This order is waiting for payment');
    expect(hrefOf('Pay for this order')).toBe('/paynow?order=3f0c6a3e-8b1d-4c2a-9e7f-1a2b3c4d5e6f');
  });

  it('says a link without a reference, or with one the server does not know, is not valid', async () => {
    api.use(refuse(paymentsApi.status, 404, 'NOT_FOUND', 'We could not find that payment.'));
    const first = open('/payment-request');
    const alert = await screen.findByRole('alert');
    expect(requests).toEqual([]);
    expect(alert.textContent).toContain('This payment link is not valid.');
    expect(alert.textContent).toContain(site.salesEmail);

    first.unmount();
    open('/payment-request?ref=not-a-reference');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This payment link is not valid.',
    );
    expect(requests).toEqual(['GET /api/Transactions/Payment/status/not-a-reference']);
  });

  it('offers to check again when the payment could not be checked', async () => {
    api.use(refuse(paymentsApi.status, 503, 'SERVICE_UNAVAILABLE', 'Down'));
    const { user } = open(`/payment-request?ref=${reference}`);

    // A server fault is asked once more by itself before the payer is told.
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toContain(
      'We could not check this payment.',
    );
    serveStatus(payment());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await heading()).textContent).toBe('Thank you: your payment has been received');
  });
});

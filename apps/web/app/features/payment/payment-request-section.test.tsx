import type { PaymentStatus } from '@prakar/shared/payments';
import { site } from '@prakar/shared/site';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  byRole,
  closeScreen,
  json,
  requests,
  type Screen,
} from '#app/features/users/dom-test-support.ts';
import { PaymentRequestSection } from './payment-request-section';
import { POLL_EVERY_MS, POLL_FOR_MS } from './use-payment-status';

let screen: Screen;

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
  ...changes,
});

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
    ...changes,
  });

const gateway = {
  action: 'https://api.razorpay.com/v1/checkout/embedded',
  fields: { order_id: 'order_9A33XWu170gUtm', amount: '5900000' },
};

/** Runs the clock (the polls wait on it) and lets answers arrive and React render. */
const pass = (ms = 0) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

async function open(address: string) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const router = createMemoryRouter(
    [{ path: '/payment-request', element: <PaymentRequestSection /> }],
    { initialEntries: [address] },
  );
  await act(async () => root.render(<RouterProvider router={router} />));
  await pass();
  screen = { router, container, root };
}

/** The status endpoint answers with each of `answers` in turn, then keeps the last. */
function stubStatus(...answers: PaymentStatus[]) {
  let index = 0;
  const fetch = vi.fn(async (url: string) => {
    if (url === '/api/Transactions/Payment/link/start') return json(200, gateway);
    if (url.endsWith('/invoice')) {
      return new Response(new Blob(['%PDF-1.7']), {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="PTA-2026-27-0042.pdf"',
        },
      });
    }
    const answer = answers[Math.min(index, answers.length - 1)];
    index += 1;
    return json(200, answer);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const text = () => screen.container.textContent ?? '';
const heading = () => screen.container.querySelector('h2')?.textContent;
const statusRegion = () => screen.container.querySelector('[role="status"]');
const linkTo = (name: string) =>
  Array.from(screen.container.querySelectorAll('a'))
    .find((link) => link.textContent === name)
    ?.getAttribute('href');
const statusChecks = (fetch: ReturnType<typeof stubStatus>) =>
  requests(fetch).filter((line) => line === `GET ${statusPath}`).length;

/** Forms sent to the gateway, instead of leaving the page. */
let submitted: HTMLFormElement[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  submitted = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
    this: HTMLFormElement,
  ) {
    submitted.push(this);
  });
});

afterEach(() => {
  closeScreen(screen);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('the payment page', () => {
  it('thanks the payer, with the amount, order and invoice, the invoice to download and the apps', async () => {
    const fetch = stubStatus(payment());
    const downloads: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:invoice');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    await open(`/payment-request?ref=${reference}`);

    expect(statusRegion()?.textContent).toBe('Thank you: your payment has been received');
    expect(text()).toContain('Order numberORD-000042');
    expect(text()).toContain('Amount, including GST₹68,440.00');
    expect(text()).toContain('Paid on23 November 2026, 2:05 pm IST');
    expect(text()).toContain('Invoice numberPTA/2026-27/0042');
    expect(text()).not.toContain('Payer');
    expect(linkTo('My Subscription')).toBe('/my-subscription');
    expect(linkTo('My Apps')).toBe('/product-dashboard');

    await act(async () => byRole('button', 'Download invoice').click());
    await pass();
    expect(requests(fetch).at(-1)).toBe(`GET ${statusPath}/invoice`);
    expect(downloads).toEqual(['PTA-2026-27-0042.pdf']);
  });

  it('keeps checking a pending payment, announces the result and stops once it is paid', async () => {
    const fetch = stubStatus(
      payment({ state: 'pending', paidAt: null, invoiceNumber: null }),
      payment({ state: 'pending', paidAt: null, invoiceNumber: null }),
      payment(),
    );
    await open(`/payment-request?ref=${reference}`);
    const region = statusRegion();
    expect(region?.textContent).toContain('We are confirming your payment…');
    expect(statusChecks(fetch)).toBe(1);

    await pass(POLL_EVERY_MS);
    expect(statusChecks(fetch)).toBe(2);
    expect(text()).toContain('We are confirming your payment…');

    await pass(POLL_EVERY_MS);
    expect(statusChecks(fetch)).toBe(3);
    // The same live region, so a screen reader hears the change.
    expect(statusRegion()).toBe(region);
    expect(region?.textContent).toBe('Thank you: your payment has been received');

    await pass(POLL_EVERY_MS * 5);
    expect(statusChecks(fetch)).toBe(3);
  });

  it('stops checking when the visitor leaves the page', async () => {
    const fetch = stubStatus(payment({ state: 'pending', paidAt: null, invoiceNumber: null }));
    await open(`/payment-request?ref=${reference}`);
    await pass(POLL_EVERY_MS);
    expect(statusChecks(fetch)).toBe(2);

    act(() => screen.root.unmount());
    await pass(POLL_EVERY_MS * 5);
    expect(statusChecks(fetch)).toBe(2);
  });

  it('gives up after about two minutes and says the confirmation will come by e-mail', async () => {
    const fetch = stubStatus(payment({ state: 'pending', paidAt: null, invoiceNumber: null }));
    await open(`/payment-request?ref=${reference}`);
    await pass(POLL_FOR_MS);
    expect(statusRegion()?.textContent).toContain(
      'we will e-mail you as soon as the payment is confirmed',
    );
    const checks = statusChecks(fetch);
    await pass(POLL_FOR_MS);
    expect(statusChecks(fetch)).toBe(checks);
  });

  it('explains a failed subscription payment and sends the buyer back to pay the order', async () => {
    stubStatus(
      payment({
        state: 'failed',
        paidAt: null,
        invoiceNumber: null,
        failureReason: 'Your bank declined the payment.',
      }),
    );
    await open(`/payment-request?ref=${reference}`);
    expect(heading()).toBe('Your payment did not go through');
    expect(screen.container.querySelector('[role="alert"]')?.textContent).toContain(
      'The payment was declined: Your bank declined the payment.',
    );
    expect(linkTo('Try again')).toBe('/paynow?order=3f0c6a3e-8b1d-4c2a-9e7f-1a2b3c4d5e6f');
  });

  it('lets the payer of a failed advisory fee try again from here', async () => {
    const fetch = stubStatus(advisory({ state: 'failed', failureReason: 'Card expired.' }));
    await open(`/payment-request?ref=${reference}`);

    await act(async () => byRole('button', 'Try again').click());
    await pass();
    const start = fetch.mock.calls.at(-1) as unknown as [string, RequestInit];
    expect(requests(fetch).at(-1)).toBe('POST /api/Transactions/Payment/link/start');
    expect(JSON.parse(String(start[1].body))).toEqual({ reference });
    expect(submitted).toHaveLength(1);
    expect(submitted[0]?.getAttribute('action')).toBe(gateway.action);
  });

  it('asks the payer of a payment link to pay, saying so when they cancelled at the gateway', async () => {
    const fetch = stubStatus(advisory());
    await open(`/payment-request?ref=${reference}&cancelled=1`);

    expect(heading()).toBe('Your payment was not completed');
    expect(text()).toContain('The payment was cancelled before it was made.');
    expect(text()).toContain('PayerMeera Nair');
    expect(text()).toContain('ForRepresentation before the CIT(A), AY 2024-25');
    expect(text()).toContain('Amount, including GST₹59,000.00');
    expect(text()).toContain('card, UPI or wallet');

    const pay = byRole<HTMLButtonElement>('button', 'Pay ₹59,000.00');
    await act(async () => {
      pay.click();
      pay.click();
    });
    await pass();
    expect(requests(fetch).filter((line) => line.startsWith('POST'))).toHaveLength(1);
    expect(pay.getAttribute('aria-disabled')).toBe('true');
    expect(submitted).toHaveLength(1);
  });

  it('sends the buyer of an unpaid subscription order to pay it', async () => {
    stubStatus(payment({ state: 'unpaid', paidAt: null, invoiceNumber: null }));
    await open(`/payment-request?ref=${reference}`);
    expect(heading()).toBe('This order is waiting for payment');
    expect(linkTo('Pay for this order')).toBe('/paynow?order=3f0c6a3e-8b1d-4c2a-9e7f-1a2b3c4d5e6f');
  });

  it('says a link without a reference, or with one the server does not know, is not valid', async () => {
    const fetch = vi.fn(async () =>
      json(404, { error: { code: 'NOT_FOUND', message: 'We could not find that payment.' } }),
    );
    vi.stubGlobal('fetch', fetch);
    await open('/payment-request');
    expect(fetch).not.toHaveBeenCalled();
    const alert = () => screen.container.querySelector('[role="alert"]')?.textContent ?? '';
    expect(alert()).toContain('This payment link is not valid.');
    expect(alert()).toContain(site.salesEmail);

    closeScreen(screen);
    await open('/payment-request?ref=not-a-reference');
    expect(requests(fetch)).toEqual(['GET /api/Transactions/Payment/status/not-a-reference']);
    expect(alert()).toContain('This payment link is not valid.');
  });
});

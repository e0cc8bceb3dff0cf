import { gstBreakdown } from '@prakar/shared/gst';
import type { Order } from '@prakar/shared/orders';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  byRole,
  closeScreen,
  json,
  openScreen,
  requests,
  type Screen,
  settle,
  spokenText,
} from '#app/features/users/dom-test-support.ts';
import { PayNowSection } from './pay-now-section';

let screen: Screen;

const orderId = '3f0c6a3e-8b1d-4c2a-9e7f-1a2b3c4d5e6f';
const order: Order = {
  lines: [
    {
      planCode: 'EPOI_STARTER',
      productCode: 'EPOI',
      description: 'E-POI Starter plan',
      sac: '997331',
      quantity: 2,
      unitPricePaise: 2_400_000,
      amountPaise: 4_800_000,
    },
  ],
  ...gstBreakdown(4_800_000, '29'),
  placeOfSupply: '29',
  id: orderId,
  number: 'ORD-000042',
  reference: 'q8Xo1Zr4Vt0bC2nK5mP7sW9yA3dF6hJ0lN2pR4tU6wY',
  kind: 'subscription',
  status: 'awaiting_payment',
  createdAt: '2026-11-23T08:35:09.000Z',
  paidAt: null,
  buyer: {
    name: 'Nair Logistics LLP',
    email: 'meera@example.in',
    gstin: '29AAPFU0939F1ZR',
    pan: 'AAPFU0939F',
    stateCode: '29',
  },
  invoice: null,
};
const paid: Order = { ...order, status: 'paid', paidAt: '2026-11-23T09:00:00.000Z' };

const gateway = {
  action: 'https://api.razorpay.com/v1/checkout/embedded',
  fields: { order_id: 'order_9A33XWu170gUtm', amount: '5664000' },
};

const open = async (address: string) => {
  screen = await openScreen('/paynow', <PayNowSection />, address);
};
const text = () => screen.container.textContent ?? '';
const linkTo = (name: string) =>
  Array.from(screen.container.querySelectorAll('a'))
    .find((link) => link.textContent === name)
    ?.getAttribute('href');

let submitted: HTMLFormElement[] = [];

beforeEach(() => {
  submitted = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
    this: HTMLFormElement,
  ) {
    submitted.push(this);
  });
});

afterEach(() => {
  closeScreen(screen);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('paying for an order', () => {
  it('shows the order and its tax, then takes the buyer to the gateway once', async () => {
    const fetch = vi.fn(async (url: string) =>
      url === '/api/Transactions/Payment/start' ? json(200, gateway) : json(200, order),
    );
    vi.stubGlobal('fetch', fetch);
    await open(`/paynow?order=${orderId}`);

    expect(requests(fetch)).toEqual([`GET /api/Transactions/Order/${orderId}`]);
    expect(screen.container.querySelector('h2')?.textContent).toBe('Order ORD-000042');
    expect(text()).toContain('Billed toNair Logistics LLP');
    expect(text()).toContain('GSTIN29AAPFU0939F1ZR');
    const footer = Array.from(screen.container.querySelectorAll('tfoot tr')).map((row) =>
      spokenText(row),
    );
    expect(footer).toEqual(['Subtotal₹48,000.00', 'IGST at 18%₹8,640.00', 'Total₹56,640.00']);
    expect(text()).toContain('card, UPI or wallet');

    const pay = byRole<HTMLButtonElement>('button', 'Pay ₹56,640.00 securely');
    await act(async () => {
      pay.click();
      pay.click();
    });
    await settle();
    const starts = fetch.mock.calls.filter(([url]) => url === '/api/Transactions/Payment/start');
    expect(starts).toHaveLength(1);
    expect(JSON.parse(String((starts[0] as unknown as [string, RequestInit])[1].body))).toEqual({
      orderId,
    });
    expect(pay.getAttribute('aria-disabled')).toBe('true');
    expect(submitted).toHaveLength(1);
    const fields = Array.from(submitted[0]?.querySelectorAll('input') ?? []).map((input) => [
      input.name,
      input.value,
    ]);
    expect(fields).toEqual(Object.entries(gateway.fields));
  });

  it('says when the order has been paid already, with the way to the transactions', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, paid)),
    );
    await open(`/paynow?order=${orderId}`);
    expect(text()).toContain('Order ORD-000042 has been paid');
    expect(linkTo('See it in your transaction history')).toBe('/transaction-history');
    expect(screen.container.querySelector('button')).toBeNull();
  });

  it('shows the order as paid when it was paid meanwhile', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(200, order))
      .mockResolvedValueOnce(
        json(409, { error: { code: 'CONFLICT', message: 'This order has already been paid.' } }),
      )
      .mockResolvedValueOnce(json(200, paid));
    vi.stubGlobal('fetch', fetch);
    await open(`/paynow?order=${orderId}`);

    await act(async () => byRole('button', 'Pay ₹56,640.00 securely').click());
    await settle();
    expect(requests(fetch).at(-1)).toBe(`GET /api/Transactions/Order/${orderId}`);
    expect(text()).toContain('Order ORD-000042 has been paid');
    expect(submitted).toHaveLength(0);
  });

  it('says so, with the way back to the cart, when there is no such order', async () => {
    const fetch = vi.fn(async () =>
      json(404, { error: { code: 'NOT_FOUND', message: 'We could not find that order.' } }),
    );
    vi.stubGlobal('fetch', fetch);
    await open('/paynow');
    expect(fetch).not.toHaveBeenCalled();
    expect(text()).toContain('We could not find that order.');
    expect(linkTo('Go to your cart')).toBe('/add-cart');

    closeScreen(screen);
    await open('/paynow?order=unknown');
    expect(requests(fetch)).toEqual(['GET /api/Transactions/Order/unknown']);
    expect(text()).toContain('We could not find that order.');
  });
});

import { gstBreakdown } from '@prakar/shared/gst';
import type { Order, PriceBreakdown } from '@prakar/shared/orders';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStoredCart, writeStoredCart } from '#app/features/cart/cart-store.ts';
import { cartLine, catalogue, savedCart } from '#app/features/cart/cart-test-data.ts';
import type { ProfileData } from '#app/features/profile/profile-form.tsx';
import { setUser } from '#app/features/session/session-store.ts';
import {
  byRole,
  closeScreen,
  fill,
  json,
  openRoutes,
  requests,
  type Screen,
  settle,
  spokenText,
} from '#app/features/users/dom-test-support.ts';
import type { UserRecord } from '#app/lib/user-record.ts';
import { NETWORK_FAILURE } from './billing-form';
import { CheckoutSection } from './checkout-section';

let screen: Screen;

async function open() {
  screen = await openRoutes(
    [
      { path: '/checkout', element: <CheckoutSection /> },
      { path: '/paynow', element: <p>Pay now</p> },
    ],
    ['/checkout'],
  );
}

const buyer: UserRecord = {
  UserId: 7,
  RoleId: 2,
  IsAdmin: true,
  Name: 'Asha Kulkarni',
  IsProfileDataSaved: 'Yes',
  Permissions: ['manage:profile:own', 'purchase:org'],
};

const profile: ProfileData = {
  user: { name: 'Asha Kulkarni', email: 'asha@example.in', mobile: '9820012345' },
  organisation: {
    name: 'Kulkarni Textiles',
    corporateName: 'kulkarni',
    legalName: 'Kulkarni Textiles Private Limited',
    pan: 'AAPFU0939F',
    gstin: '27AAPFU0939F1ZV',
    tan: null,
    addressLine1: '12 Mill Road',
    addressLine2: null,
    city: 'Mumbai',
    stateCode: '27',
    pinCode: '400013',
  },
  isProfileDataSaved: 'Yes',
};

const cart = savedCart([cartLine('EPOI_STARTER', 2), cartLine('SMART_TDS_SINGLE')]);
const items = [
  { planCode: 'EPOI_STARTER', quantity: 2 },
  { planCode: 'SMART_TDS_SINGLE', quantity: 1 },
];

/** The server's quote for a state, as the real one works it out. */
function quote(stateCode: string): PriceBreakdown {
  const lines = cart.lines.map((line) => ({
    planCode: line.planCode,
    productCode: line.productCode,
    description: `${line.productName} ${line.planName} plan`,
    sac: '997331',
    quantity: line.quantity,
    unitPricePaise: line.unitPricePaise,
    amountPaise: line.amountPaise,
  }));
  return { lines, ...gstBreakdown(cart.subtotalPaise, stateCode), placeOfSupply: stateCode };
}

const order: Order = {
  ...quote('27'),
  id: '3f0c6a3e-8b1d-4c2a-9e7f-1a2b3c4d5e6f',
  number: 'ORD-000042',
  reference: 'r'.repeat(43),
  kind: 'subscription',
  status: 'awaiting_payment',
  createdAt: '2026-11-23T08:35:09.000Z',
  paidAt: null,
  buyer: {
    name: 'Kulkarni Textiles Private Limited',
    email: 'asha@example.in',
    gstin: '27AAPFU0939F1ZV',
    pan: 'AAPFU0939F',
    stateCode: '27',
  },
  invoice: null,
};

type Handler = (body: unknown) => Response | Promise<Response>;

/** The API of a signed-in buyer; `createOrder` answers as the test says. */
function stubServer(createOrder: Handler = () => json(201, order), saved: ProfileData = profile) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    switch (url) {
      case '/api/Masters/Products':
        return json(200, catalogue);
      case '/api/Transactions/UserCart/getusercart/7':
        return json(200, cart);
      case '/api/Details/Profile':
        return json(200, saved);
      case '/api/Transactions/Order/quote':
        return json(200, quote((body as { stateCode: string }).stateCode));
      case '/api/Transactions/Order/createOrder':
        return createOrder(body);
      case '/api/Transactions/UserCart/save':
        return json(200, savedCart([]));
      default:
        return json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
    }
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const value = (id: string) => byId<HTMLInputElement | HTMLSelectElement>(id).value;
const bodiesOf = (fetch: ReturnType<typeof stubServer>, url: string) =>
  fetch.mock.calls
    .filter(([called]) => called === url)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
const priceRows = () =>
  Array.from(screen.container.querySelectorAll('#checkout-price tr')).map((row) =>
    Array.from(row.children).map((cell) => spokenText(cell)),
  );
const linkTo = (name: string) =>
  Array.from(screen.container.querySelectorAll('a'))
    .find((link) => link.textContent === name)
    ?.getAttribute('href');
const placeOrder = () => byRole<HTMLButtonElement>('button', 'Place order and pay');

afterEach(() => {
  closeScreen(screen);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setUser(null);
  localStorage.clear();
});

describe('checkout for an anonymous visitor', () => {
  it('shows the cart and asks them to sign in, coming back here after', async () => {
    const fetch = stubServer();
    writeStoredCart([{ planCode: 'EPOI_GROWTH', quantity: 2 }]);
    await open();

    expect(requests(fetch)).toEqual(['GET /api/Masters/Products']);
    expect(screen.container.querySelector('tbody')?.textContent).toContain('E-POI Growth');
    expect(screen.container.querySelector('tfoot')?.textContent).toBe(
      'Subtotal before GST₹96,000.00',
    );
    expect(linkTo('Sign in to check out')).toBe(`/login?returnUrl=${btoa('/checkout')}`);
    expect(linkTo('Create an account')).toBe('/sign-up');
    expect(byId('billing-legal-name')).toBeNull();
  });
});

describe('checkout for a signed-in user', () => {
  it('tells a user who may not buy that their administrator does, without a form', async () => {
    stubServer();
    setUser({ ...buyer, IsAdmin: false, Permissions: ['manage:profile:own'] });
    await open();
    expect(screen.container.textContent).toContain(
      'Plans are bought by your organisation’s administrator.',
    );
    expect(byId('billing-legal-name')).toBeNull();
  });

  it('sends a buyer with an incomplete profile to complete it first', async () => {
    stubServer();
    setUser({ ...buyer, IsProfileDataSaved: 'No' });
    await open();
    expect(screen.container.textContent).toContain('Before you buy, please complete your profile.');
    expect(linkTo('Complete your profile')).toBe('/user-profile');
    expect(byId('billing-legal-name')).toBeNull();
  });

  it('fills the billing details from the profile and shows the server’s price for that state', async () => {
    const fetch = stubServer();
    setUser(buyer);
    await open();

    expect(
      [
        'billing-legal-name',
        'billing-gstin',
        'billing-pan',
        'billing-address-1',
        'billing-address-2',
        'billing-city',
        'billing-state',
        'billing-pin-code',
      ].map(value),
    ).toEqual([
      'Kulkarni Textiles Private Limited',
      '27AAPFU0939F1ZV',
      'AAPFU0939F',
      '12 Mill Road',
      '',
      'Mumbai',
      '27',
      '400013',
    ]);
    expect(bodiesOf(fetch, '/api/Transactions/Order/quote')).toEqual([{ items, stateCode: '27' }]);
    expect(priceRows()).toEqual([
      ['Item', 'Years', 'Price a year', 'Amount'],
      ['E-POI Starter plan', '2', '₹24,000.00', '₹48,000.00'],
      ['Smart TDS Single plan', '1', '₹10,000.00', '₹10,000.00'],
      ['Subtotal', '₹58,000.00'],
      ['CGST at 9%', '₹5,220.00'],
      ['SGST at 9%', '₹5,220.00'],
      ['Total', '₹68,440.00'],
    ]);
  });

  it('asks for a new quote when the billing state changes: IGST outside the seller’s state', async () => {
    const fetch = stubServer();
    setUser(buyer);
    await open();

    await act(async () => fill(byId('billing-state'), '29'));
    await settle();
    expect(bodiesOf(fetch, '/api/Transactions/Order/quote').at(-1)).toEqual({
      items,
      stateCode: '29',
    });
    expect(priceRows().slice(3)).toEqual([
      ['Subtotal', '₹58,000.00'],
      ['IGST at 18%', '₹10,440.00'],
      ['Total', '₹68,440.00'],
    ]);
    expect(screen.container.textContent).toContain('Place of supply: Karnataka (29).');
  });

  it('shows a state kept with a retired code, asks no price for it, and says which code replaced it', async () => {
    const fetch = stubServer(undefined, {
      ...profile,
      organisation: { ...profile.organisation, gstin: null, stateCode: '28', pinCode: '520001' },
    });
    setUser(buyer);
    await open();

    const state = byId<HTMLSelectElement>('billing-state');
    expect(state.value).toBe('28');
    expect(state.selectedOptions[0]?.textContent).toBe(
      'Andhra Pradesh (before 2014), code 28: no longer used',
    );
    expect(state.selectedOptions[0]?.disabled).toBe(true);
    expect(bodiesOf(fetch, '/api/Transactions/Order/quote')).toEqual([]);

    await act(async () => placeOrder().click());
    await settle();
    expect(byId('billing-state-error').textContent).toBe(
      'State code 28 (Andhra Pradesh before 2014) is no longer used: Andhra Pradesh is now code 37.',
    );
    expect(bodiesOf(fetch, '/api/Transactions/Order/createOrder')).toEqual([]);

    await act(async () => fill(state, '37'));
    await settle();
    expect(bodiesOf(fetch, '/api/Transactions/Order/quote')).toEqual([{ items, stateCode: '37' }]);
  });

  it('puts the server’s objection to the GSTIN next to the GSTIN', async () => {
    const inactive = 'This GSTIN is not active on the GST portal.';
    stubServer(() =>
      json(400, {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Please check the billing details.',
          fields: { 'billing.gstin': inactive },
        },
      }),
    );
    setUser(buyer);
    await open();

    await act(async () => placeOrder().click());
    await settle();
    expect(byId('billing-gstin-error').textContent).toBe(inactive);
    expect(byId('billing-gstin').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement?.id).toBe('billing-gstin');
    expect(screen.container.querySelector('[role="alert"]')).toBeNull();
    expect(screen.router.state.location.pathname).toBe('/checkout');
  });

  it('places one order for a double click, then empties the cart and goes on to pay', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = stubServer(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    setUser(buyer);
    writeStoredCart(items);
    await open();

    await act(async () => {
      placeOrder().click();
      placeOrder().click();
    });
    await settle();
    expect(placeOrder().getAttribute('aria-disabled')).toBe('true');
    await act(async () => answer(json(201, order)));
    await settle();

    const orders = bodiesOf(fetch, '/api/Transactions/Order/createOrder');
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      items,
      billing: {
        legalName: 'Kulkarni Textiles Private Limited',
        gstin: '27AAPFU0939F1ZV',
        pan: 'AAPFU0939F',
        addressLine1: '12 Mill Road',
        addressLine2: '',
        city: 'Mumbai',
        stateCode: '27',
        pinCode: '400013',
      },
    });
    expect(screen.router.state.location.pathname).toBe('/paynow');
    expect(screen.router.state.location.search).toBe(`?order=${order.id}`);
    expect(readStoredCart()).toEqual([]);
    expect(bodiesOf(fetch, '/api/Transactions/UserCart/save')).toEqual([
      { items: [], merge: false },
    ]);
  });

  it('sends the same idempotency key again when the first attempt was lost', async () => {
    let attempts = 0;
    const fetch = stubServer(() =>
      attempts++ === 0 ? Promise.reject(new TypeError('Failed to fetch')) : json(201, order),
    );
    setUser(buyer);
    await open();

    await act(async () => placeOrder().click());
    await settle();
    expect(screen.container.querySelector('[role="alert"]')?.textContent).toBe(NETWORK_FAILURE);
    expect(placeOrder().getAttribute('aria-disabled')).toBeNull();

    await act(async () => placeOrder().click());
    await settle();
    const keys = bodiesOf(fetch, '/api/Transactions/Order/createOrder').map(
      (body) => body.idempotencyKey,
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(keys[1]).toBe(keys[0]);
    expect(screen.router.state.location.pathname).toBe('/paynow');
  });
});

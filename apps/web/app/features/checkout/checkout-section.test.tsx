import { cartApi } from '@prakar/shared/api/cart';
import { catalogueApi } from '@prakar/shared/api/catalogue';
import { ordersApi } from '@prakar/shared/api/orders';
import { paymentsApi } from '@prakar/shared/api/payments';
import { profileApi } from '@prakar/shared/api/profile';
import { gstBreakdown } from '@prakar/shared/gst';
import type { PriceBreakdown } from '@prakar/shared/orders';
import type { ProfileData } from '@prakar/shared/profile';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '#app/components/toasts/notify.ts';
import { apiQueryKey } from '#app/lib/api-query-key.ts';
import { readStoredCart, writeStoredCart } from '#app/lib/cart/cart-store.ts';
import { setUser } from '#app/lib/session/session-store.ts';
import type { UserRecord } from '#app/lib/user-record.ts';
import {
  answer,
  onEndpoint,
  recordRequests,
  refuse,
  setupApiServer,
} from '#tests/component/api-server.ts';
import { cartLine, catalogue, savedCart } from '#tests/component/cart-test-data.ts';
import { gatewayForm, recordGatewayForms } from '#tests/component/gateway-forms.ts';
import { unpaidOrder } from '#tests/component/order-data.ts';
import { renderRoutes } from '#tests/component/render.tsx';
import { NETWORK_FAILURE } from './billing-form';
import { CheckoutSection } from './checkout-section';

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

const order = unpaidOrder(quote('27'), {
  name: 'Kulkarni Textiles Private Limited',
  email: 'asha@example.in',
  gstin: '27AAPFU0939F1ZV',
  pan: 'AAPFU0939F',
  stateCode: '27',
});

/** What the server received, by endpoint: the bodies of quotes, orders and cart saves. */
const sent = {
  quotes: [] as unknown[],
  orders: [] as Record<string, unknown>[],
  saves: [] as unknown[],
};

const api = setupApiServer(
  answer(catalogueApi.listProducts, catalogue),
  answer(cartApi.get, cart),
  answer(profileApi.get, profile),
  answer(paymentsApi.start, gatewayForm),
  onEndpoint(ordersApi.quote, async ({ request }) => {
    const body = (await request.json()) as { stateCode: string };
    sent.quotes.push(body);
    return HttpResponse.json(quote(body.stateCode));
  }),
  onEndpoint(cartApi.save, async ({ request }) => {
    sent.saves.push(await request.json());
    return HttpResponse.json(savedCart([]));
  }),
);
const requests = recordRequests(api);

/** `createOrder` answers as the test says, after recording the body. */
function serveOrders(reply: () => Response | Promise<Response>) {
  api.use(
    onEndpoint(ordersApi.create, async ({ request }) => {
      sent.orders.push((await request.json()) as Record<string, unknown>);
      return reply();
    }),
  );
}

function open(addresses = ['/checkout']) {
  return renderRoutes(
    [
      { path: '/checkout', element: <CheckoutSection /> },
      { path: '/paynow', element: <p>Pay now</p> },
      { path: '/add-cart', element: <p>Your cart</p> },
    ],
    addresses,
  );
}

const submitted = recordGatewayForms();

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement | HTMLSelectElement>(label);
const legalName = () => screen.findByLabelText<HTMLInputElement>(/^Legal name/);
const priceRows = () =>
  within(screen.getByRole('table', { name: 'Price' }))
    .getAllByRole('row')
    .map((row) => Array.from(row.children, (cell) => cell.textContent));
/** The order button: "Pay ₹…" once the order is priced, "Place order and pay" before. */
const placeOrder = () =>
  screen.getByRole('button', { name: /^(Place order and pay|Pay ₹[\d,]+(\.\d\d)?)$/ });

afterEach(() => {
  sent.quotes = [];
  sent.orders = [];
  sent.saves = [];
});

describe('checkout for an anonymous visitor', () => {
  it('shows the cart and asks them to sign in, coming back here after', async () => {
    writeStoredCart([{ planCode: 'EPOI_GROWTH', quantity: 2 }]);
    open();

    const table = await screen.findByRole('table', { name: 'Your cart' });
    expect(requests).toEqual(['GET /api/Masters/Products']);
    expect(within(table).getByRole('rowheader', { name: /E-POI Growth/ })).toBeDefined();
    expect(table.querySelector('tfoot')?.textContent).toBe('Subtotal before GST₹96,000.00');
    expect(screen.getByRole('link', { name: 'Sign in to check out' }).getAttribute('href')).toBe(
      `/login?returnUrl=${btoa('/checkout')}`,
    );
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/sign-up',
    );
    expect(screen.queryByLabelText(/^Legal name/)).toBeNull();
  });
});

describe('checkout for a signed-in user', () => {
  it('tells a user who may not buy that their administrator does, without a form', async () => {
    setUser({ ...buyer, IsAdmin: false, Permissions: ['manage:profile:own'] });
    open();
    expect(
      await screen.findByText('Plans are bought by your organisation’s administrator.'),
    ).toBeDefined();
    expect(screen.queryByLabelText(/^Legal name/)).toBeNull();
  });

  it('sends a buyer with an incomplete profile to complete it first', async () => {
    setUser({ ...buyer, IsProfileDataSaved: 'No' });
    open();
    expect(await screen.findByText('Before you buy, please complete your profile.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Complete your profile' }).getAttribute('href')).toBe(
      `/user-profile?returnUrl=${btoa('/checkout').replace(/=+$/, '')}`,
    );
    expect(screen.queryByLabelText(/^Legal name/)).toBeNull();
  });

  it('fills the billing details from the profile and shows the server’s price for that state', async () => {
    setUser(buyer);
    open();

    await legalName();
    expect(
      [
        /^Legal name/,
        /^GSTIN/,
        /^PAN/,
        /^Address line 1/,
        /^Address line 2/,
        /^City/,
        /^State/,
        /^PIN code/,
      ].map((label) => field(label).value),
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
    await screen.findByRole('table', { name: 'Price' });
    expect(sent.quotes).toEqual([{ items, stateCode: '27' }]);
    expect(priceRows()).toEqual([
      ['Item', 'Years', 'Price a year', 'Amount'],
      ['E-POI Starter plan', '2', '₹24,000.00', '₹48,000.00'],
      ['Smart TDS Single plan', '1', '₹10,000.00', '₹10,000.00'],
      ['Subtotal', '₹58,000.00'],
      ['CGST at 9%', '₹5,220.00'],
      ['SGST at 9%', '₹5,220.00'],
      ['Total', '₹68,440.00'],
    ]);
    // The one button says what the buyer is about to pay.
    expect(placeOrder().textContent).toBe('Pay ₹68,440');
  });

  it('keeps the total beside the one Pay button, which is the form’s own submit button', async () => {
    setUser(buyer);
    open();
    const name = await legalName();
    await screen.findByRole('table', { name: 'Price' });

    const pay = placeOrder() as HTMLButtonElement;
    expect(screen.getAllByRole('button', { name: /Pay/ })).toEqual([pay]);
    expect(pay.type).toBe('submit');
    expect(pay.form).toBe(name.form);
    // The bar that stays at the foot of the screen: the total, then the button.
    expect(pay.parentElement?.textContent).toBe('Total ₹68,440.00 incl. GSTPay ₹68,440');
  });

  it('asks for a new quote when the billing state changes: IGST outside the seller’s state', async () => {
    setUser(buyer);
    const { user } = open();
    await legalName();
    await screen.findByRole('table', { name: 'Price' });

    await user.selectOptions(field(/^State/), '29');
    expect(await screen.findByText('Place of supply: Karnataka (29).')).toBeDefined();
    expect(sent.quotes.at(-1)).toEqual({ items, stateCode: '29' });
    expect(priceRows().slice(3)).toEqual([
      ['Subtotal', '₹58,000.00'],
      ['IGST at 18%', '₹10,440.00'],
      ['Total', '₹68,440.00'],
    ]);
  });

  it('shows a state kept with a retired code, asks no price for it, and says which code replaced it', async () => {
    api.use(
      answer(profileApi.get, {
        ...profile,
        organisation: {
          ...profile.organisation,
          gstin: null,
          stateCode: '28',
          pinCode: '520001',
        },
      }),
    );
    setUser(buyer);
    const { user } = open();
    await legalName();

    const state = field(/^State/) as HTMLSelectElement;
    expect(state.value).toBe('28');
    expect(state.selectedOptions[0]?.textContent).toBe(
      'Andhra Pradesh (before 2014), code 28: no longer used',
    );
    expect(state.selectedOptions[0]?.disabled).toBe(true);
    expect(
      screen.getByText('Choose the billing state to see the GST and the total.'),
    ).toBeDefined();
    expect(sent.quotes).toEqual([]);

    await user.click(placeOrder());
    expect(
      (await screen.findByText(/State code 28 \(Andhra Pradesh before 2014\)/)).textContent,
    ).toBe(
      'State code 28 (Andhra Pradesh before 2014) is no longer used: Andhra Pradesh is now code 37.',
    );
    expect(sent.orders).toEqual([]);

    await user.selectOptions(state, '37');
    await screen.findByRole('table', { name: 'Price' });
    expect(sent.quotes).toEqual([{ items, stateCode: '37' }]);
  });

  it('puts the server’s objection to the GSTIN next to the GSTIN', async () => {
    const inactive = 'This GSTIN is not active on the GST portal.';
    serveOrders(() =>
      HttpResponse.json(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Please check the billing details.',
            fields: { 'billing.gstin': inactive },
          },
        },
        { status: 400 },
      ),
    );
    setUser(buyer);
    const { user, location } = open();
    await legalName();

    await user.click(placeOrder());
    expect(await screen.findByText(inactive)).toBeDefined();
    const gstin = field(/^GSTIN/);
    expect(gstin.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(gstin);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(location().pathname).toBe('/checkout');
  });

  it('places one order for a double click and goes straight to the gateway, keeping the cart', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    serveOrders(async () => {
      await answered;
      return HttpResponse.json(order, { status: 201 });
    });
    const starts: unknown[] = [];
    api.use(
      onEndpoint(paymentsApi.start, async ({ request }) => {
        starts.push(await request.json());
        return HttpResponse.json(gatewayForm);
      }),
    );
    setUser(buyer);
    writeStoredCart(items);
    const { user, location, router, client } = open(['/add-cart', '/checkout']);
    await legalName();

    await user.dblClick(placeOrder());
    await vi.waitFor(() => expect(placeOrder().getAttribute('aria-disabled')).toBe('true'));
    release();
    await vi.waitFor(() => expect(submitted).toHaveLength(1));

    expect(sent.orders).toHaveLength(1);
    expect(sent.orders[0]).toMatchObject({
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
    expect(starts).toEqual([{ orderId: order.id }]);
    expect(submitted[0]?.action).toBe(gatewayForm.action);
    // The checkout's place in the history is now the order's page: Back from the gateway finds
    // the order, and Back from there the cart.
    expect(location().pathname).toBe('/paynow');
    expect(location().search).toBe(`?order=${order.id}`);
    expect(
      client.getQueryData(apiQueryKey(ordersApi.get, { params: { orderId: order.id } })),
    ).toEqual(order);
    await router.navigate(-1);
    expect(location().pathname).toBe('/add-cart');
    // The cart stays until the order is paid.
    expect(readStoredCart()).toEqual(items);
    expect(sent.saves).toEqual([]);
  });

  it('shows the order, with the gateway’s refusal, when the payment cannot start', async () => {
    serveOrders(() => HttpResponse.json(order, { status: 201 }));
    const message = 'The payment service is not answering just now.';
    api.use(refuse(paymentsApi.start, 503, 'SERVICE_UNAVAILABLE', message));
    const error = vi.spyOn(notify, 'error').mockImplementation(() => {});
    setUser(buyer);
    const { user, location } = open();
    await legalName();
    await user.click(placeOrder());
    await vi.waitFor(() => expect(location().pathname).toBe('/paynow'));
    expect(submitted).toHaveLength(0);
    expect(error).toHaveBeenCalledWith(message);
  });

  it('refreshes the transactions and subscriptions read before, once the order is placed', async () => {
    serveOrders(() => HttpResponse.json(order, { status: 201 }));
    setUser(buyer);
    const { user, client } = open();
    const transactions = ['transactions', 'list', {}];
    const subscriptions = ['subscriptions', 'list', {}];
    client.setQueryData(transactions, { items: [] });
    client.setQueryData(subscriptions, { items: [] });
    await legalName();

    await user.click(placeOrder());
    expect(await screen.findByText('Pay now')).toBeDefined();
    await vi.waitFor(() => expect(client.getQueryState(transactions)?.isInvalidated).toBe(true));
    expect(client.getQueryState(subscriptions)?.isInvalidated).toBe(true);
  });

  it('sends the same idempotency key again when the first attempt was lost', async () => {
    let attempts = 0;
    serveOrders(() =>
      attempts++ === 0 ? HttpResponse.error() : HttpResponse.json(order, { status: 201 }),
    );
    setUser(buyer);
    const { user, location } = open();
    await legalName();

    await user.click(placeOrder());
    expect((await screen.findByRole('alert')).textContent).toBe(NETWORK_FAILURE);
    expect(placeOrder().getAttribute('aria-disabled')).toBeNull();

    await user.click(placeOrder());
    expect(await screen.findByText('Pay now')).toBeDefined();
    const keys = sent.orders.map((body) => body.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(keys[1]).toBe(keys[0]);
    expect(location().pathname).toBe('/paynow');
  });
});

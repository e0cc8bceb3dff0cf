import { cartApi } from '@prakar/shared/api/cart';
import { catalogueApi } from '@prakar/shared/api/catalogue';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { readStoredCart, writeStoredCart } from '#app/lib/cart/cart-store.ts';
import { setUser } from '#app/lib/session/session-store.ts';
import {
  answer,
  onEndpoint,
  recordRequests,
  refuse,
  setupApiServer,
} from '#tests/component/api-server.ts';
import { cartLine, cartOfBody, catalogue, savedCart } from '#tests/component/cart-test-data.ts';
import { renderRoutes } from '#tests/component/render.tsx';
import { CartSection } from './cart-section';

/** The catalogue for everyone; saves answer with the cart they sent. */
const api = setupApiServer(
  answer(catalogueApi.listProducts, catalogue),
  onEndpoint(cartApi.save, async ({ request }) =>
    HttpResponse.json(cartOfBody(await request.json())),
  ),
);
const requests = recordRequests(api);

/** The saved cart the server answers with, and the bodies of the saves it received. */
function serveSavedCart(saved = savedCart([])) {
  const saves: unknown[] = [];
  api.use(
    answer(cartApi.get, saved),
    onEndpoint(cartApi.save, async ({ request }) => {
      const body = await request.json();
      saves.push(body);
      return HttpResponse.json(cartOfBody(body));
    }),
  );
  return saves;
}

/** The cart page between a product page and the checkout, opened from the product page. */
function open(address: string) {
  return renderRoutes(
    [
      { path: '/E-poi', element: <p>E-POI</p> },
      { path: '/add-cart', element: <CartSection /> },
      { path: '/checkout', element: <p>Checkout</p> },
    ],
    ['/E-poi', address],
  );
}

/** The plan of each line on screen. */
function lines() {
  const list = screen.queryByRole('list', { name: 'Plans in your cart' });
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((line) => line.getAttribute('data-plan'))
    : [];
}
const lineOf = (product: string) =>
  screen.getByRole('heading', { level: 2, name: product }).closest('li') as HTMLElement;
const select = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });
const checkoutLink = () => screen.queryByRole('link', { name: 'Continue to checkout' });
const pageText = () => document.body.textContent ?? '';

describe('the cart of an anonymous visitor', () => {
  it('adds the plan the address names for a year, then takes the parameter out of the address', async () => {
    const { router, location } = open('/add-cart?plan=EPOI_STARTER');

    const line = within(await screen.findByRole('listitem')).getByRole('heading', { level: 2 });
    expect(line.textContent).toBe('E-POI');
    expect(requests).toEqual(['GET /api/Masters/Products']);
    expect(readStoredCart()).toEqual([{ planCode: 'EPOI_STARTER', quantity: 1 }]);
    expect(location().pathname).toBe('/add-cart');
    expect(location().search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');

    const item = lineOf('E-POI');
    expect(item.textContent).toContain('Starter plan · Up to 250 employees');
    expect(select('Years for E-POI').value).toBe('1');
    expect(item.querySelector('dl')?.textContent).toBe(
      'Price a year₹24,000.00Amount for 1 year₹24,000.00',
    );
    expect(pageText()).toContain('Subtotal before GST₹24,000.00');
    expect(pageText()).toContain('GST at 18% is added at checkout');
    expect(checkoutLink()?.getAttribute('href')).toBe('/checkout');

    // Back returns to the product page, not to an address that would add the plan again.
    await act(async () => router.navigate(-1));
    expect(location().pathname).toBe('/E-poi');
  });

  it('replaces another plan of the same product, and goes on to checkout when asked', async () => {
    writeStoredCart([
      { planCode: 'EPOI_STARTER', quantity: 2 },
      { planCode: 'SMART_TDS_SINGLE', quantity: 1 },
    ]);
    const { router, location } = open('/add-cart?plan=EPOI_GROWTH&next=checkout');

    expect(await screen.findByText('Checkout')).toBeDefined();
    expect(readStoredCart()).toEqual([
      { planCode: 'EPOI_GROWTH', quantity: 1 },
      { planCode: 'SMART_TDS_SINGLE', quantity: 1 },
    ]);
    expect(location().pathname).toBe('/checkout');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says so when the address names a plan we do not sell, and stays on the cart', async () => {
    const { router, location } = open('/add-cart?plan=EPOI_PLATINUM&next=checkout');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not find a plan called “EPOI_PLATINUM”',
    );
    expect(readStoredCart()).toEqual([]);
    expect(location().pathname).toBe('/add-cart');
    expect(location().search).toBe('');

    await act(async () => router.navigate('/add-cart?plan=EPOI_LEGACY'));
    await vi.waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'The E-POI Legacy plan is not on sale at the moment.',
      ),
    );
    expect(readStoredCart()).toEqual([]);
  });

  it('names TANs as the acronym they are in a line’s plans', async () => {
    writeStoredCart([{ planCode: 'SMART_TDS_SINGLE', quantity: 1 }]);
    open('/add-cart');

    const plan = await screen.findByRole<HTMLSelectElement>('combobox', {
      name: 'Plan for Smart TDS',
    });
    expect(Array.from(plan.options, (option) => option.textContent)).toEqual([
      'Single: ₹10,000 a year, 1 TAN',
    ]);
  });

  it('changes the years and the plan of a line, and prices it again', async () => {
    writeStoredCart([{ planCode: 'EPOI_STARTER', quantity: 1 }]);
    const { user } = open('/add-cart');

    const plan = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Plan for E-POI' });
    expect(Array.from(plan.options, (option) => option.textContent)).toEqual([
      'Starter: ₹24,000 a year, up to 250 employees',
      'Growth: ₹48,000 a year, up to 1,000 employees',
    ]);
    expect(Array.from(select('Years for E-POI').options, (option) => option.value)).toEqual([
      '1',
      '2',
      '3',
    ]);

    await user.selectOptions(select('Years for E-POI'), '3');
    expect(readStoredCart()).toEqual([{ planCode: 'EPOI_STARTER', quantity: 3 }]);
    expect(pageText()).toContain('Amount for 3 years₹72,000.00');

    await user.selectOptions(select('Plan for E-POI'), 'EPOI_GROWTH');
    expect(readStoredCart()).toEqual([{ planCode: 'EPOI_GROWTH', quantity: 3 }]);
    expect(pageText()).toContain('Subtotal before GST₹1,44,000.00');
  });

  it('asks before removing a line, and offers the products when the cart is empty', async () => {
    writeStoredCart([{ planCode: 'EPOI_STARTER', quantity: 1 }]);
    const { user } = open('/add-cart');

    await user.click(await screen.findByRole('button', { name: 'Remove E-POI Starter' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Remove E-POI Starter?');
    expect(document.activeElement?.textContent).toBe('Keep it');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(lines()).toEqual(['EPOI_STARTER']);

    await user.click(screen.getByRole('button', { name: 'Remove E-POI Starter' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
    );
    expect(await screen.findByText('Your cart is empty.')).toBeDefined();
    expect(lines()).toEqual([]);
    expect(readStoredCart()).toEqual([]);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/E-poi#plans',
      '/tds#plans',
      '/e-form16#plans',
    ]);
  });

  it('flags a plan we no longer sell, and keeps the visitor from checking out with it', async () => {
    writeStoredCart([
      { planCode: 'EPOI_LEGACY', quantity: 1 },
      { planCode: 'EFORM16_UNLIMITED', quantity: 1 },
    ]);
    const { user } = open('/add-cart');

    const legacy = await screen.findByRole('heading', { level: 2, name: 'E-POI' });
    expect(legacy.closest('li')?.textContent).toContain('We no longer sell this plan.');
    expect(select('Plan for E-POI').value).toBe('EPOI_LEGACY');
    expect(checkoutLink()).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain(
      'Your cart has a plan we no longer sell.',
    );

    await user.selectOptions(select('Plan for E-POI'), 'EPOI_STARTER');
    expect(checkoutLink()).not.toBeNull();
  });

  it('names a kept plan the catalogue no longer has, and clears it when asked', async () => {
    writeStoredCart([
      { planCode: 'EPOI_CLASSIC', quantity: 2 },
      { planCode: 'SMART_TDS_SINGLE', quantity: 1 },
    ]);
    const { user } = open('/add-cart');

    expect(
      await screen.findByText(
        /A plan in your cart is no longer available: EPOI_CLASSIC \(2 years\)\./,
      ),
    ).toBeDefined();
    expect(lines()).toEqual(['SMART_TDS_SINGLE']);
    expect(checkoutLink()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove it' }));
    expect(readStoredCart()).toEqual([{ planCode: 'SMART_TDS_SINGLE', quantity: 1 }]);
    expect(pageText()).not.toContain('EPOI_CLASSIC');
    expect(checkoutLink()).not.toBeNull();
  });

  it('shows what another tab puts in the cart', async () => {
    open('/add-cart');
    expect(await screen.findByText('Your cart is empty.')).toBeDefined();
    await act(async () => {
      localStorage.setItem(
        'UserCart',
        JSON.stringify({ items: [{ planCode: 'SMART_TDS_SINGLE', quantity: 2 }] }),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: 'UserCart' }));
    });
    expect(lines()).toEqual(['SMART_TDS_SINGLE']);
  });

  it('offers to try again when the plans could not be loaded', async () => {
    api.use(refuse(catalogueApi.listProducts, 503, 'SERVICE_UNAVAILABLE', 'Down'));
    writeStoredCart([{ planCode: 'EPOI_STARTER', quantity: 1 }]);
    const { user } = open('/add-cart');

    // A server fault is asked once more by itself before the visitor is told.
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toContain(
      'We could not load the current plans and prices.',
    );
    expect(requests).toEqual(['GET /api/Masters/Products', 'GET /api/Masters/Products']);
    api.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(lines()).toEqual(['EPOI_STARTER']));
  });
});

describe('the cart of a signed-in user', () => {
  const asha = { UserId: 7, RoleId: 2, IsAdmin: true, Name: 'Asha', IsProfileDataSaved: 'Yes' };

  it('shows the saved cart and saves every change, mirrored into local storage', async () => {
    const saves = serveSavedCart(savedCart([cartLine('SMART_TDS_SINGLE', 2)]));
    setUser(asha);
    const { user } = open('/add-cart');

    const line = await screen.findByRole('heading', { level: 2, name: 'Smart TDS' });
    expect(requests).toEqual([
      'GET /api/Masters/Products',
      'GET /api/Transactions/UserCart/getusercart/7',
    ]);
    expect(lines()).toEqual(['SMART_TDS_SINGLE']);
    expect(line.closest('li')?.textContent).toContain('Single plan · 1 TAN');

    await user.selectOptions(select('Years for Smart TDS'), '1');
    await vi.waitFor(() => expect(pageText()).toContain('Subtotal before GST₹10,000.00'));
    expect(requests.at(-1)).toBe('POST /api/Transactions/UserCart/save');
    expect(saves).toEqual([
      { items: [{ planCode: 'SMART_TDS_SINGLE', quantity: 1 }], merge: false },
    ]);
    expect(readStoredCart()).toEqual([{ planCode: 'SMART_TDS_SINGLE', quantity: 1 }]);
    // The save's answer is the cart: neither it nor its own mirror makes the cart be read again.
    expect(requests.filter((request) => request.includes('getusercart'))).toHaveLength(1);
  });

  it('makes local storage (and the header’s count) follow the saved cart it reads', async () => {
    serveSavedCart(savedCart([cartLine('SMART_TDS_SINGLE', 2), cartLine('EPOI_STARTER')]));
    writeStoredCart([{ planCode: 'EFORM16_UNLIMITED', quantity: 1 }]);
    setUser(asha);
    open('/add-cart');

    await vi.waitFor(() =>
      expect(readStoredCart()).toEqual([
        { planCode: 'SMART_TDS_SINGLE', quantity: 2 },
        { planCode: 'EPOI_STARTER', quantity: 1 },
      ]),
    );
    expect(lines()).toEqual(['SMART_TDS_SINGLE', 'EPOI_STARTER']);
    expect(requests.filter((request) => request.includes('getusercart'))).toHaveLength(1);
  });

  it('saves the plan the address names into the saved cart', async () => {
    const saves = serveSavedCart(savedCart([cartLine('EPOI_STARTER', 2)]));
    setUser(asha);
    const { location } = open('/add-cart?plan=EFORM16_UNLIMITED');

    await vi.waitFor(() => expect(lines()).toEqual(['EPOI_STARTER', 'EFORM16_UNLIMITED']));
    expect(saves).toEqual([
      {
        items: [
          { planCode: 'EPOI_STARTER', quantity: 2 },
          { planCode: 'EFORM16_UNLIMITED', quantity: 1 },
        ],
        merge: false,
      },
    ]);
    expect(location().search).toBe('');
  });

  it('reads the saved cart again when the cart merged at sign-in arrives', async () => {
    serveSavedCart(savedCart([]));
    setUser(asha);
    open('/add-cart');
    expect(await screen.findByText('Your cart is empty.')).toBeDefined();

    api.use(answer(cartApi.get, savedCart([cartLine('EPOI_GROWTH')])));
    await act(async () => writeStoredCart([{ planCode: 'EPOI_GROWTH', quantity: 1 }]));
    await vi.waitFor(() => expect(lines()).toEqual(['EPOI_GROWTH']));
    expect(requests.at(-1)).toBe('GET /api/Transactions/UserCart/getusercart/7');
  });

  it('shares the saved cart with the checkout, without reading it again', async () => {
    serveSavedCart(savedCart([cartLine('EPOI_STARTER')]));
    setUser(asha);
    const { user, router } = open('/add-cart');

    await user.click(await screen.findByRole('link', { name: 'Continue to checkout' }));
    expect(await screen.findByText('Checkout')).toBeDefined();
    await act(async () => router.navigate(-1));

    expect(lines()).toEqual(['EPOI_STARTER']);
    expect(requests.filter((request) => request.includes('getusercart'))).toHaveLength(1);
  });

  it('offers to try again when the saved cart could not be loaded', async () => {
    api.use(refuse(cartApi.get, 404, 'NOT_FOUND', 'No such cart'));
    setUser(asha);
    const { user } = open('/add-cart');

    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not load your cart.',
    );
    serveSavedCart(savedCart([cartLine('EPOI_GROWTH')]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(lines()).toEqual(['EPOI_GROWTH']));
  });
});

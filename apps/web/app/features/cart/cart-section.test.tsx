import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
import { CartSection } from './cart-section';
import { readStoredCart, writeStoredCart } from './cart-store';
import { cartLine, cartOfBody, catalogue, savedCart } from './cart-test-data';

let screen: Screen;

/** The cart page between a product page and the checkout, opened from the product page. */
async function open(address: string) {
  screen = await openRoutes(
    [
      { path: '/E-poi', element: <p>E-POI</p> },
      { path: '/add-cart', element: <CartSection /> },
      { path: '/checkout', element: <p>Checkout</p> },
    ],
    ['/E-poi', address],
  );
}

/** The catalogue for everyone; the saved cart, and saves that answer with what was sent. */
function stubServer(saved = savedCart([])) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/Masters/Products') return json(200, catalogue);
    if (url.startsWith('/api/Transactions/UserCart/getusercart/')) return json(200, saved);
    if (url === '/api/Transactions/UserCart/save')
      return json(200, cartOfBody(JSON.parse(String(init?.body))));
    return json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const location = () => screen.router.state.location;
const lines = () =>
  Array.from(screen.container.querySelectorAll('li[data-plan]')).map((line) =>
    line.getAttribute('data-plan'),
  );
const alertText = () => screen.container.querySelector('[role="alert"]')?.textContent ?? '';
const click = (element: HTMLElement) => act(async () => element.click());
const checkoutLink = () =>
  Array.from(screen.container.querySelectorAll('a')).find(
    (link) => link.textContent === 'Continue to checkout',
  );

afterEach(() => {
  closeScreen(screen);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setUser(null);
  localStorage.clear();
});

describe('the cart of an anonymous visitor', () => {
  it('adds the plan the address names for a year, then takes the parameter out of the address', async () => {
    const fetch = stubServer();
    await open('/add-cart?plan=EPOI_STARTER');

    expect(requests(fetch)).toEqual(['GET /api/Masters/Products']);
    expect(readStoredCart()).toEqual([{ planCode: 'EPOI_STARTER', quantity: 1 }]);
    expect(location().pathname).toBe('/add-cart');
    expect(location().search).toBe('');
    expect(screen.router.state.historyAction).toBe('REPLACE');

    const line = screen.container.querySelector('li[data-plan="EPOI_STARTER"]') as HTMLElement;
    expect(line.querySelector('h2')?.textContent).toBe('E-POI');
    expect(line.textContent).toContain('Starter plan · Up to 250 employees');
    expect(byId<HTMLSelectElement>('cart-EPOI-years').value).toBe('1');
    expect(line.querySelector('dl')?.textContent).toBe(
      'Price a year₹24,000.00Amount for 1 year₹24,000.00',
    );
    expect(screen.container.textContent).toContain('Subtotal before GST₹24,000.00');
    expect(screen.container.textContent).toContain('GST at 18% is added at checkout');
    expect(checkoutLink()?.getAttribute('href')).toBe('/checkout');

    // Back returns to the product page, not to an address that would add the plan again.
    await act(async () => screen.router.navigate(-1));
    expect(location().pathname).toBe('/E-poi');
  });

  it('replaces another plan of the same product, and goes on to checkout when asked', async () => {
    stubServer();
    writeStoredCart([
      { planCode: 'EPOI_STARTER', quantity: 2 },
      { planCode: 'SMART_TDS_SINGLE', quantity: 1 },
    ]);
    await open('/add-cart?plan=EPOI_GROWTH&next=checkout');

    expect(readStoredCart()).toEqual([
      { planCode: 'EPOI_GROWTH', quantity: 1 },
      { planCode: 'SMART_TDS_SINGLE', quantity: 1 },
    ]);
    expect(location().pathname).toBe('/checkout');
    expect(screen.router.state.historyAction).toBe('REPLACE');
  });

  it('says so when the address names a plan we do not sell, and stays on the cart', async () => {
    stubServer();
    await open('/add-cart?plan=EPOI_PLATINUM&next=checkout');
    expect(alertText()).toContain('We could not find a plan called “EPOI_PLATINUM”');
    expect(readStoredCart()).toEqual([]);
    expect(location().pathname).toBe('/add-cart');
    expect(location().search).toBe('');

    await act(async () => screen.router.navigate('/add-cart?plan=EPOI_LEGACY'));
    await settle();
    expect(alertText()).toContain('The E-POI Legacy plan is not on sale at the moment.');
    expect(readStoredCart()).toEqual([]);
  });

  it('changes the years and the plan of a line, and prices it again', async () => {
    stubServer();
    writeStoredCart([{ planCode: 'EPOI_STARTER', quantity: 1 }]);
    await open('/add-cart');

    const options = Array.from(byId<HTMLSelectElement>('cart-EPOI-plan').options).map(
      (option) => option.textContent,
    );
    expect(options).toEqual([
      'Starter: ₹24,000 a year, up to 250 employees',
      'Growth: ₹48,000 a year, up to 1,000 employees',
    ]);
    expect(
      Array.from(byId<HTMLSelectElement>('cart-EPOI-years').options).map((o) => o.value),
    ).toEqual(['1', '2', '3']);

    await act(async () => fill(byId('cart-EPOI-years'), '3'));
    expect(readStoredCart()).toEqual([{ planCode: 'EPOI_STARTER', quantity: 3 }]);
    expect(screen.container.textContent).toContain('Amount for 3 years₹72,000.00');

    await act(async () => fill(byId('cart-EPOI-plan'), 'EPOI_GROWTH'));
    expect(readStoredCart()).toEqual([{ planCode: 'EPOI_GROWTH', quantity: 3 }]);
    expect(screen.container.textContent).toContain('Subtotal before GST₹1,44,000.00');
  });

  it('asks before removing a line, and offers the products when the cart is empty', async () => {
    stubServer();
    writeStoredCart([{ planCode: 'EPOI_STARTER', quantity: 1 }]);
    await open('/add-cart');

    await click(byRole('button', 'Remove E-POI Starter'));
    const dialog = document.querySelector('[role="alertdialog"]') as HTMLElement;
    expect(dialog.querySelector('h2')?.textContent).toBe('Remove E-POI Starter?');
    expect(document.activeElement?.textContent).toBe('Keep it');
    await click(byRole('button', 'Keep it'));
    expect(lines()).toEqual(['EPOI_STARTER']);

    await click(byRole('button', 'Remove E-POI Starter'));
    await click(byRole('button', 'Remove'));
    await settle();
    expect(lines()).toEqual([]);
    expect(readStoredCart()).toEqual([]);
    expect(screen.container.textContent).toContain('Your cart is empty.');
    const links = Array.from(screen.container.querySelectorAll('a')).map((link) =>
      link.getAttribute('href'),
    );
    expect(links).toEqual(['/E-poi#plans', '/tds#plans', '/e-form16#plans']);
  });

  it('flags a plan we no longer sell, and keeps the visitor from checking out with it', async () => {
    stubServer();
    writeStoredCart([
      { planCode: 'EPOI_LEGACY', quantity: 1 },
      { planCode: 'EFORM16_UNLIMITED', quantity: 1 },
    ]);
    await open('/add-cart');

    const legacy = screen.container.querySelector('li[data-plan="EPOI_LEGACY"]') as HTMLElement;
    expect(legacy.textContent).toContain('We no longer sell this plan.');
    expect(byId<HTMLSelectElement>('cart-EPOI-plan').value).toBe('EPOI_LEGACY');
    expect(checkoutLink()).toBeUndefined();
    expect(alertText()).toContain('Your cart has a plan we no longer sell.');

    await act(async () => fill(byId('cart-EPOI-plan'), 'EPOI_STARTER'));
    expect(checkoutLink()).toBeDefined();
  });

  it('names a kept plan the catalogue no longer has, and clears it when asked', async () => {
    stubServer();
    writeStoredCart([
      { planCode: 'EPOI_CLASSIC', quantity: 2 },
      { planCode: 'SMART_TDS_SINGLE', quantity: 1 },
    ]);
    await open('/add-cart');

    expect(lines()).toEqual(['SMART_TDS_SINGLE']);
    const notice = screen.container.querySelector('[role="status"]')?.textContent ?? '';
    expect(notice).toContain('A plan in your cart is no longer available: EPOI_CLASSIC (2 years).');
    expect(checkoutLink()).toBeUndefined();

    await click(byRole('button', 'Remove it'));
    expect(readStoredCart()).toEqual([{ planCode: 'SMART_TDS_SINGLE', quantity: 1 }]);
    expect(screen.container.textContent).not.toContain('EPOI_CLASSIC');
    expect(checkoutLink()).toBeDefined();
  });

  it('shows what another tab puts in the cart', async () => {
    stubServer();
    await open('/add-cart');
    expect(lines()).toEqual([]);
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
    const down = () => json(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'Down' } });
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(down())
      .mockResolvedValueOnce(down())
      .mockResolvedValueOnce(json(200, catalogue));
    vi.stubGlobal('fetch', fetch);
    writeStoredCart([{ planCode: 'EPOI_STARTER', quantity: 1 }]);
    await open('/add-cart');
    // A server fault is asked once more by itself before the visitor is told.
    await settle(1100);
    expect(alertText()).toContain('We could not load the current plans and prices.');
    await click(byRole('button', 'Try again'));
    await settle();
    expect(lines()).toEqual(['EPOI_STARTER']);
  });
});

describe('the cart of a signed-in user', () => {
  const asha = { UserId: 7, RoleId: 2, IsAdmin: true, Name: 'Asha', IsProfileDataSaved: 'Yes' };

  it('shows the saved cart and saves every change, mirrored into local storage', async () => {
    const fetch = stubServer(savedCart([cartLine('SMART_TDS_SINGLE', 2)]));
    setUser(asha);
    await open('/add-cart');

    expect(requests(fetch)).toEqual([
      'GET /api/Masters/Products',
      'GET /api/Transactions/UserCart/getusercart/7',
    ]);
    expect(lines()).toEqual(['SMART_TDS_SINGLE']);
    expect(spokenText(screen.container.querySelector('li') as Element)).toContain(
      'Single plan · 1 TAN',
    );

    await act(async () => fill(byId('cart-SMART_TDS-years'), '1'));
    await settle();
    const save = fetch.mock.calls.at(-1) as unknown as [string, RequestInit];
    expect(requests(fetch).at(-1)).toBe('POST /api/Transactions/UserCart/save');
    expect(JSON.parse(String(save[1].body))).toEqual({
      items: [{ planCode: 'SMART_TDS_SINGLE', quantity: 1 }],
      merge: false,
    });
    expect(readStoredCart()).toEqual([{ planCode: 'SMART_TDS_SINGLE', quantity: 1 }]);
    expect(screen.container.textContent).toContain('Subtotal before GST₹10,000.00');
    // Its own mirror is not taken for a change from elsewhere.
    expect(requests(fetch).filter((line) => line.includes('getusercart'))).toHaveLength(1);
  });

  it('saves the plan the address names into the saved cart', async () => {
    const fetch = stubServer(savedCart([cartLine('EPOI_STARTER', 2)]));
    setUser(asha);
    await open('/add-cart?plan=EFORM16_UNLIMITED');

    const save = fetch.mock.calls.at(-1) as unknown as [string, RequestInit];
    expect(JSON.parse(String(save[1].body))).toEqual({
      items: [
        { planCode: 'EPOI_STARTER', quantity: 2 },
        { planCode: 'EFORM16_UNLIMITED', quantity: 1 },
      ],
      merge: false,
    });
    expect(lines()).toEqual(['EPOI_STARTER', 'EFORM16_UNLIMITED']);
    expect(location().search).toBe('');
  });

  it('reads the saved cart again when the cart merged at sign-in arrives', async () => {
    const fetch = stubServer(savedCart([]));
    setUser(asha);
    await open('/add-cart');
    expect(lines()).toEqual([]);

    fetch.mockImplementation(async (url: string) =>
      url === '/api/Masters/Products'
        ? json(200, catalogue)
        : json(200, savedCart([cartLine('EPOI_GROWTH')])),
    );
    await act(async () => writeStoredCart([{ planCode: 'EPOI_GROWTH', quantity: 1 }]));
    await settle();
    expect(requests(fetch).at(-1)).toBe('GET /api/Transactions/UserCart/getusercart/7');
    expect(lines()).toEqual(['EPOI_GROWTH']);
  });
});

import type { Plan, Product, ProductList } from '@prakar/shared/catalogue';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '#app/components/toasts/notify.ts';
import { setUser } from '#app/features/session/session-store.ts';
import {
  byRole,
  closeScreen,
  fill,
  json,
  openScreen,
  requests,
  type Screen,
  settle,
  spokenText,
} from '#app/features/users/dom-test-support.ts';
import CataloguePage from '#app/routes/portal/catalogue.tsx';

let screen: Screen;

const standard: Plan = {
  code: 'EPOI_STANDARD',
  name: 'Standard',
  description: 'For growing teams',
  pricePaise: 2_400_000,
  limitUnit: 'employees',
  limitValue: 250,
  isAvailable: true,
};
const enterprise: Plan = {
  ...standard,
  code: 'EPOI_ENTERPRISE',
  name: 'Enterprise',
  pricePaise: 9_999_950,
  limitValue: null,
};
const epoi: Product = {
  code: 'EPOI',
  name: 'E-POI',
  summary: 'Proof of investment',
  route: '/E-poi',
  plans: [standard, enterprise],
};
const catalogue: ProductList = { products: [epoi] };

const signIn = (permissions: string[]) =>
  setUser({
    UserId: 1,
    RoleId: permissions.includes('manage:all:platform') ? 1 : 2,
    IsAdmin: true,
    Name: 'Firm',
    IsProfileDataSaved: 'Yes',
    Permissions: permissions,
  });

async function open() {
  screen = await openScreen('/catalogue', <CataloguePage />, '/catalogue');
}

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const rows = () =>
  Array.from(screen.container.querySelectorAll('tbody tr')).map((row) =>
    Array.from(row.children).map((cell) => spokenText(cell)),
  );
const click = (element: HTMLElement) => act(async () => element.click());

afterEach(() => {
  closeScreen(screen);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setUser(null);
});

describe('the catalogue page', () => {
  it('refuses anyone but platform administrators, without asking the server', async () => {
    signIn(['manage:users:org', 'purchase:org']);
    const fetch = vi.fn(async () => json(200, catalogue));
    vi.stubGlobal('fetch', fetch);
    await open();

    expect(screen.container.querySelector('h1')?.textContent).toBe('Catalogue');
    expect(screen.container.textContent).toContain('You do not have access to this page.');
    expect(screen.container.querySelector('table')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('lists each product’s plans with limit, yearly price and availability', async () => {
    signIn(['manage:all:platform']);
    const fetch = vi.fn(async () => json(200, catalogue));
    vi.stubGlobal('fetch', fetch);
    await open();

    expect(requests(fetch)).toEqual(['GET /api/Masters/Products']);
    expect(screen.container.querySelector('h2')?.textContent).toBe('E-POI');
    expect(rows()).toEqual([
      ['StandardEPOI_STANDARD', 'Up to 250 employees', '₹24,000', 'Yes', 'Edit E-POI Standard'],
      [
        'EnterpriseEPOI_ENTERPRISE',
        'Unlimited employees',
        '₹99,999.50',
        'Yes',
        'Edit E-POI Enterprise',
      ],
    ]);
    expect(screen.container.textContent).toContain(
      'Orders already placed keep the prices they were placed at.',
    );
    expect(screen.container.textContent).toContain('within a minute');
  });

  it('saves a plan’s price and availability, then shows the saved row', async () => {
    signIn(['manage:all:platform']);
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'PUT'
        ? json(200, { ...standard, pricePaise: 3_000_000, isAvailable: false })
        : json(200, catalogue),
    );
    vi.stubGlobal('fetch', fetch);
    await open();

    await click(byRole('button', 'Edit E-POI Standard'));
    expect(byRole('dialog', 'E-POI Standard')).toBeDefined();
    const price = byId<HTMLInputElement>('plan-price');
    expect(price.value).toBe('24,000');
    expect(price.getAttribute('inputmode')).toBe('decimal');
    expect(byId<HTMLInputElement>('plan-available').checked).toBe(true);

    await act(async () => {
      fill(price, '30000');
      byId<HTMLInputElement>('plan-available').click();
    });
    await click(byRole('button', 'Save plan'));
    await settle();

    expect(requests(fetch).at(-1)).toBe('PUT /api/Masters/Plans/EPOI_STANDARD');
    const [, init] = fetch.mock.calls.at(-1) as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ price: '30000', isAvailable: false });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(rows()[0]).toEqual([
      'StandardEPOI_STANDARD',
      'Up to 250 employees',
      '₹30,000',
      'No',
      'Edit E-POI Standard',
    ]);
    expect(success).toHaveBeenCalledWith('E-POI Standard: ₹30,000 a year, not available to buy.');
    expect(requests(fetch)).toHaveLength(2);
  });

  it('checks the price here, and shows the server’s objection next to it', async () => {
    signIn(['manage:all:platform']);
    const message = 'A plan can cost at most ₹1 crore a year.';
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'PUT'
        ? json(400, { error: { code: 'VALIDATION', message, fields: { price: message } } })
        : json(200, catalogue),
    );
    vi.stubGlobal('fetch', fetch);
    await open();

    await click(byRole('button', 'Edit E-POI Enterprise'));
    await act(async () => fill(byId('plan-price'), 'twenty'));
    await click(byRole('button', 'Save plan'));
    await settle();
    expect(byId('plan-price-error').textContent).toBe(
      'Enter an amount in rupees, such as 25000 or 25000.50.',
    );
    expect(requests(fetch)).toHaveLength(1);

    await act(async () => fill(byId('plan-price'), '99,99,999'));
    await click(byRole('button', 'Save plan'));
    await settle();
    expect(requests(fetch).at(-1)).toBe('PUT /api/Masters/Plans/EPOI_ENTERPRISE');
    expect(byId('plan-price-error').textContent).toBe(message);
    expect(document.activeElement?.id).toBe('plan-price');
    expect(rows()[1]?.[2]).toBe('₹99,999.50');
  });

  it('offers to try again when the catalogue cannot be loaded', async () => {
    signIn(['manage:all:platform']);
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'Down' } }))
      .mockResolvedValueOnce(json(200, catalogue));
    vi.stubGlobal('fetch', fetch);
    await open();

    expect(screen.container.querySelector('[role="alert"]')?.textContent).toContain(
      'We could not load the catalogue.',
    );
    await click(byRole('button', 'Try again'));
    await settle();
    expect(rows()).toHaveLength(2);
  });
});

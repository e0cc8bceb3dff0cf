import type { Cart } from '@prakar/shared/cart';
import { STORAGE_KEYS } from '@prakar/shared/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '#app/components/toasts/notify.ts';
import { signIn } from '#app/features/auth/sign-in.ts';
import { getSessionSnapshot, setUser } from '#app/features/session/session-store.ts';
import { json, requests } from '#app/features/users/dom-test-support.ts';
import { MERGE_FAILED_MESSAGE } from './account-cart';
import { itemsOf, readStoredCart, writeStoredCart } from './cart-store';

const user = { UserId: 7, RoleId: 2, IsAdmin: true, Name: 'Asha', IsProfileDataSaved: 'Yes' };

const savedCart: Cart = {
  userId: 7,
  lines: [
    {
      planCode: 'EPOI_GROWTH',
      productCode: 'EPOI',
      productName: 'E-POI',
      planName: 'Growth',
      limitUnit: 'employees',
      limitValue: 500,
      quantity: 1,
      unitPricePaise: 4_800_000,
      amountPaise: 4_800_000,
      isAvailable: true,
    },
    {
      planCode: 'SMART_TDS_BASIC',
      productCode: 'SMART_TDS',
      productName: 'Smart TDS',
      planName: 'Basic',
      limitUnit: 'tans',
      limitValue: 1,
      quantity: 2,
      unitPricePaise: 1_000_000,
      amountPaise: 2_000_000,
      isAvailable: true,
    },
  ],
  subtotalPaise: 6_800_000,
  unavailableItems: [],
  updatedAt: '2026-11-23T08:35:09.000Z',
};

function stubServer(save: () => Response | Promise<Response>) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) =>
    url.endsWith('/Login') ? json(200, { user }) : save(),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const login = { email: 'asha@example.in', password: 'correct horse battery' };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setUser(null);
  localStorage.clear();
});

describe('signing in with an anonymous cart', () => {
  it('merges it into the saved cart, then keeps the server’s answer as the local cart', async () => {
    writeStoredCart([{ planCode: 'EPOI_GROWTH', quantity: 1 }]);
    const fetch = stubServer(() => json(200, savedCart));

    await signIn(login);

    expect(requests(fetch)).toEqual([
      'POST /api/Authentication/Login',
      'POST /api/Transactions/UserCart/save',
    ]);
    const [, init] = fetch.mock.calls[1] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      items: [{ planCode: 'EPOI_GROWTH', quantity: 1 }],
      merge: true,
    });
    expect(new Headers(init.headers).get('UserId')).toBe('7');
    expect(readStoredCart()).toEqual([
      { planCode: 'EPOI_GROWTH', quantity: 1 },
      { planCode: 'SMART_TDS_BASIC', quantity: 2 },
    ]);
  });

  it('still signs in when the merge fails, keeping the local cart and saying so', async () => {
    const warning = vi.spyOn(notify, 'warning').mockImplementation(() => {});
    writeStoredCart([{ planCode: 'EPOI_GROWTH', quantity: 1 }]);
    stubServer(() => json(401, { error: { code: 'UNAUTHORIZED', message: 'No session' } }));

    await expect(signIn(login)).resolves.toEqual(user);

    expect(getSessionSnapshot()?.UserId).toBe(7);
    expect(readStoredCart()).toEqual([{ planCode: 'EPOI_GROWTH', quantity: 1 }]);
    expect(warning).toHaveBeenCalledWith(MERGE_FAILED_MESSAGE);
  });

  it('leaves out a plan the server no longer has, says which, and merges the rest', async () => {
    const warning = vi.spyOn(notify, 'warning').mockImplementation(() => {});
    writeStoredCart([
      { planCode: 'EPOI_LEGACY', quantity: 1 },
      { planCode: 'EPOI_GROWTH', quantity: 1 },
    ]);
    const answers = [
      json(400, {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'We do not sell a plan called “EPOI_LEGACY”.',
          fields: { 'items.0.planCode': 'We do not sell a plan called “EPOI_LEGACY”.' },
        },
      }),
      json(200, savedCart),
    ];
    const fetch = stubServer(() => answers.shift() ?? json(500, {}));

    await signIn(login);

    const bodies = fetch.mock.calls
      .slice(1)
      .map(([, init]) => JSON.parse(String((init as RequestInit).body)).items);
    expect(bodies).toEqual([
      [
        { planCode: 'EPOI_LEGACY', quantity: 1 },
        { planCode: 'EPOI_GROWTH', quantity: 1 },
      ],
      [{ planCode: 'EPOI_GROWTH', quantity: 1 }],
    ]);
    expect(readStoredCart()).toEqual(itemsOf(savedCart.lines));
    expect(warning).toHaveBeenCalledWith(
      'EPOI_LEGACY is no longer available and stayed out of your cart.',
    );
  });

  it('asks nothing more when there is no anonymous cart', async () => {
    localStorage.setItem(STORAGE_KEYS.userCart, '{broken');
    const fetch = stubServer(() => json(200, savedCart));
    await signIn(login);
    expect(requests(fetch)).toEqual(['POST /api/Authentication/Login']);
  });
});

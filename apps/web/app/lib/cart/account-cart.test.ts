import { cartApi } from '@prakar/shared/api/cart';
import type { Cart } from '@prakar/shared/cart';
import { STORAGE_KEYS } from '@prakar/shared/constants';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '#app/components/toasts/notify.ts';
import { signIn } from '#app/features/auth/sign-in.ts';
import { apiQueryKey } from '#app/lib/api-query-key.ts';
import { queryClient } from '#app/lib/query-client.ts';
import { getSessionSnapshot } from '#app/lib/session/session-store.ts';
import { onEndpoint, recordRequests, setupApiServer } from '#tests/component/api-server.ts';
import { MERGE_FAILED_MESSAGE, saveCart, syncStoredCart } from './account-cart';
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

const api = setupApiServer(
  http.post('/api/Authentication/Login', () => HttpResponse.json({ user })),
);
const requests = recordRequests(api);

/** Each save the server receives: its body and who sent it; `answer` decides the reply. */
function serveSaves(answer: () => Response) {
  const saves: { body: unknown; userId: string | null }[] = [];
  api.use(
    onEndpoint(cartApi.save, async ({ request }) => {
      saves.push({ body: await request.json(), userId: request.headers.get('UserId') });
      return answer();
    }),
  );
  return saves;
}

const login = { email: 'asha@example.in', password: 'correct horse battery' };

describe('signing in with an anonymous cart', () => {
  it('merges it into the saved cart, then keeps the server’s answer as the local cart', async () => {
    writeStoredCart([{ planCode: 'EPOI_GROWTH', quantity: 1 }]);
    const saves = serveSaves(() => HttpResponse.json(savedCart));

    await signIn(login);

    expect(requests).toEqual([
      'POST /api/Authentication/Login',
      'POST /api/Transactions/UserCart/save',
    ]);
    expect(saves).toEqual([
      { body: { items: [{ planCode: 'EPOI_GROWTH', quantity: 1 }], merge: true }, userId: '7' },
    ]);
    expect(readStoredCart()).toEqual([
      { planCode: 'EPOI_GROWTH', quantity: 1 },
      { planCode: 'SMART_TDS_BASIC', quantity: 2 },
    ]);
    // The cart page and the checkout show the merged cart without reading it again.
    expect(queryClient.getQueryData(apiQueryKey(cartApi.get, { params: { userId: 7 } }))).toEqual(
      savedCart,
    );
  });

  it('still signs in when the merge fails, keeping the local cart and saying so', async () => {
    const warning = vi.spyOn(notify, 'warning').mockImplementation(() => {});
    writeStoredCart([{ planCode: 'EPOI_GROWTH', quantity: 1 }]);
    serveSaves(() =>
      HttpResponse.json(
        { error: { code: 'UNAUTHORIZED', message: 'No session' } },
        { status: 401 },
      ),
    );

    await expect(signIn(login)).resolves.toEqual({ user });

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
    const unknownPlan = 'We do not sell a plan called “EPOI_LEGACY”.';
    const answers = [
      HttpResponse.json(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: unknownPlan,
            fields: { 'items.0.planCode': unknownPlan },
          },
        },
        { status: 400 },
      ),
      HttpResponse.json(savedCart),
    ];
    const saves = serveSaves(() => answers.shift() ?? HttpResponse.json({}, { status: 500 }));

    await signIn(login);

    expect(saves.map(({ body }) => (body as { items: unknown }).items)).toEqual([
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

  it('with no anonymous cart, takes the saved cart (filled elsewhere) as the local one', async () => {
    localStorage.setItem(STORAGE_KEYS.userCart, '{broken');
    api.use(onEndpoint(cartApi.get, () => HttpResponse.json(savedCart)));
    await signIn(login);
    expect(requests).toEqual([
      'POST /api/Authentication/Login',
      'GET /api/Transactions/UserCart/getusercart/7',
    ]);
    expect(readStoredCart()).toEqual(itemsOf(savedCart.lines));
    expect(queryClient.getQueryData(apiQueryKey(cartApi.get, { params: { userId: 7 } }))).toEqual(
      savedCart,
    );
  });

  it('signs in all the same when the saved cart cannot be read', async () => {
    api.use(onEndpoint(cartApi.get, () => HttpResponse.error()));
    const warning = vi.spyOn(notify, 'warning');
    await signIn(login);
    expect(getSessionSnapshot()?.UserId).toBe(7);
    expect(readStoredCart()).toEqual([]);
    expect(warning).not.toHaveBeenCalled();
  });
});

describe('a read of the saved cart on its way while the cart is saved', () => {
  it('is not allowed to put back the cart as it was before the save', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const before: Cart = { ...savedCart, lines: [], subtotalPaise: 0 };
    api.use(
      onEndpoint(cartApi.get, async () => {
        await held;
        return HttpResponse.json(before);
      }),
    );
    serveSaves(() => HttpResponse.json(savedCart));

    const reading = syncStoredCart(queryClient, 7).catch(() => 'cancelled');
    await vi.waitFor(() =>
      expect(requests).toContain('GET /api/Transactions/UserCart/getusercart/7'),
    );
    await saveCart(queryClient, itemsOf(savedCart.lines), false);
    release();

    expect(await reading).toBe('cancelled');
    expect(queryClient.getQueryData(apiQueryKey(cartApi.get, { params: { userId: 7 } }))).toEqual(
      savedCart,
    );
    expect(readStoredCart()).toEqual(itemsOf(savedCart.lines));
  });
});

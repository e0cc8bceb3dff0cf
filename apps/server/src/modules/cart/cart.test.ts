import { cartApi } from '@prakar/shared/api/cart';
import type { ApiErrorBody } from '@prakar/shared/api-error';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { carts, plans } from '#src/db/schema.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { as, newAdmin } from '#test/users-helpers.ts';
import { CART_NOT_FOUND_MESSAGE } from './cart-service.ts';

const app = useTestApp();

const SMART_TDS_5 = 3_499_900;
const EPOI_STARTER = 2_400_000;
const EPOI_GROWTH = 6_000_000;

type Buyer = Awaited<ReturnType<typeof newAdmin>>;

const lineCodes = (cart: { lines: { planCode: string; quantity: number }[] }) =>
  cart.lines.map(({ planCode, quantity }) => ({ planCode, quantity }));

/** What the database holds, not what the answer said: a save must really replace or merge. */
async function storedItems(userId: number) {
  const [row] = await app().database.db.select().from(carts).where(eq(carts.userId, userId));
  return row?.items;
}

async function save(buyer: Buyer, body: object) {
  const response = await buyer.call(cartApi.save, { body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('GET /api/Transactions/UserCart/getusercart/:userId', () => {
  it('gives a new user an empty cart that was never saved', async () => {
    const buyer = await newAdmin(app());
    const response = await buyer.call(cartApi.get, { params: { userId: buyer.id } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      userId: buyer.id,
      lines: [],
      unavailableItems: [],
      subtotalPaise: 0,
      updatedAt: null,
    });
  });

  it('answers 404 for another user’s cart, as if it did not exist', async () => {
    const owner = await newAdmin(app());
    await save(owner, { items: [{ planCode: 'SMART_TDS_5', quantity: 1 }] });
    const stranger = await newAdmin(app(), 'Other Industries');
    const response = await stranger.call(cartApi.get, { params: { userId: owner.id } });
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiErrorBody>().error.message).toBe(CART_NOT_FOUND_MESSAGE);
  });

  it('asks an anonymous caller to sign in', async () => {
    const buyer = await newAdmin(app());
    const response = await as(app(), '')(cartApi.get, { params: { userId: buyer.id } });
    expect(response.statusCode).toBe(401);
  });

  it('flags a plan the firm has stopped selling instead of dropping it', async () => {
    const buyer = await newAdmin(app());
    await save(buyer, { items: [{ planCode: 'EFORM16_2500', quantity: 1 }] });
    const { db } = app().database;
    await db.update(plans).set({ isAvailable: false }).where(eq(plans.code, 'EFORM16_2500'));
    try {
      const cart = (await buyer.call(cartApi.get, { params: { userId: buyer.id } })).json();
      expect(cart.lines).toEqual([
        expect.objectContaining({ planCode: 'EFORM16_2500', isAvailable: false }),
      ]);
    } finally {
      await db.update(plans).set({ isAvailable: true }).where(eq(plans.code, 'EFORM16_2500'));
    }
  });
});

describe('POST /api/Transactions/UserCart/save', () => {
  it('replaces the stored cart and prices each line from the catalogue', async () => {
    const buyer = await newAdmin(app());
    await save(buyer, { items: [{ planCode: 'EFORM16_500', quantity: 1 }] });
    const cart = await save(buyer, {
      items: [
        { planCode: 'SMART_TDS_5', quantity: 2 },
        { planCode: 'EPOI_STARTER', quantity: 1 },
      ],
    });
    expect(cart).toMatchObject({
      userId: buyer.id,
      subtotalPaise: 2 * SMART_TDS_5 + EPOI_STARTER,
      updatedAt: expect.any(String),
      lines: [
        {
          planCode: 'SMART_TDS_5',
          productCode: 'SMART_TDS',
          productName: 'Smart TDS',
          limitUnit: 'tans',
          limitValue: 5,
          quantity: 2,
          unitPricePaise: SMART_TDS_5,
          amountPaise: 2 * SMART_TDS_5,
          isAvailable: true,
        },
        {
          planCode: 'EPOI_STARTER',
          productCode: 'EPOI',
          quantity: 1,
          unitPricePaise: EPOI_STARTER,
          amountPaise: EPOI_STARTER,
        },
      ],
    });
    expect(await storedItems(buyer.id)).toEqual([
      { planCode: 'SMART_TDS_5', quantity: 2 },
      { planCode: 'EPOI_STARTER', quantity: 1 },
    ]);
    // A read gives the same cart as the save answered.
    expect((await buyer.call(cartApi.get, { params: { userId: buyer.id } })).json()).toEqual(cart);
  });

  it('merges into the stored cart, one line per product, the newer plan winning', async () => {
    const buyer = await newAdmin(app());
    await save(buyer, {
      items: [
        { planCode: 'EPOI_STARTER', quantity: 1 },
        { planCode: 'EFORM16_500', quantity: 3 },
      ],
    });
    const cart = await save(buyer, {
      merge: true,
      items: [
        { planCode: 'EPOI_GROWTH', quantity: 2 },
        { planCode: 'SMART_TDS_5', quantity: 1 },
      ],
    });
    // Order of lines is not part of the rule; which plan each product keeps is.
    expect(lineCodes(cart)).toHaveLength(3);
    expect(lineCodes(cart)).toEqual(
      expect.arrayContaining([
        { planCode: 'EFORM16_500', quantity: 3 },
        { planCode: 'EPOI_GROWTH', quantity: 2 },
        { planCode: 'SMART_TDS_5', quantity: 1 },
      ]),
    );
    expect(cart.subtotalPaise).toBe(750_000 * 3 + 2 * EPOI_GROWTH + SMART_TDS_5);
    expect(await storedItems(buyer.id)).toEqual(lineCodes(cart));
  });

  it('without merge, forgets what was stored', async () => {
    const buyer = await newAdmin(app());
    await save(buyer, { items: [{ planCode: 'EPOI_STARTER', quantity: 1 }] });
    const cart = await save(buyer, { items: [{ planCode: 'EFORM16_500', quantity: 1 }] });
    expect(lineCodes(cart)).toEqual([{ planCode: 'EFORM16_500', quantity: 1 }]);
    const emptied = await save(buyer, { items: [] });
    expect(emptied).toMatchObject({ lines: [], subtotalPaise: 0 });
    expect(await storedItems(buyer.id)).toEqual([]);
  });

  it('refuses a line that names no plan, naming it, and keeps the cart as it was', async () => {
    const buyer = await newAdmin(app());
    await save(buyer, { items: [{ planCode: 'SMART_TDS_5', quantity: 1 }] });
    for (const merge of [false, true]) {
      const response = await buyer.call(cartApi.save, {
        body: {
          merge,
          items: [
            { planCode: 'EPOI_STARTER', quantity: 1 },
            { planCode: 'PAYROLL_GOLD', quantity: 1 },
          ],
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().error).toEqual({
        code: 'VALIDATION_FAILED',
        message: expect.stringContaining('“PAYROLL_GOLD”'),
        fields: { 'items.1.planCode': expect.stringContaining('“PAYROLL_GOLD”') },
      });
    }
    expect(await storedItems(buyer.id)).toEqual([{ planCode: 'SMART_TDS_5', quantity: 1 }]);
  });

  it('shows a kept line whose plan has since gone as unavailable, and the next save leaves it', async () => {
    const buyer = await newAdmin(app());
    await save(buyer, { items: [{ planCode: 'EPOI_STARTER', quantity: 1 }] });
    // A plan removed from the catalogue after it was put in the cart.
    await app()
      .database.db.update(carts)
      .set({
        items: [
          { planCode: 'EPOI_STARTER', quantity: 1 },
          { planCode: 'EPOI_LEGACY', quantity: 2 },
        ],
      })
      .where(eq(carts.userId, buyer.id));
    const read = (await buyer.call(cartApi.get, { params: { userId: buyer.id } })).json();
    expect(lineCodes(read)).toEqual([{ planCode: 'EPOI_STARTER', quantity: 1 }]);
    expect(read.unavailableItems).toEqual([{ planCode: 'EPOI_LEGACY', quantity: 2 }]);

    const merged = await save(buyer, {
      merge: true,
      items: [{ planCode: 'SMART_TDS_5', quantity: 1 }],
    });
    expect(merged.unavailableItems).toEqual([]);
    expect(await storedItems(buyer.id)).toEqual([
      { planCode: 'EPOI_STARTER', quantity: 1 },
      { planCode: 'SMART_TDS_5', quantity: 1 },
    ]);
  });

  it('ignores a price sent with an item: prices only come from the catalogue', async () => {
    const buyer = await newAdmin(app());
    const cart = await save(buyer, {
      items: [{ planCode: 'SMART_TDS_5', quantity: 1, pricePaise: 100, amountPaise: 100 }],
    });
    expect(cart.lines[0]).toMatchObject({ unitPricePaise: SMART_TDS_5, amountPaise: SMART_TDS_5 });
    expect(cart.subtotalPaise).toBe(SMART_TDS_5);
    expect(await storedItems(buyer.id)).toEqual([{ planCode: 'SMART_TDS_5', quantity: 1 }]);
  });

  it.each([
    [0, 'Choose at least one year.'],
    [4, 'A plan can be bought for at most 3 years at a time.'],
    [1.5, 'Choose a whole number of years.'],
  ])('refuses %s years with a message on the field', async (quantity, message) => {
    const buyer = await newAdmin(app());
    const response = await buyer.call(cartApi.save, {
      body: {
        items: [
          { planCode: 'EPOI_STARTER', quantity: 1 },
          { planCode: 'SMART_TDS_5', quantity },
        ],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.fields).toEqual({ 'items.1.quantity': message });
    expect(await storedItems(buyer.id)).toBeUndefined();
  });

  it('refuses an unknown field at the top level', async () => {
    const buyer = await newAdmin(app());
    const response = await buyer.call(cartApi.save, {
      body: {
        items: [{ planCode: 'EPOI_STARTER', quantity: 1 }],
        subtotalPaise: 1,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(await storedItems(buyer.id)).toBeUndefined();
  });

  it('saves only the caller’s own cart, whatever user id the body claims', async () => {
    const owner = await newAdmin(app());
    await save(owner, { items: [{ planCode: 'EPOI_STARTER', quantity: 1 }] });
    const stranger = await newAdmin(app(), 'Other Industries');
    const refused = await stranger.call(cartApi.save, {
      body: {
        userId: owner.id,
        items: [{ planCode: 'EFORM16_10000', quantity: 3 }],
      },
    });
    expect(refused.statusCode).toBe(400);
    await save(stranger, { items: [{ planCode: 'EFORM16_10000', quantity: 3 }] });
    expect(await storedItems(owner.id)).toEqual([{ planCode: 'EPOI_STARTER', quantity: 1 }]);
    const ownCart = (await owner.call(cartApi.get, { params: { userId: owner.id } })).json();
    expect(lineCodes(ownCart)).toEqual([{ planCode: 'EPOI_STARTER', quantity: 1 }]);
  });

  it('asks an anonymous caller to sign in', async () => {
    const response = await as(app(), '')(cartApi.save, {
      body: {
        items: [{ planCode: 'EPOI_STARTER', quantity: 1 }],
      },
    });
    expect(response.statusCode).toBe(401);
  });
});

import { ordersApi } from '@prakar/shared/api/orders';
import type { ApiErrorBody } from '@prakar/shared/api-error';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders, plans } from '#src/db/schema.ts';
import { call } from '#test/call.ts';
import { BILLING, BILLING_KARNATAKA, placeOrder } from '#test/commerce-helpers.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { inviteAndJoin, newAdmin } from '#test/users-helpers.ts';

let admin: Awaited<ReturnType<typeof newAdmin>>;

const app = useTestApp();

beforeAll(async () => {
  admin = await newAdmin(app());
});

const SMART_TDS_5 = 3_499_900;
const EPOI_STARTER = 2_400_000;

describe('POST /api/Transactions/Order/quote', () => {
  it('splits 18% GST into CGST and SGST for a buyer in Maharashtra, the firm’s state', async () => {
    const response = await admin.call(ordersApi.quote, {
      body: {
        items: [{ planCode: 'SMART_TDS_5', quantity: 2 }],
        stateCode: '27',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      subtotalPaise: 2 * SMART_TDS_5,
      cgstPaise: 629_982,
      sgstPaise: 629_982,
      igstPaise: 0,
      totalPaise: 2 * SMART_TDS_5 + 2 * 629_982,
      supply: 'intra-state',
      placeOfSupply: '27',
      lines: [
        {
          planCode: 'SMART_TDS_5',
          productCode: 'SMART_TDS',
          sac: '997331',
          quantity: 2,
          unitPricePaise: SMART_TDS_5,
          amountPaise: 2 * SMART_TDS_5,
        },
      ],
    });
  });

  it('charges IGST for a buyer in another state, rounded to the paisa', async () => {
    const response = await admin.call(ordersApi.quote, {
      body: {
        items: [
          { planCode: 'SMART_TDS_5', quantity: 1 },
          { planCode: 'EPOI_STARTER', quantity: 1 },
        ],
        stateCode: '29',
      },
    });
    const subtotal = SMART_TDS_5 + EPOI_STARTER;
    // 18% of ₹58,999.00 is ₹10,619.82 exactly.
    expect(response.json()).toMatchObject({
      subtotalPaise: subtotal,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 1_061_982,
      totalPaise: subtotal + 1_061_982,
      supply: 'inter-state',
    });
  });

  it('rounds half a paisa of each half of GST up, as the invoice prints it', async () => {
    const { db } = app().database;
    await db.update(plans).set({ pricePaise: 999_950 }).where(eq(plans.code, 'EFORM16_500'));
    try {
      const intra = await admin.call(ordersApi.quote, {
        body: {
          items: [{ planCode: 'EFORM16_500', quantity: 1 }],
          stateCode: '27',
        },
      });
      // 9% of ₹9,999.50 is ₹899.955.
      expect(intra.json()).toMatchObject({
        cgstPaise: 89_996,
        sgstPaise: 89_996,
        totalPaise: 1_179_942,
      });
    } finally {
      await db.update(plans).set({ pricePaise: 750_000 }).where(eq(plans.code, 'EFORM16_500'));
    }
  });

  it('refuses an empty cart and an unknown state with messages for the fields', async () => {
    const response = await admin.call(ordersApi.quote, {
      body: {
        items: [],
        stateCode: '99',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.fields).toMatchObject({
      items: 'Your cart is empty.',
      stateCode: 'Please choose a state.',
    });
  });

  it('answers a retired state code with the code that replaced it', async () => {
    const response = await admin.call(ordersApi.quote, {
      body: {
        items: [{ planCode: 'SMART_TDS_5', quantity: 1 }],
        stateCode: '25',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.fields?.stateCode).toMatch(
      /Dadra and Nagar Haveli and Daman and Diu, code 26/,
    );
  });

  it('asks an anonymous caller to sign in', async () => {
    const response = await call(app(), ordersApi.quote, {
      body: { items: [{ planCode: 'SMART_TDS_5', quantity: 1 }], stateCode: '27' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/Transactions/Order/createOrder', () => {
  it('prices the order itself and ignores prices sent by the browser', async () => {
    const response = await admin.call(ordersApi.create, {
      body: {
        idempotencyKey: crypto.randomUUID(),
        items: [{ planCode: 'SMART_TDS_5', quantity: 1, pricePaise: 100, amountPaise: 100 }],
        billing: { ...BILLING_KARNATAKA, totalPaise: 118 },
      },
    });
    expect(response.statusCode).toBe(201);
    const order = response.json();
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      kind: 'subscription',
      subtotalPaise: SMART_TDS_5,
      igstPaise: 629_982,
      totalPaise: SMART_TDS_5 + 629_982,
      number: expect.stringMatching(/^ORD-\d{6}$/),
      reference: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      buyer: { name: BILLING.legalName, email: admin.email, stateCode: '29', gstin: null },
      invoice: null,
    });
    const [stored] = await app()
      .database.db.select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id));
    expect(stored).toMatchObject({ unitPricePaise: SMART_TDS_5, amountPaise: SMART_TDS_5 });
  });

  it('makes one order from 20 parallel requests with the same idempotency key', async () => {
    const body = {
      idempotencyKey: crypto.randomUUID(),
      items: [{ planCode: 'EPOI_STARTER', quantity: 1 }],
      billing: BILLING,
    };
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => admin.call(ordersApi.create, { body })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([
      ...Array(19).fill(200),
      201,
    ]);
    const ids = new Set(responses.map((response) => response.json().id));
    expect(ids.size).toBe(1);
    const [stored] = await app()
      .database.db.select({ n: count() })
      .from(orders)
      .where(eq(orders.idempotencyKey, body.idempotencyKey));
    expect(stored?.n).toBe(1);
  });

  it('answers a retry with its order even after the plan stopped being sold', async () => {
    const body = {
      idempotencyKey: crypto.randomUUID(),
      items: [{ planCode: 'EFORM16_2500', quantity: 1 }],
      billing: BILLING,
    };
    const first = await admin.call(ordersApi.create, { body });
    expect(first.statusCode).toBe(201);
    const { db } = app().database;
    await db.update(plans).set({ isAvailable: false }).where(eq(plans.code, 'EFORM16_2500'));
    try {
      const retry = await admin.call(ordersApi.create, { body });
      expect(retry.statusCode).toBe(200);
      expect(retry.json().id).toBe(first.json().id);
    } finally {
      await db.update(plans).set({ isAvailable: true }).where(eq(plans.code, 'EFORM16_2500'));
    }
  });

  it('refuses the same key with a different cart', async () => {
    const idempotencyKey = crypto.randomUUID();
    await admin.call(ordersApi.create, {
      body: {
        idempotencyKey,
        items: [{ planCode: 'EPOI_STARTER', quantity: 1 }],
        billing: BILLING,
      },
    });
    const second = await admin.call(ordersApi.create, {
      body: {
        idempotencyKey,
        items: [{ planCode: 'EPOI_GROWTH', quantity: 1 }],
        billing: BILLING,
      },
    });
    expect(second.statusCode).toBe(422);
    expect(second.json<ApiErrorBody>().error).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: expect.stringMatching(/already used for a different order/),
    });
  });

  it('checks the billing details like the profile: GSTIN, PAN and state must agree', async () => {
    const response = await admin.call(ordersApi.create, {
      body: {
        idempotencyKey: crypto.randomUUID(),
        items: [{ planCode: 'EPOI_STARTER', quantity: 1 }],
        billing: { ...BILLING, stateCode: '29', pan: 'AAACP1234C', addressLine1: '' },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.fields).toMatchObject({
      'billing.addressLine1': 'Please enter the address.',
      'billing.gstin': expect.stringMatching(/does not match/),
    });
  });

  it('refuses unknown fields at the top level and a plan that is no longer sold', async () => {
    const unknown = await admin.call(ordersApi.create, {
      body: {
        idempotencyKey: crypto.randomUUID(),
        items: [{ planCode: 'EPOI_STARTER', quantity: 1 }],
        billing: BILLING,
        totalPaise: 1,
      },
    });
    expect(unknown.statusCode).toBe(400);

    const { db } = app().database;
    await db.update(plans).set({ isAvailable: false }).where(eq(plans.code, 'EPOI_GROWTH'));
    try {
      const withdrawn = await placeOrder(admin, [{ planCode: 'EPOI_GROWTH', quantity: 1 }]).catch(
        (error: Error) => error.message,
      );
      expect(withdrawn).toMatch(/Growth plan of E-POI is no longer sold/);
    } finally {
      await db.update(plans).set({ isAvailable: true }).where(eq(plans.code, 'EPOI_GROWTH'));
    }
  });

  it('lets only those with the purchase power buy', async () => {
    const member = await inviteAndJoin(app(), admin);
    const response = await member.call(ordersApi.create, {
      body: {
        idempotencyKey: crypto.randomUUID(),
        items: [{ planCode: 'EPOI_STARTER', quantity: 1 }],
        billing: BILLING,
      },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/Transactions/Order/:orderId', () => {
  it('shows an order to its organisation and hides it from everyone else', async () => {
    const order = await placeOrder(admin);
    const own = await admin.call(ordersApi.get, { params: { orderId: order.id } });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual(order);

    const stranger = await newAdmin(app(), 'Other Industries');
    const other = await stranger.call(ordersApi.get, { params: { orderId: order.id } });
    expect(other.statusCode).toBe(404);
    expect(other.json<ApiErrorBody>().error.message).toBe('We could not find that order.');
  });
});

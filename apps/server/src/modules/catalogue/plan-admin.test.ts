import { catalogueApi } from '@prakar/shared/api/catalogue';
import { ordersApi } from '@prakar/shared/api/orders';
import type { ApiErrorBody } from '@prakar/shared/api-error';
import { AMOUNT_MESSAGE } from '@prakar/shared/rupees-input';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, plans } from '#src/db/schema.ts';
import { PLATFORM_ADMIN_ENV } from '#test/build-test-app.ts';
import { call } from '#test/call.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { as, type Call, newAdmin, signInPlatformAdmin } from '#test/users-helpers.ts';
import { PLAN_NOT_FOUND_MESSAGE } from './plan-admin.ts';

let platform: { id: number; call: Call };

const app = useTestApp({ env: PLATFORM_ADMIN_ENV });

beforeAll(async () => {
  platform = await signInPlatformAdmin(app());
});

async function publicPlan(productCode: string, planCode: string) {
  const response = await call(app(), catalogueApi.getProduct, { params: { code: productCode } });
  expect(response.statusCode).toBe(200);
  return response.json().plans.find((plan: { code: string }) => plan.code === planCode);
}

async function storedPlan(code: string) {
  const [row] = await app().database.db.select().from(plans).where(eq(plans.code, code));
  return row;
}

describe('PUT /api/Masters/Plans/:code', () => {
  it('takes the price in rupees as typed and keeps it in paise', async () => {
    const response = await platform.call(catalogueApi.updatePlan, {
      params: { code: 'SMART_TDS_25' },
      body: {
        price: '25,000.50',
        isAvailable: true,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      code: 'SMART_TDS_25',
      pricePaise: 2_500_050,
      isAvailable: true,
      limitUnit: 'tans',
      limitValue: 25,
    });
    expect(await storedPlan('SMART_TDS_25')).toMatchObject({
      pricePaise: 2_500_050,
      isAvailable: true,
    });
  });

  it('shows the change on the public product page at once, though the catalogue is cached', async () => {
    // Read first, so the cached copy holds the old price.
    expect(await publicPlan('EFORM16', 'EFORM16_2500')).toMatchObject({
      pricePaise: 2_750_000,
      isAvailable: true,
    });
    const response = await platform.call(catalogueApi.updatePlan, {
      params: { code: 'EFORM16_2500' },
      body: {
        price: '29999',
        isAvailable: false,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(await publicPlan('EFORM16', 'EFORM16_2500')).toMatchObject({
      pricePaise: 2_999_900,
      isAvailable: false,
    });
    const list = await call(app(), catalogueApi.listProducts);
    const eform = list
      .json()
      .products.find((product: { code: string }) => product.code === 'EFORM16');
    expect(
      eform?.plans.find((plan: { code: string }) => plan.code === 'EFORM16_2500'),
    ).toMatchObject({ pricePaise: 2_999_900, isAvailable: false });
  });

  it('records the change in the audit trail with the values before and after', async () => {
    await platform.call(catalogueApi.updatePlan, {
      params: { code: 'EPOI_ENTERPRISE' },
      body: {
        price: '₹ 1,75,000',
        isAvailable: false,
      },
    });
    const events = await app()
      .database.db.select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetType, 'plan'), eq(auditEvents.targetId, 'EPOI_ENTERPRISE')));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'plan_updated',
      actorUserId: platform.id,
      before: { pricePaise: 18_000_000, isAvailable: true },
      after: { pricePaise: 17_500_000, isAvailable: false },
    });
  });

  it('prices the next quote at the new price', async () => {
    const buyer = await newAdmin(app());
    const quote = () =>
      buyer.call(ordersApi.quote, {
        body: {
          items: [{ planCode: 'SMART_TDS_SINGLE', quantity: 2 }],
          stateCode: '29',
        },
      });
    expect((await quote()).json().subtotalPaise).toBe(2 * 999_900);
    await platform.call(catalogueApi.updatePlan, {
      params: { code: 'SMART_TDS_SINGLE' },
      body: {
        price: '12000',
        isAvailable: true,
      },
    });
    expect((await quote()).json()).toMatchObject({
      subtotalPaise: 2 * 1_200_000,
      igstPaise: 432_000,
      totalPaise: 2 * 1_200_000 + 432_000,
      lines: [{ planCode: 'SMART_TDS_SINGLE', unitPricePaise: 1_200_000 }],
    });
  });

  it('refuses an organisation administrator and changes nothing', async () => {
    const orgAdmin = await newAdmin(app());
    const response = await orgAdmin.call(catalogueApi.updatePlan, {
      params: { code: 'EPOI_STARTER' },
      body: {
        price: '1',
        isAvailable: true,
      },
    });
    expect(response.statusCode).toBe(403);
    expect((await storedPlan('EPOI_STARTER'))?.pricePaise).toBe(2_400_000);
  });

  it('asks an anonymous caller to sign in', async () => {
    const response = await as(app(), '')(catalogueApi.updatePlan, {
      params: { code: 'EPOI_STARTER' },
      body: {
        price: '1',
        isAvailable: true,
      },
    });
    expect(response.statusCode).toBe(401);
    expect((await storedPlan('EPOI_STARTER'))?.pricePaise).toBe(2_400_000);
  });

  it.each([
    ['25000.505', AMOUNT_MESSAGE],
    ['twenty', AMOUNT_MESSAGE],
    ['-500', AMOUNT_MESSAGE],
    ['0.50', 'The amount must be at least ₹1.'],
    ['1,00,00,000.01', 'A plan can cost at most ₹1 crore a year.'],
  ])('refuses the amount %s with a message on price', async (price, message) => {
    const response = await platform.call(catalogueApi.updatePlan, {
      params: { code: 'EPOI_GROWTH' },
      body: {
        price,
        isAvailable: true,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.fields).toEqual({ price: message });
    expect((await storedPlan('EPOI_GROWTH'))?.pricePaise).toBe(6_000_000);
  });

  it('refuses a price sent as a number: it must be typed rupees, never paise', async () => {
    const response = await platform.call(catalogueApi.updatePlan, {
      params: { code: 'EPOI_GROWTH' },
      body: {
        price: 2_500_000,
        isAvailable: true,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.fields).toEqual({ price: AMOUNT_MESSAGE });
  });

  it('answers 404 for a well-formed code that names no plan', async () => {
    const response = await platform.call(catalogueApi.updatePlan, {
      params: { code: 'PAYROLL_GOLD' },
      body: {
        price: '1000',
        isAvailable: true,
      },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiErrorBody>().error.message).toBe(PLAN_NOT_FOUND_MESSAGE);
  });

  it('refuses an unknown field and changes nothing', async () => {
    const response = await platform.call(catalogueApi.updatePlan, {
      params: { code: 'EFORM16_500' },
      body: {
        price: '1000',
        isAvailable: true,
        pricePaise: 100,
      },
    });
    expect(response.statusCode).toBe(400);
    expect((await storedPlan('EFORM16_500'))?.pricePaise).toBe(750_000);
  });
});

import { accountsApi } from '@prakar/shared/api/accounts';
import { catalogueApi } from '@prakar/shared/api/catalogue';
import { productListSchema, productSchema } from '@prakar/shared/catalogue';
import { isPublicRoute } from '@prakar/shared/routes';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogueVersion, plans, products } from '#src/db/schema.ts';
import { seedCatalogue } from '#src/db/seed.ts';
import { call } from '#test/call.ts';
import { useTestApp } from '#test/use-test-app.ts';

const app = useTestApp();

describe('GET /api/Masters/Products', () => {
  it('lists the three products with their plans, in order', async () => {
    const response = await call(app(), catalogueApi.listProducts);
    expect(response.statusCode).toBe(200);
    const { products: list } = productListSchema.parse(response.json());
    expect(list.map((product) => product.code)).toEqual(['EPOI', 'SMART_TDS', 'EFORM16']);
    for (const product of list) {
      expect(isPublicRoute(product.route)).toBe(true);
      expect(product.plans).toHaveLength(3);
      const prices = product.plans.map((plan) => plan.pricePaise);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }
    const epoi = list[0];
    expect(epoi?.plans[0]).toMatchObject({
      code: 'EPOI_STARTER',
      pricePaise: 2_400_000,
      limitUnit: 'employees',
      limitValue: 250,
      isAvailable: true,
    });
  });
});

describe('GET /api/Masters/Products/:code', () => {
  it('returns one product', async () => {
    const response = await call(app(), catalogueApi.getProduct, { params: { code: 'SMART_TDS' } });
    expect(response.statusCode).toBe(200);
    const product = productSchema.parse(response.json());
    expect(product).toMatchObject({ code: 'SMART_TDS', name: 'Smart TDS', route: 'tds' });
    expect(product.plans.map((plan) => plan.pricePaise)).toEqual([999_900, 3_499_900, 12_499_900]);
  });

  it('answers 404 for a well-formed code that names no product', async () => {
    const response = await call(app(), catalogueApi.getProduct, { params: { code: 'PAYROLL' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'We could not find that product.' },
    });
  });

  it('answers 400 for a malformed code', async () => {
    const response = await call(app(), catalogueApi.getProduct, { params: { code: 'e poi!' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { code: expect.any(String) } },
    });
  });
});

describe('catalogue seed', () => {
  it('can run again without adding rows', async () => {
    const { db } = app().database;
    await seedCatalogue(db);
    const [productCount] = await db.select({ n: count() }).from(products);
    const [planCount] = await db.select({ n: count() }).from(plans);
    expect(productCount?.n).toBe(3);
    expect(planCount?.n).toBe(9);
  });

  it('brings edited rows back in line with the catalogue data, but keeps names and prices set since', async () => {
    const { db } = app().database;
    const [plan] = await db.select().from(plans).limit(1);
    const [product] = await db.select().from(products).limit(1);
    if (!plan || !product) throw new Error('The catalogue was not seeded.');
    await db
      .update(plans)
      .set({
        name: 'Renamed',
        description: 'Edited',
        pricePaise: 1_234_500,
        isAvailable: false,
      })
      .where(eq(plans.code, plan.code));
    await db.update(products).set({ name: 'Edited' }).where(eq(products.code, product.code));
    const [before] = await db.select().from(catalogueVersion);
    await seedCatalogue(db);
    const [after] = await db.select().from(catalogueVersion);
    expect(after?.version).toBe((before?.version ?? 0) + 1);
    const [restoredPlan] = await db.select().from(plans).where(eq(plans.code, plan.code));
    const [restoredProduct] = await db
      .select()
      .from(products)
      .where(eq(products.code, product.code));
    expect(restoredPlan).toEqual({
      ...plan,
      name: 'Renamed',
      pricePaise: 1_234_500,
      isAvailable: false,
    });
    expect(restoredProduct).toEqual(product);
  });
});

describe('catalogue reads and the per-address limit', () => {
  const limited = useTestApp({ rateLimitMax: 2 });

  it('answers every catalogue read from memory without counting it, and still counts other requests', async () => {
    const ip = '203.0.113.40';
    for (let round = 0; round < 3; round += 1) {
      expect((await call(limited(), catalogueApi.listProducts, { ip })).statusCode).toBe(200);
      const epoi = await call(limited(), catalogueApi.getProduct, { params: { code: 'EPOI' }, ip });
      expect(epoi.statusCode).toBe(200);
    }
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push((await call(limited(), accountsApi.session, { ip })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});

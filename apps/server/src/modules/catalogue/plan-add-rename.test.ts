import { auditApi } from '@prakar/shared/api/audit';
import { catalogueApi } from '@prakar/shared/api/catalogue';
import type { ApiErrorBody } from '@prakar/shared/api-error';
import { auditSentence } from '@prakar/shared/audit-sentence';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, plans } from '#src/db/schema.ts';
import { seedCatalogue } from '#src/db/seed.ts';
import { PLATFORM_ADMIN_ENV } from '#test/build-test-app.ts';
import { call } from '#test/call.ts';
import { useTestApp } from '#test/use-test-app.ts';
import {
  as,
  type Call,
  inviteAndJoin,
  newAdmin,
  signInPlatformAdmin,
} from '#test/users-helpers.ts';
import { PLAN_NAME_TAKEN_MESSAGE, PLAN_NOT_FOUND_MESSAGE } from './plan-admin.ts';

let platform: Awaited<ReturnType<typeof signInPlatformAdmin>>;
let customers: { label: string; call: Call; status: number }[];

const app = useTestApp({ env: PLATFORM_ADMIN_ENV });

beforeAll(async () => {
  platform = await signInPlatformAdmin(app());
  const orgAdmin = await newAdmin(app(), 'Menon Exports');
  const orgUser = await inviteAndJoin(app(), orgAdmin);
  customers = [
    { label: 'an anonymous caller', call: as(app(), ''), status: 401 },
    { label: 'an organisation user', call: orgUser.call, status: 403 },
    { label: 'an organisation administrator', call: orgAdmin.call, status: 403 },
  ];
});

const newPlan = {
  name: 'Up to 50 TANs',
  description: 'Quarterly returns for groups with up to 50 deductor TANs.',
  price: '79,999',
  limit: '50',
  isAvailable: true,
};

async function publicPlans(code: string) {
  const response = await call(app(), catalogueApi.getProduct, { params: { code } });
  return response.json().plans as { code: string; name: string; pricePaise: number }[];
}

async function auditOf(code: string) {
  return app()
    .database.db.select()
    .from(auditEvents)
    .where(and(eq(auditEvents.targetType, 'plan'), eq(auditEvents.targetId, code)));
}

describe('POST /api/BackOffice/Products/:code/Plans', () => {
  it('adds a plan after the product’s others, counting what they count, for sale at once', async () => {
    const response = await platform.call(catalogueApi.addPlan, {
      params: { code: 'SMART_TDS' },
      body: newPlan,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      code: 'SMART_TDS_UP_TO_50_TANS',
      name: 'Up to 50 TANs',
      description: newPlan.description,
      pricePaise: 7_999_900,
      limitUnit: 'tans',
      limitValue: 50,
      isAvailable: true,
    });
    expect((await publicPlans('SMART_TDS')).at(-1)).toMatchObject({
      code: 'SMART_TDS_UP_TO_50_TANS',
      pricePaise: 7_999_900,
    });
    const [event] = await auditOf('SMART_TDS_UP_TO_50_TANS');
    expect(event).toMatchObject({ action: 'plan_added', actorUserId: platform.id });
    const trail = await platform.call(auditApi.list, { query: { action: 'plan_added' } });
    expect(trail.statusCode, trail.body).toBe(200);
    const [added] = trail.json().events;
    if (!added) throw new Error('No plan_added event in the trail');
    expect(auditSentence(added)).toBe(
      'Platform administrator added the plan Up to 50 TANs to Smart TDS at ₹79,999.00 a year',
    );
  });

  it('keeps a plan staff added when the server starts again', async () => {
    await platform.call(catalogueApi.addPlan, {
      params: { code: 'EFORM16' },
      body: { ...newPlan, name: 'Unlimited', limit: '', isAvailable: false },
    });
    await seedCatalogue(app().database.db);
    expect((await publicPlans('EFORM16')).map((plan) => plan.code)).toContain('EFORM16_UNLIMITED');
  });

  it('refuses a second plan of the same name in the product, whatever its case', async () => {
    const response = await platform.call(catalogueApi.addPlan, {
      params: { code: 'EPOI' },
      body: { ...newPlan, name: 'growth' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<ApiErrorBody>().error.fields).toEqual({ name: PLAN_NAME_TAKEN_MESSAGE });
  });

  it.each([
    [{ name: ' ' }, 'name'],
    [{ description: '' }, 'description'],
    [{ price: '0' }, 'price'],
    [{ limit: '0' }, 'limit'],
    [{ limit: '2.5' }, 'limit'],
  ])('refuses %o with a message on %s, and adds nothing', async (change, field) => {
    const before = await publicPlans('EPOI');
    const response = await platform.call(catalogueApi.addPlan, {
      params: { code: 'EPOI' },
      body: { ...newPlan, ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<ApiErrorBody>().error.fields ?? {})).toContain(field);
    expect(await publicPlans('EPOI')).toEqual(before);
  });

  it('refuses a limit unit other than the product’s: it is not the caller’s to choose', async () => {
    const response = await platform.call(catalogueApi.addPlan, {
      params: { code: 'EPOI' },
      body: { ...newPlan, limitUnit: 'tans' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers 400 for a product that does not exist', async () => {
    const response = await platform.call(catalogueApi.addPlan, {
      params: { code: 'PAYROLL' as 'EPOI' },
      body: newPlan,
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses every customer and the anonymous caller, and adds nothing', async () => {
    for (const customer of customers) {
      const response = await customer.call(catalogueApi.addPlan, {
        params: { code: 'EPOI' },
        body: { ...newPlan, name: 'Sneaky' },
      });
      expect(response.statusCode, customer.label).toBe(customer.status);
    }
    const [row] = await app().database.db.select().from(plans).where(eq(plans.code, 'EPOI_SNEAKY'));
    expect(row).toBeUndefined();
  });
});

describe('PATCH /api/BackOffice/Plans/:code', () => {
  it('renames a plan everywhere it is shown, and says so in the trail', async () => {
    const response = await platform.call(catalogueApi.renamePlan, {
      params: { code: 'SMART_TDS_SINGLE' },
      body: { name: '  One TAN ' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ code: 'SMART_TDS_SINGLE', name: 'One TAN' });
    expect((await publicPlans('SMART_TDS'))[0]).toMatchObject({ name: 'One TAN' });
    const [event] = await auditOf('SMART_TDS_SINGLE');
    expect(event).toMatchObject({
      action: 'plan_renamed',
      before: { name: 'Single TAN' },
      after: { name: 'One TAN' },
    });
    // A restart does not bring the seed's name back.
    await seedCatalogue(app().database.db);
    expect((await publicPlans('SMART_TDS'))[0]).toMatchObject({ name: 'One TAN' });
  });

  it('lets a plan keep its own name in another case, but not take another plan’s', async () => {
    const own = await platform.call(catalogueApi.renamePlan, {
      params: { code: 'EPOI_STARTER' },
      body: { name: 'STARTER' },
    });
    expect(own.statusCode).toBe(200);
    const taken = await platform.call(catalogueApi.renamePlan, {
      params: { code: 'EPOI_STARTER' },
      body: { name: 'Growth' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<ApiErrorBody>().error.message).toBe(PLAN_NAME_TAKEN_MESSAGE);
  });

  it('refuses an empty or overlong name, and an unknown plan', async () => {
    for (const name of ['', 'x', 'n'.repeat(61)]) {
      const response = await platform.call(catalogueApi.renamePlan, {
        params: { code: 'EPOI_GROWTH' },
        body: { name },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().error.fields).toHaveProperty('name');
    }
    const missing = await platform.call(catalogueApi.renamePlan, {
      params: { code: 'PAYROLL_GOLD' },
      body: { name: 'Gold' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ApiErrorBody>().error.message).toBe(PLAN_NOT_FOUND_MESSAGE);
  });

  it('refuses every customer and the anonymous caller, and renames nothing', async () => {
    for (const customer of customers) {
      const response = await customer.call(catalogueApi.renamePlan, {
        params: { code: 'EPOI_GROWTH' },
        body: { name: 'Hijacked' },
      });
      expect(response.statusCode, customer.label).toBe(customer.status);
    }
    expect((await publicPlans('EPOI'))[1]).toMatchObject({ name: 'Growth' });
  });
});

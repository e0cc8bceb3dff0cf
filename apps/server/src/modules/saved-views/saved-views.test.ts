import { savedViewsApi } from '@prakar/shared/api/saved-views';
import type { ApiErrorBody } from '@prakar/shared/api-error';
import { SAVED_VIEW_LIMIT } from '@prakar/shared/saved-views';
import { SINGLE_LINE_MESSAGE } from '@prakar/shared/text';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { savedViews } from '#src/db/schema.ts';
import { PLATFORM_ADMIN_ENV } from '#test/build-test-app.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { type Call, newAdmin, signInPlatformAdmin } from '#test/users-helpers.ts';

const app = useTestApp({ env: PLATFORM_ADMIN_ENV });

let staff: Call;

beforeAll(async () => {
  staff = (await signInPlatformAdmin(app())).call;
});

const save = (list: 'leads' | 'orders', name: string, search: string) =>
  staff(savedViewsApi.create, { body: { list, name, search } });

const viewsOn = async (list: 'leads' | 'orders') =>
  (await staff(savedViewsApi.list, { query: { list } })).json().views;

describe('saved views', () => {
  it('keeps a named view per list, by name, without the page it was on, its filters in order', async () => {
    const created = await save(
      'leads',
      'Open and mine',
      'status=open&assignee=7&cursor=abc&page=3',
    );
    expect(created.statusCode).toBe(201);
    await save('leads', 'Callbacks', 'search=call%20back');
    await save('orders', 'Unpaid', 'status=unpaid');

    expect(await viewsOn('leads')).toEqual([
      expect.objectContaining({ name: 'Callbacks', search: 'search=call+back' }),
      expect.objectContaining({ name: 'Open and mine', search: 'assignee=7&status=open' }),
    ]);
    expect((await viewsOn('orders')).map((view) => view.name)).toEqual(['Unpaid']);
  });

  it('refuses a name already used on the list, whatever its case, on the name field', async () => {
    await save('orders', 'Needs attention', 'attention=1');
    const again = await save('orders', 'needs ATTENTION', 'status=paid');
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiErrorBody>().error.fields?.name).toMatch(/already have a view called/);
    expect((await save('leads', 'Needs attention', 'status=open')).statusCode).toBe(201);
  });

  it('says what is wrong with a blank name, a control character in it, or an unknown list', async () => {
    const blank = await staff(savedViewsApi.create, {
      body: { list: 'leads', name: '  ', search: '' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<ApiErrorBody>().error.fields?.name).toBe('Please give the view a name.');
    const hidden = await save('leads', 'Open\u0000mine', 'status=open');
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json<ApiErrorBody>().error.fields).toEqual({ name: SINGLE_LINE_MESSAGE });
    const unknown = await app().inject({
      method: 'GET',
      url: '/api/BackOffice/SavedViews?list=invoices',
      headers: { cookie: (await signInPlatformAdmin(app())).cookie },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ApiErrorBody>().error.fields?.list).toBeDefined();
  });

  it(`keeps at most ${SAVED_VIEW_LIMIT} views on one list`, async () => {
    const { id } = (
      await staff(savedViewsApi.create, {
        body: { list: 'orders', name: 'Placeholder', search: '' },
      })
    ).json();
    const already = (await viewsOn('orders')).length;
    for (let n = already; n < SAVED_VIEW_LIMIT; n += 1) {
      expect((await save('orders', `View ${n}`, `search=${n}`)).statusCode).toBe(201);
    }
    const over = await save('orders', 'One too many', 'search=x');
    expect(over.statusCode).toBe(409);
    expect(over.json<ApiErrorBody>().error.message).toMatch(/Delete one you no longer use/);

    expect((await staff(savedViewsApi.remove, { params: { id } })).statusCode).toBe(204);
    expect((await save('orders', 'One too many', 'search=x')).statusCode).toBe(201);
  });

  it('neither shows nor deletes another person’s view', async () => {
    const customer = await newAdmin(app(), 'Sundaram Logistics');
    const [theirs] = await app()
      .database.db.insert(savedViews)
      .values({
        userId: customer.id,
        list: 'leads',
        name: 'Theirs',
        search: '',
        createdAt: new Date(),
      })
      .returning();
    if (!theirs) throw new Error('No view');

    expect((await viewsOn('leads')).map((view) => view.name)).not.toContain('Theirs');
    const removed = await staff(savedViewsApi.remove, { params: { id: theirs.id } });
    expect(removed.statusCode).toBe(404);
    const left = await app()
      .database.db.select()
      .from(savedViews)
      .where(eq(savedViews.id, theirs.id));
    expect(left).toHaveLength(1);
  });
});

import { transactionsApi } from '@prakar/shared/api/transactions';
import { usersApi } from '@prakar/shared/api/users';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#src/db/text-sql.ts';
import { DEMO_PASSWORD } from '#src/demo-data/demo-data.ts';
import { signIn } from '#test/accounts-helpers.ts';
import { testDatabaseKind } from '#test/test-database.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { as } from '#test/users-helpers.ts';
import {
  type PlatformCounts,
  PlatformRefused,
  platformDatabaseUrl,
  seedPlatform,
} from './platform-seed.ts';
import { type TypicalOrganisation, typicalOrganisation } from './typical-organisation.ts';

const NOW = new Date('2026-11-20T06:30:00.000Z');
const onPostgres = testDatabaseKind === 'postgres';
const SMALL_PLATFORM = {
  organisations: 20,
  users: 2_000,
  orders: 400,
  auditEvents: 4_000,
  now: NOW,
};

describe.runIf(!onPostgres)('the platform set on the embedded database', () => {
  it('is refused with the reason, since COPY needs PostgreSQL', () => {
    expect(() => platformDatabaseUrl({ databaseUrl: undefined })).toThrow(PlatformRefused);
    expect(() => platformDatabaseUrl({ databaseUrl: 'memory://' })).toThrow(/PostgreSQL/);
  });
});

describe.runIf(onPostgres)('seedPlatform on PostgreSQL', () => {
  const app = useTestApp();
  let counts: PlatformCounts;
  let typical: TypicalOrganisation;
  let keysBefore: unknown[];
  const count = async (statement: ReturnType<typeof sql>) =>
    Number((await rowsOf<{ n: number }>(app().database.db, statement))[0]?.n);
  // Every index and key constraint of the schema, as the database would recreate them.
  const keysAndIndexes = () =>
    rowsOf(
      app().database.db,
      sql`select conrelid::regclass::text as of, conname as name, pg_get_constraintdef(oid) as definition
          from pg_constraint where connamespace = current_schema()::regnamespace
        union all
        select tablename, indexname, indexdef from pg_indexes where schemaname = current_schema()
        order by 1, 2, 3`,
    );

  beforeAll(async () => {
    keysBefore = await keysAndIndexes();
    const url = platformDatabaseUrl(app().config);
    counts = await seedPlatform(app().database.db, url, SMALL_PLATFORM);
    const found = await typicalOrganisation(app().database.db);
    if (!found) throw new Error('The platform has no organisation an administrator signs in to.');
    typical = found;
  }, 120_000);

  it('writes the set it was asked for, every row where it belongs', async () => {
    expect(counts).toMatchObject({
      organisations: 20,
      users: 2_000,
      orders: 400,
      auditEvents: 4_000,
    });
    expect(await count(sql`select count(*)::int as n from organisations where not is_firm`)).toBe(
      20,
    );
    expect(
      await count(
        sql`select count(distinct email)::int as n from users where organisation_id is not null`,
      ),
    ).toBeGreaterThanOrEqual(2_000);
    expect(
      await count(
        sql`select count(*)::int as n from audit_events where organisation_id is not null`,
      ),
    ).toBe(4_000);
    expect(
      await count(sql`select count(*)::int as n from orders o left join users u on u.id = o.created_by_user_id
        where u.organisation_id is distinct from o.organisation_id`),
    ).toBe(0);
    expect(
      await count(
        sql`select count(*)::int as n from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)`,
      ),
    ).toBe(0);
    expect(await count(sql`select count(*)::int as n from orders where status = 'paid'`)).toBe(
      counts.invoices,
    );
    // Sizes are skewed: the largest organisation is several times the typical one.
    const largest = await count(
      sql`select max(n)::int as n from (select count(*) as n from users group by organisation_id) sized`,
    );
    expect(largest).toBeGreaterThan(2 * typical.users);
  });

  it('leaves every key, constraint and index it dropped for the load as it was', async () => {
    expect(keysBefore.length).toBeGreaterThan(100);
    expect(await keysAndIndexes()).toEqual(keysBefore);
  });

  it('numbers the invoices from 1 without gaps in each financial year, in the order they were issued', async () => {
    const years = await rowsOf<{
      year: string;
      n: number;
      low: number;
      high: number;
      last: number;
      ordered: boolean;
    }>(
      app().database.db,
      sql`select i.financial_year as year, count(*)::int as n, min(sequence) as low, max(sequence) as high,
          max(s.last_number) as last,
          bool_and(number = 'PTA/' || substr(i.financial_year, 3) || '/' || lpad(sequence::text, 5, '0')
            and document->>'number' = number) as ordered
        from invoices i join invoice_sequences s using (financial_year) group by i.financial_year`,
    );
    expect(years.length).toBeGreaterThan(1);
    for (const year of years) {
      expect(year).toMatchObject({ low: 1, high: year.n, last: year.n, ordered: true });
    }
    expect(
      await count(sql`select count(*)::int as n from (
        select issued_at < lag(issued_at) over (partition by financial_year order by sequence) as back
        from invoices) steps where back`),
    ).toBe(0);
  });

  it("lets a typical organisation's administrator read its users and its order history", async () => {
    const session = await signIn(app(), typical.admin.email, DEMO_PASSWORD);
    const call = as(app(), session.cookie);
    const people = await call(usersApi.list, { query: { pageSize: '25' } });
    expect(people.statusCode).toBe(200);
    expect(people.json()).toMatchObject({ total: typical.users });
    const history = await call(transactionsApi.list, { query: { pageSize: '25' } });
    expect(history.statusCode).toBe(200);
    expect(history.json()).toMatchObject({ total: typical.counts.orders });
    const paid = await call(transactionsApi.list, { query: { status: 'paid', pageSize: '10' } });
    const [newest] = paid.json().transactions as { invoice: { id: string } }[];
    if (!newest) throw new Error('The typical organisation has no paid order.');
    const pdf = await call(transactionsApi.invoicePdf, {
      params: { invoiceId: newest.invoice.id },
    });
    expect(pdf.statusCode).toBe(200);
  });

  it('refuses a database that has issued invoices, whose numbers it would repeat', async () => {
    await expect(
      seedPlatform(app().database.db, platformDatabaseUrl(app().config), SMALL_PLATFORM),
    ).rejects.toThrow(PlatformRefused);
  });
});

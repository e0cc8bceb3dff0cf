import { catalogue } from '@prakar/shared/catalogue-seed';
import { addDays } from '@prakar/shared/ist-calendar';
import { earliestOpenPosting } from '@prakar/shared/opening-window';
import { getTableColumns, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { openings } from './careers-data.ts';
import type { Database } from './client.ts';
import { deadlineRules } from './deadline-rules-data.ts';
import { catalogueVersion, jobOpenings, matterDeadlineRules, plans, products } from './schema.ts';

/**
 * The `set` of an upsert that makes an existing row equal to the incoming one: every column but
 * the given keys takes its `excluded` value. New columns are covered without touching the seeds.
 */
function takeIncoming<T extends PgTable>(table: T, keys: PgColumn[]): PgUpdateSetSource<T> {
  const set: Record<string, SQL> = {};
  for (const [name, column] of Object.entries(getTableColumns(table))) {
    if (!keys.includes(column)) set[name] = sql.raw(`excluded."${column.name}"`);
  }
  return set as PgUpdateSetSource<T>;
}

/**
 * Brings the catalogue tables in line with `@prakar/shared/catalogue-seed` on every start. Rows are upserted
 * by code, so running it again changes nothing and edits to the list reach the database. A plan's
 * name, price and availability are set only when the plan is new: after that they belong to the
 * platform administrators, who change them in the portal, and a restart must not undo that (plans
 * they added are not in the list and are left alone). The catalogue's version is raised, so every
 * running server reloads what this start may have changed (docs/decisions/0062).
 */
export async function seedCatalogue(db: Database): Promise<void> {
  const productRows = catalogue.map((product, index) => ({
    code: product.code,
    name: product.name,
    summary: product.summary,
    route: product.route,
    sortOrder: index + 1,
  }));
  const planRows = catalogue.flatMap((product) =>
    product.plans.map((plan, index) => ({
      ...plan,
      productCode: product.code,
      sortOrder: index + 1,
    })),
  );

  await db.transaction(async (tx) => {
    await tx
      .insert(products)
      .values(productRows)
      .onConflictDoUpdate({
        target: products.code,
        set: takeIncoming(products, [products.code]),
      });
    await tx
      .insert(plans)
      .values(planRows)
      .onConflictDoUpdate({
        target: plans.code,
        set: takeIncoming(plans, [plans.code, plans.name, plans.pricePaise, plans.isAvailable]),
      });
    await tx
      .insert(catalogueVersion)
      .values({ id: 1 })
      .onConflictDoUpdate({
        target: catalogueVersion.id,
        set: { version: sql`${catalogueVersion.version} + 1` },
      });
  });
}

/**
 * Brings the job openings in line with `careers-data.ts`, upserting by slug like the catalogue,
 * except those staff have changed in the back office: a restart must not undo their work.
 * Ids stay stable across runs, so applications keep pointing at their opening. Each is dated its
 * `postedDaysAgo` before `today` (the server's day in India), but not before this year's first
 * day, so a seeded opening is open when the server starts, in January too.
 */
export async function seedCareers(db: Database, today: string): Promise<void> {
  const earliest = earliestOpenPosting(today);
  const rows = openings.map(({ postedDaysAgo, ...opening }, index) => {
    // Dates as `YYYY-MM-DD` text, which sorts as the days do.
    const [postedAt] = [addDays(today, -postedDaysAgo), earliest].sort().reverse();
    return { ...opening, postedAt: postedAt ?? earliest, sortOrder: index + 1 };
  });
  await db
    .insert(jobOpenings)
    .values(rows)
    .onConflictDoUpdate({
      target: jobOpenings.slug,
      set: takeIncoming(jobOpenings, [jobOpenings.id, jobOpenings.slug, jobOpenings.staffEditedAt]),
      setWhere: isNull(jobOpenings.staffEditedAt),
    });
}

/**
 * Adds the deadline rules of `deadline-rules-data.ts` that the database lacks, on every start. A
 * rule already there is the staff's to change, so a restart leaves it as it is.
 */
export async function seedDeadlineRules(db: Database, now: Date): Promise<void> {
  await db
    .insert(matterDeadlineRules)
    .values(deadlineRules.map((rule) => ({ ...rule, updatedAt: now })))
    .onConflictDoNothing({ target: [matterDeadlineRules.kind, matterDeadlineRules.act] });
}

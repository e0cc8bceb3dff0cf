import { sql } from 'drizzle-orm';
import { openings } from './careers-data.ts';
import { catalogue } from './catalogue-data.ts';
import type { Database } from './client.ts';
import { jobOpenings, plans, products } from './schema.ts';

/**
 * Brings the catalogue tables in line with `catalogue-data.ts` on every start. Rows are upserted
 * by code, so running it again changes nothing and edits to the list reach the database.
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
        set: {
          name: sql`excluded.name`,
          summary: sql`excluded.summary`,
          route: sql`excluded.route`,
          sortOrder: sql`excluded.sort_order`,
        },
      });
    await tx
      .insert(plans)
      .values(planRows)
      .onConflictDoUpdate({
        target: plans.code,
        set: {
          productCode: sql`excluded.product_code`,
          name: sql`excluded.name`,
          description: sql`excluded.description`,
          pricePaise: sql`excluded.price_paise`,
          limitUnit: sql`excluded.limit_unit`,
          limitValue: sql`excluded.limit_value`,
          isAvailable: sql`excluded.is_available`,
          sortOrder: sql`excluded.sort_order`,
        },
      });
  });
}

/**
 * Brings the job openings in line with `careers-data.ts`, upserting by slug like the catalogue.
 * Ids stay stable across runs, so applications keep pointing at their opening.
 */
export async function seedCareers(db: Database): Promise<void> {
  const rows = openings.map((opening, index) => ({ ...opening, sortOrder: index + 1 }));
  await db
    .insert(jobOpenings)
    .values(rows)
    .onConflictDoUpdate({
      target: jobOpenings.slug,
      set: {
        title: sql`excluded.title`,
        location: sql`excluded.location`,
        employmentType: sql`excluded.employment_type`,
        department: sql`excluded.department`,
        description: sql`excluded.description`,
        responsibilities: sql`excluded.responsibilities`,
        requirements: sql`excluded.requirements`,
        isOpen: sql`excluded.is_open`,
        postedAt: sql`excluded.posted_at`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
}

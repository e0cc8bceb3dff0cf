import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { plans, products } from '#src/db/schema.ts';

export type ProductRow = typeof products.$inferSelect;
export type PlanRow = typeof plans.$inferSelect;
export type ProductWithPlans = ProductRow & { plans: PlanRow[] };
export type PlanWithProduct = PlanRow & { productName: string };

/** Reads the catalogue tables; products and plans come back in their display order. */
export function createCatalogueRepository(db: Executor) {
  return {
    async listProducts(): Promise<ProductWithPlans[]> {
      const [productRows, planRows] = await Promise.all([
        db.select().from(products).orderBy(asc(products.sortOrder), asc(products.code)),
        db.select().from(plans).orderBy(asc(plans.sortOrder), asc(plans.code)),
      ]);
      return productRows.map((product) => ({
        ...product,
        plans: planRows.filter((plan) => plan.productCode === product.code),
      }));
    },

    /** The named plans as they are now, never from a cache: orders are priced from these. */
    async findPlans(codes: readonly string[]): Promise<PlanWithProduct[]> {
      if (codes.length === 0) return [];
      const rows = await db
        .select({ plan: plans, productName: products.name })
        .from(plans)
        .innerJoin(products, eq(products.code, plans.productCode))
        .where(inArray(plans.code, [...codes]));
      return rows.map((row) => ({ ...row.plan, productName: row.productName }));
    },

    async updatePlan(
      code: string,
      values: Pick<PlanRow, 'pricePaise' | 'isAvailable'>,
    ): Promise<PlanRow | undefined> {
      const [row] = await db.update(plans).set(values).where(eq(plans.code, code)).returning();
      return row;
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;

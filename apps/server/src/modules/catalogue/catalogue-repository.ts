import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { plans, products } from '../../db/schema.ts';

export type ProductRow = typeof products.$inferSelect;
export type PlanRow = typeof plans.$inferSelect;
export type ProductWithPlans = ProductRow & { plans: PlanRow[] };

/** Reads the catalogue tables; products and plans come back in their display order. */
export function createCatalogueRepository(db: Database) {
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
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;

import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { plans, products } from '../../db/schema.ts';

export type ProductRow = typeof products.$inferSelect;
export type PlanRow = typeof plans.$inferSelect;
export type ProductWithPlans = ProductRow & { plans: PlanRow[] };

/** Reads the catalogue tables; products and plans come back in their display order. */
export function createCatalogueRepository(db: Database) {
  async function plansOf(productCode?: string): Promise<PlanRow[]> {
    const query = db.select().from(plans).orderBy(asc(plans.sortOrder), asc(plans.code));
    return productCode ? query.where(eq(plans.productCode, productCode)) : query;
  }

  return {
    async listProducts(): Promise<ProductWithPlans[]> {
      const [productRows, planRows] = await Promise.all([
        db.select().from(products).orderBy(asc(products.sortOrder), asc(products.code)),
        plansOf(),
      ]);
      return productRows.map((product) => ({
        ...product,
        plans: planRows.filter((plan) => plan.productCode === product.code),
      }));
    },

    async findProduct(code: string): Promise<ProductWithPlans | undefined> {
      const [product] = await db.select().from(products).where(eq(products.code, code));
      return product ? { ...product, plans: await plansOf(code) } : undefined;
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;

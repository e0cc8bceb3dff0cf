import { asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { catalogueVersion, plans, products } from '#src/db/schema.ts';

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
      values: Partial<Pick<PlanRow, 'name' | 'pricePaise' | 'isAvailable'>>,
    ): Promise<PlanRow | undefined> {
      const [row] = await db.update(plans).set(values).where(eq(plans.code, code)).returning();
      return row;
    },

    async findProduct(code: string): Promise<ProductWithPlans | undefined> {
      const [product] = await db.select().from(products).where(eq(products.code, code));
      if (!product) return undefined;
      const productPlans = await db
        .select()
        .from(plans)
        .where(eq(plans.productCode, code))
        .orderBy(asc(plans.sortOrder), asc(plans.code));
      return { ...product, plans: productPlans };
    },

    async planCodesLike(prefix: string): Promise<string[]> {
      const rows = await db
        .select({ code: plans.code })
        .from(plans)
        .where(sql`${plans.code} like ${`${prefix}%`}`);
      return rows.map((row) => row.code);
    },

    /** A new plan, shown after the product's others. */
    async insertPlan(values: Omit<typeof plans.$inferInsert, 'sortOrder'>): Promise<PlanRow> {
      const [last] = await db
        .select({ sortOrder: max(plans.sortOrder) })
        .from(plans)
        .where(eq(plans.productCode, values.productCode));
      const [row] = await db
        .insert(plans)
        .values({ ...values, sortOrder: (last?.sortOrder ?? 0) + 1 })
        .returning();
      if (!row) throw new Error('The new plan was not stored');
      return row;
    },

    /** The catalogue's version: raised with every change, read before every cached answer. */
    async readVersion(): Promise<number> {
      const [row] = await db.select({ version: catalogueVersion.version }).from(catalogueVersion);
      return row?.version ?? 0;
    },

    /** Raises the version in the transaction of a change, so every server sees it at its next read. */
    async raiseVersion(): Promise<void> {
      await db
        .insert(catalogueVersion)
        .values({ id: 1 })
        .onConflictDoUpdate({
          target: catalogueVersion.id,
          set: { version: sql`${catalogueVersion.version} + 1` },
        });
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;

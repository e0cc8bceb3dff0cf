import { type Product, type ProductList, productSchema } from '@prakar/shared/catalogue';
import { notFound } from '../../http-error.ts';
import type { CatalogueRepository, ProductWithPlans } from './catalogue-repository.ts';

/** Rows become the shared `Product` shape; parsing catches a bad row here, not in a browser. */
function toProduct(row: ProductWithPlans): Product {
  return productSchema.parse({
    code: row.code,
    name: row.name,
    summary: row.summary,
    route: row.route,
    plans: row.plans.map((plan) => ({
      code: plan.code,
      name: plan.name,
      description: plan.description,
      pricePaise: plan.pricePaise,
      limitUnit: plan.limitUnit,
      limitValue: plan.limitValue,
      isAvailable: plan.isAvailable,
    })),
  });
}

export function createCatalogueService(repository: CatalogueRepository) {
  return {
    async listProducts(): Promise<ProductList> {
      const rows = await repository.listProducts();
      return { products: rows.map(toProduct) };
    },

    async getProduct(code: string): Promise<Product> {
      const row = await repository.findProduct(code);
      if (!row) throw notFound('We could not find that product.');
      return toProduct(row);
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;

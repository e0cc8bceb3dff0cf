import { type Product, type ProductList, productSchema } from '@prakar/shared/catalogue';
import { notFound } from '../../http-error.ts';
import type { CatalogueRepository, ProductWithPlans } from './catalogue-repository.ts';

/**
 * The catalogue changes at deploy time (the seed) and, later, through rare admin edits. Keeping it
 * for a minute spares the database a query on every product page view, yet an edit still shows
 * everywhere within a minute, on every server, without any invalidation message.
 */
export const CATALOGUE_CACHE_MS = 60_000;

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

export function createCatalogueService(
  repository: CatalogueRepository,
  options: { cacheMs?: number; now?: () => number } = {},
) {
  const cacheMs = options.cacheMs ?? CATALOGUE_CACHE_MS;
  const now = options.now ?? Date.now;
  let cached: { at: number; list: Promise<ProductList> } | undefined;

  function listProducts(): Promise<ProductList> {
    if (cached && now() - cached.at < cacheMs) return cached.list;
    const list = repository.listProducts().then((rows) => ({ products: rows.map(toProduct) }));
    const entry = { at: now(), list };
    cached = entry;
    // A failed read is not kept: the next request tries the database again.
    list.catch(() => {
      if (cached === entry) cached = undefined;
    });
    return list;
  }

  return {
    listProducts,

    async getProduct(code: string): Promise<Product> {
      const { products } = await listProducts();
      const product = products.find((candidate) => candidate.code === code);
      if (!product) throw notFound('We could not find that product.');
      return product;
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;

import { type Plan, type Product, type ProductList, productSchema } from '@prakar/shared/catalogue';
import { notFound } from '#src/http-error.ts';
import type { CatalogueRepository, PlanRow, ProductWithPlans } from './catalogue-repository.ts';

export function toPlan(plan: PlanRow): Plan {
  return {
    code: plan.code,
    name: plan.name,
    description: plan.description,
    pricePaise: plan.pricePaise,
    limitUnit: plan.limitUnit as Plan['limitUnit'],
    limitValue: plan.limitValue,
    isAvailable: plan.isAvailable,
  };
}

/** Rows become the shared `Product` shape; parsing catches a bad row here, not in a browser. */
function toProduct(row: ProductWithPlans): Product {
  return productSchema.parse({
    code: row.code,
    name: row.name,
    summary: row.summary,
    route: row.route,
    plans: row.plans.map(toPlan),
  });
}

/** The catalogue as one version of it: the pages filled from it are kept per version. */
export interface CatalogueSnapshot {
  version: number;
  list: ProductList;
}

/**
 * The catalogue changes at deploy time (the seed) and through rare staff edits, each of which
 * raises its version in the database. Every answer first reads that one-row version (concurrent
 * reads share the query) and reloads the catalogue only when it moved, so a change made through
 * any server process is what every process answers next, without a cache period or a message
 * between them (docs/decisions/0062). Orders never use this copy: they are priced from the
 * database (see price-items.ts).
 */
export function createCatalogueService(
  repository: Pick<CatalogueRepository, 'listProducts' | 'readVersion'>,
) {
  let cached: Promise<CatalogueSnapshot> | undefined;
  let versionRead: Promise<number> | undefined;

  function readVersion(): Promise<number> {
    versionRead ??= repository.readVersion().finally(() => {
      versionRead = undefined;
    });
    return versionRead;
  }

  /** The version is read before the rows, so a copy is never labelled newer than it is. */
  async function load(version: number): Promise<CatalogueSnapshot> {
    const rows = await repository.listProducts();
    return { version, list: { products: rows.map(toProduct) } };
  }

  async function snapshot(): Promise<CatalogueSnapshot> {
    const version = await readVersion();
    const kept = cached;
    const current = kept ? await kept.catch(() => undefined) : undefined;
    if (current?.version === version) return current;
    // Another request may have started the same load meanwhile.
    if (cached !== kept) return snapshot();
    const loading = load(version);
    cached = loading;
    // A failed read is not kept: the next request tries the database again.
    loading.catch(() => {
      if (cached === loading) cached = undefined;
    });
    return loading;
  }

  async function listProducts(): Promise<ProductList> {
    return (await snapshot()).list;
  }

  return {
    snapshot,
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

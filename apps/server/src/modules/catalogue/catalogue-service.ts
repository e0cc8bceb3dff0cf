import {
  type Plan,
  type PlanUpdate,
  type Product,
  type ProductList,
  productSchema,
} from '@prakar/shared/catalogue';
import type { Database } from '#src/db/client.ts';
import { notFound } from '#src/http-error.ts';
import { type RequestOrigin, recordAudit } from '#src/modules/audit/audit-log.ts';
import type { CurrentUser } from '#src/modules/sessions/sessions-service.ts';
import {
  type CatalogueRepository,
  createCatalogueRepository,
  type PlanRow,
  type ProductWithPlans,
} from './catalogue-repository.ts';

/**
 * The catalogue changes at deploy time (the seed) and through rare admin edits. Keeping it for a
 * minute spares the database a query on every product page view, yet an edit still shows
 * everywhere within a minute, on every server, without any invalidation message. Orders never
 * use this copy: they are priced from the database (see price-items.ts).
 */
export const CATALOGUE_CACHE_MS = 60_000;

export const PLAN_NOT_FOUND_MESSAGE = 'We could not find that plan.';

function toPlan(plan: PlanRow): Plan {
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

export function createCatalogueService(
  repository: Pick<CatalogueRepository, 'listProducts'>,
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

    /** Forgets the cached copy, so this server shows an edit at once. */
    invalidate(): void {
      cached = undefined;
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;

/**
 * A platform administrator's change to a plan's yearly price or availability, recorded in the
 * audit trail with the values before and after. Orders already placed keep their prices.
 */
export async function updatePlan(
  deps: { db: Database; now: () => Date; catalogue: CatalogueService },
  current: CurrentUser,
  code: string,
  update: PlanUpdate,
  origin: RequestOrigin,
): Promise<Plan> {
  const plan = await deps.db.transaction(async (tx) => {
    const repository = createCatalogueRepository(tx);
    const [before] = await repository.findPlans([code]);
    if (!before) throw notFound(PLAN_NOT_FOUND_MESSAGE);
    const after = await repository.updatePlan(code, {
      pricePaise: update.price,
      isAvailable: update.isAvailable,
    });
    if (!after) throw notFound(PLAN_NOT_FOUND_MESSAGE);
    await recordAudit(tx, deps.now(), origin, {
      action: 'plan_updated',
      actorUserId: current.account.id,
      targetType: 'plan',
      targetId: code,
      before: { pricePaise: before.pricePaise, isAvailable: before.isAvailable },
      after: { pricePaise: after.pricePaise, isAvailable: after.isAvailable },
    });
    return after;
  });
  deps.catalogue.invalidate();
  return toPlan(plan);
}

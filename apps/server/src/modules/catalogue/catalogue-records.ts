import type { Executor } from '#src/db/client.ts';
import { createCatalogueRepository } from './catalogue-repository.ts';

export type { PlanWithProduct, ProductWithPlans } from './catalogue-repository.ts';

/**
 * The catalogue as it is in the database right now, for the modules that price or grant from it
 * (cart, orders, subscriptions); the product pages' cached copy is catalogue-service.ts.
 */
export function catalogueRecords(db: Executor) {
  const repository = createCatalogueRepository(db);
  return {
    listProducts: repository.listProducts,
    findPlans: repository.findPlans,
  };
}

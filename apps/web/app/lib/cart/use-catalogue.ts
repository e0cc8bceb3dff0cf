import { catalogueApi } from '@prakar/shared/api/catalogue';
import { useApiQuery } from '#app/lib/api-query.ts';

export const CATALOGUE_ERROR =
  'We could not load the current plans and prices. Please check your connection and try again.';

/** Every product with its plans and today's prices, shared with every screen that shows them. */
export function useCatalogue() {
  return useApiQuery(catalogueApi.listProducts, {});
}

import type { ProductList } from '@prakar/shared/catalogue';
import { useApiGet } from '#app/lib/use-api-get.ts';

export const CATALOGUE_ERROR =
  'We could not load the current plans and prices. Please check your connection and try again.';

/** Every product with its plans and today's prices, read when the page opens. */
export function useCatalogue() {
  return useApiGet<ProductList>('/Masters/Products');
}

import { catalogueApi } from '@prakar/shared/api/catalogue';
import type { ProductCode } from '@prakar/shared/catalogue';
import { seededProduct } from '@prakar/shared/catalogue-seed';
import { LoadError } from '#app/components/content/load-error.tsx';
import { useApiQuery } from '#app/lib/api-query.ts';
import { PlanCards } from './plan-list';

/**
 * Today's plans and prices from the catalogue (`Masters/Products/:code`), shown in the cards that
 * held the prices the site was built with, so a price a platform administrator changed needs no
 * new release of the site (ADR 0038).
 */
export default function CurrentPlans({ code }: { code: ProductCode }) {
  const product = useApiQuery(
    catalogueApi.getProduct,
    { params: { code } },
    { placeholder: seededProduct(code) },
  );
  return (
    <PlanCards
      plans={product.data?.plans}
      prices={product.isPlaceholderData ? 'built' : 'current'}
      problem={
        product.isError ? (
          <LoadError
            message="We could not load the current plans and prices. Please check your connection and try again."
            onRetry={() => void product.refetch()}
          />
        ) : null
      }
    />
  );
}

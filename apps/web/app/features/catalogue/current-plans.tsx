import { catalogueApi } from '@prakar/shared/api/catalogue';
import type { Plan, ProductCode } from '@prakar/shared/catalogue';
import { seededProduct } from '@prakar/shared/catalogue-seed';
import { type ReactNode, useEffect } from 'react';
import { LoadError } from '#app/components/content/load-error.tsx';
import { useApiQuery } from '#app/lib/api-query.ts';

export interface CurrentPrices {
  plans: readonly Plan[] | undefined;
  /** False while the cards still hold the prices the site was built with. */
  current: boolean;
  problem: ReactNode;
}

/**
 * Asks the catalogue (`Masters/Products/:code`) for today's plans and prices and hands them to
 * the cards, which stay the same elements (a link that has focus keeps it), so a price a platform
 * administrator changed needs no new release of the site (ADR 0038). Draws nothing itself.
 */
export default function CurrentPlans({
  code,
  served,
  onChange,
}: {
  code: ProductCode;
  /** The plans the page was sent with, shown until the catalogue answers. */
  served: readonly Plan[];
  onChange: (prices: CurrentPrices) => void;
}) {
  const product = useApiQuery(
    catalogueApi.getProduct,
    { params: { code } },
    { placeholder: { ...seededProduct(code), plans: [...served] } },
  );
  const plans = product.data?.plans;
  const current = !product.isPlaceholderData;
  const failed = product.isError;
  const { refetch } = product;
  useEffect(() => {
    onChange({
      plans,
      current,
      problem: failed ? (
        <LoadError
          message="We could not load the current plans and prices. Please check your connection and try again."
          onRetry={() => void refetch()}
        />
      ) : null,
    });
  }, [plans, current, failed, refetch, onChange]);
  return null;
}

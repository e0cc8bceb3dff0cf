import type { Product } from '@prakar/shared/catalogue';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  type CartSource,
  type CataloguePlan,
  planIndex,
  withPlan,
} from '#app/lib/cart/cart-items.ts';
import { useClientSearchParams } from '#app/lib/use-client-search-params.ts';

/** Why a plan named in the address cannot go into the cart, or undefined when it can. */
function planParamProblem(code: string, found: CataloguePlan | undefined): string | undefined {
  if (!found) {
    return `We could not find a plan called “${code}”. It may have been withdrawn: please choose a plan on the product’s page.`;
  }
  if (!found.plan.isAvailable) {
    return `The ${found.product.name} ${found.plan.name} plan is not on sale at the moment. Please choose another plan, or contact us.`;
  }
  return undefined;
}

/**
 * The product pages' "Add to cart" leads to `/add-cart?plan=CODE`; a link that means to buy at
 * once (in a mail or a campaign) adds `&next=checkout`. The plan goes into the cart for a year (in place of another plan of the same
 * product), then the parameter leaves the address without a history entry, so Back and a reload
 * do not add it again; with `next=checkout` the visitor goes on to the checkout. Returns what to
 * say when the plan could not be added.
 */
export function usePlanParam(
  products: readonly Product[],
  change: CartSource['change'],
): string | undefined {
  const params = useClientSearchParams();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string>();
  const handled = useRef<URLSearchParams>(null);

  useEffect(() => {
    const code = params?.get('plan')?.trim();
    if (!params || !code || handled.current === params) return;
    handled.current = params;
    const plans = planIndex(products);
    const refusal = planParamProblem(code, plans.get(code));
    setProblem(refusal);
    const added = refusal
      ? Promise.resolve(false)
      : change((items) => withPlan(items, code, (planCode) => plans.get(planCode)?.product.code));
    void added.then((ok) => {
      const onward = ok && params.get('next') === 'checkout';
      void navigate(onward ? '/checkout' : { search: '' }, { replace: true });
    });
  }, [params, products, change, navigate]);

  return problem;
}

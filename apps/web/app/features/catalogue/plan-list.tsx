import { catalogueApi } from '@prakar/shared/api/catalogue';
import type { Plan, ProductCode } from '@prakar/shared/catalogue';
import { seededProduct } from '@prakar/shared/catalogue-seed';
import { Link } from 'react-router';
import { LoadError } from '#app/components/content/load-error.tsx';
import buttons from '#app/components/ui/button.module.css';
import { useApiQuery } from '#app/lib/api-query.ts';
import { addToCartHref, planLimitLabel, planPrice } from '#app/lib/plan-format.ts';
import styles from './plan-list.module.css';

function PlanCard({ plan }: { plan: Plan }) {
  const context = <span className="visually-hidden">: {plan.name} plan</span>;
  return (
    <li className={styles.card} data-plan={plan.code}>
      <h3>{plan.name}</h3>
      <p className={styles.price}>
        <span className={styles.amount}>{planPrice(plan)}</span>{' '}
        <span className={styles.per}>per year + GST</span>
      </p>
      <p className={styles.limit}>{planLimitLabel(plan)}</p>
      <p className={styles.description}>{plan.description}</p>
      {plan.isAvailable ? (
        <div className={styles.actions}>
          <Link to={addToCartHref(plan.code)} className={buttons.primary}>
            Add to cart{context}
          </Link>
        </div>
      ) : (
        <p className={styles.unavailable}>Not available to buy right now. Please contact us.</p>
      )}
    </li>
  );
}

/**
 * A product's plans with prices from the catalogue (`Masters/Products/:code`). The pre-rendered
 * page carries the prices the site was built with, so they are there before any script runs; the
 * page then asks the catalogue and shows today's in the same cards, so a price a platform
 * administrator changed needs no new release of the site (ADR 0038).
 */
export function PlanList({ code }: { code: ProductCode }) {
  const product = useApiQuery(
    catalogueApi.getProduct,
    { params: { code } },
    { placeholder: seededProduct(code) },
  );
  return (
    <div className={styles.frame} data-prices={product.isPlaceholderData ? 'built' : 'current'}>
      {product.isError ? (
        <LoadError
          message="We could not load the current plans and prices. Please check your connection and try again."
          onRetry={() => void product.refetch()}
        />
      ) : null}
      {product.data ? (
        <ul className={styles.grid}>
          {product.data.plans.map((plan) => (
            <PlanCard key={plan.code} plan={plan} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

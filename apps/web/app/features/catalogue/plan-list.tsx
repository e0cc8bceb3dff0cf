import { catalogueApi } from '@prakar/shared/api/catalogue';
import type { Plan, ProductCode } from '@prakar/shared/catalogue';
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

/** Grey cards the shape of the real ones, so the page does not jump when the plans arrive. */
function Placeholder() {
  return (
    <>
      <p role="status" className="visually-hidden">
        Loading plans and prices
      </p>
      <ul className={styles.grid} aria-hidden="true">
        {['first', 'second', 'third'].map((key) => (
          <li key={key} className={`${styles.card} ${styles.skeleton}`}>
            <span className={`${styles.bar} ${styles.barName}`} />
            <span className={`${styles.bar} ${styles.barPrice}`} />
            <span className={`${styles.bar} ${styles.barLimit}`} />
            <span className={`${styles.bar} ${styles.barText}`} />
            <span className={styles.buttonBars}>
              <span className={styles.bar} />
              <span className={styles.bar} />
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * A product's plans with prices from the catalogue (`Masters/Products/:code`), read when the page
 * opens so a price change needs no new release of the site.
 */
export function PlanList({ code }: { code: ProductCode }) {
  const product = useApiQuery(catalogueApi.getProduct, { params: { code } });
  return (
    <div className={styles.frame} aria-busy={product.isPending}>
      {product.isPending ? <Placeholder /> : null}
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

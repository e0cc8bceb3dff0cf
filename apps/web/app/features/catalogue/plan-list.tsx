import type { Plan, ProductCode } from '@prakar/shared/catalogue';
import { seededProduct } from '@prakar/shared/catalogue-seed';
import { lazy, type ReactNode, type Ref, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import buttons from '#app/components/ui/button.module.css';
import { addToCartHref, planLimitLabel, planPrice } from '#app/lib/plan-format.ts';
import { useNearViewport } from '#app/lib/use-near-viewport.ts';
import type { CurrentPrices } from './current-plans';
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

/** The cards of a product's plans, with the prices they came from (`built` or `current`). */
export function PlanCards({
  plans,
  prices,
  problem,
  frame,
}: {
  plans: readonly Plan[] | undefined;
  prices: 'built' | 'current';
  problem?: ReactNode;
  frame?: Ref<HTMLDivElement>;
}) {
  return (
    // `near` starts a pre-rendered page's app as the plans come into view (app/start/deferred-start.ts).
    <div className={styles.frame} data-prices={prices} data-app-start="near" ref={frame}>
      {problem}
      {plans ? (
        <ul className={styles.grid}>
          {plans.map((plan) => (
            <PlanCard key={plan.code} plan={plan} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

const CurrentPlans = lazy(() => import('./current-plans'));

/**
 * A product's plans with prices. The pre-rendered page carries the prices the site was built
 * with, so they are there before any script runs. Today's prices come from the catalogue once the
 * plans are about to be seen: the catalogue's client and schemas load then, not with the page
 * (ADR 0042).
 */
export function PlanList({ code }: { code: ProductCode }) {
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frame);
  const [prices, setPrices] = useState<CurrentPrices>();
  return (
    <>
      <PlanCards
        plans={prices ? prices.plans : seededProduct(code).plans}
        prices={prices?.current ? 'current' : 'built'}
        problem={prices?.problem}
        frame={frame}
      />
      {near ? (
        <Suspense fallback={null}>
          <CurrentPlans code={code} onChange={setPrices} />
        </Suspense>
      ) : null}
    </>
  );
}

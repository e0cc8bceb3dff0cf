import type { Plan, ProductCode } from '@prakar/shared/catalogue';
import { seededProduct } from '@prakar/shared/catalogue-seed';
import { jsonInScript } from '@prakar/shared/html';
import { planLimitLabel, planPrice } from '@prakar/shared/plan-format';
import { PLAN_SLOTS, TEMPLATE_PLAN } from '@prakar/shared/plan-offers';
import { lazy, type ReactNode, type Ref, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import buttons from '#app/components/ui/button.module.css';
import type { EveryPlanRow } from '#app/content/copy/types.ts';
import { addToCartHref } from '#app/lib/plan-format.ts';
import { useNearViewport } from '#app/lib/use-near-viewport.ts';
import type { CurrentPrices } from './current-plans';
import { PlanComparison } from './plan-comparison';
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
 * Written only into the pre-rendered page: a card of each kind drawn from `TEMPLATE_PLAN`, which
 * the server keeps and takes out of the page before sending it, to draw today's plans with.
 */
function CardTemplates({ code }: { code: ProductCode }) {
  const slot = { [PLAN_SLOTS.template]: code };
  return (
    <ul hidden {...slot}>
      <PlanCard plan={TEMPLATE_PLAN} />
      <PlanCard plan={{ ...TEMPLATE_PLAN, isAvailable: false }} />
    </ul>
  );
}

/** The cards of a product's plans, with the prices they came from (`built` or `current`). */
export function PlanCards({
  code,
  plans,
  prices,
  problem,
  frame,
}: {
  code: ProductCode;
  plans: readonly Plan[] | undefined;
  prices: 'built' | 'current';
  problem?: ReactNode;
  frame?: Ref<HTMLDivElement>;
}) {
  const slot = { [PLAN_SLOTS.cards]: code };
  return (
    // `near` starts a pre-rendered page's app as the plans come into view (app/start/deferred-start.ts).
    <div className={styles.frame} data-prices={prices} data-app-start="near" ref={frame}>
      {problem}
      {plans ? (
        <ul className={styles.grid} {...slot}>
          {plans.map((plan) => (
            <PlanCard key={plan.code} plan={plan} />
          ))}
        </ul>
      ) : null}
      {import.meta.env.SSR ? <CardTemplates code={code} /> : null}
    </div>
  );
}

/**
 * The plans the server filled into this page (ADR 0062), so the app's first render draws the
 * cards the visitor already sees and hydration keeps them; the build's own before any server has.
 */
function servedPlans(code: ProductCode): readonly Plan[] {
  const served =
    typeof document === 'undefined'
      ? null
      : document.querySelector(`script[${PLAN_SLOTS.plans}="${code}"]`)?.textContent;
  return served ? (JSON.parse(served) as Plan[]) : seededProduct(code).plans;
}

const CurrentPlans = lazy(() => import('./current-plans'));

/**
 * A product's plans with prices: their cards, then a table comparing them, both drawn from the
 * same plans. The pre-rendered page carries the prices the site was built with, so they are there
 * before any script runs. Today's prices come from the catalogue once the plans are about to be
 * seen: the catalogue's client and schemas load then, not with the page (ADR 0042).
 */
export function PlanList({
  code,
  name,
  everyPlan,
}: {
  code: ProductCode;
  name: string;
  everyPlan: EveryPlanRow[];
}) {
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frame);
  const [served] = useState(() => servedPlans(code));
  const [prices, setPrices] = useState<CurrentPrices>();
  const plans = prices ? prices.plans : served;
  const slot = { [PLAN_SLOTS.plans]: code };
  return (
    <>
      <script
        type="application/json"
        {...slot}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a data block of our own plans, `<` escaped
        dangerouslySetInnerHTML={{ __html: jsonInScript(served) }}
      />
      <PlanCards
        code={code}
        plans={plans}
        prices={prices?.current ? 'current' : 'built'}
        problem={prices?.problem}
        frame={frame}
      />
      {plans ? (
        <PlanComparison code={code} name={name} plans={plans} everyPlan={everyPlan} />
      ) : null}
      {near ? (
        <Suspense fallback={null}>
          <CurrentPlans code={code} served={served} onChange={setPrices} />
        </Suspense>
      ) : null}
    </>
  );
}

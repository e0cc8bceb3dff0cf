import type { Plan, ProductCode } from '@prakar/shared/catalogue';
import { planLimitLabel, planPrice } from '@prakar/shared/plan-format';
import { PLAN_SLOTS, TEMPLATE_PLAN } from '@prakar/shared/plan-offers';
import type { EveryPlanRow } from '#app/content/copy/types.ts';
import styles from './plan-comparison.module.css';

interface ComparisonRow {
  feature: string;
  cell: (plan: Plan) => string;
}

/** The rows the plans differ in, read from each plan as its card reads it. */
const PLAN_ROWS: ComparisonRow[] = [
  { feature: 'Price', cell: (plan) => `${planPrice(plan)} a year + GST` },
  { feature: 'Covers', cell: (plan) => planLimitLabel(plan) },
  { feature: 'What it includes', cell: (plan) => plan.description },
];

const PLAN_CELL = { [PLAN_SLOTS.planCell]: '' };

/**
 * The table's head and body: a column per plan, a row per feature. The server draws today's
 * plans from the same rows drawn with `TEMPLATE_PLAN` alone, one marked cell per row (ADR 0062).
 */
function ComparisonRows({
  plans,
  everyPlan,
}: {
  plans: readonly Plan[];
  everyPlan: EveryPlanRow[];
}) {
  const rows = [
    ...PLAN_ROWS,
    ...everyPlan.map(({ feature, included }) => ({ feature, cell: () => included })),
  ];
  return (
    <>
      <thead>
        <tr>
          <td />
          {plans.map((plan) => (
            <th key={plan.code} scope="col" {...PLAN_CELL}>
              {plan.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.feature}>
            <th scope="row">{row.feature}</th>
            {plans.map((plan) => (
              <td key={plan.code} {...PLAN_CELL}>
                {row.cell(plan)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </>
  );
}

/** A product's plans side by side, from the plans its cards show; it scrolls in its own box. */
export function PlanComparison({
  code,
  name,
  plans,
  everyPlan,
}: {
  code: ProductCode;
  name: string;
  plans: readonly Plan[];
  everyPlan: EveryPlanRow[];
}) {
  const captionId = `${code}-plans-compared`;
  return (
    <div className={styles.comparison}>
      {/* Not the portal's TableScroller: it would bring the lists' code into a reading page. */}
      <section
        className={styles.scroller}
        aria-labelledby={captionId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must take keyboard focus to be scrolled without a mouse (WCAG 2.1.1)
        tabIndex={0}
      >
        <table className={styles.table} {...{ [PLAN_SLOTS.comparison]: code }}>
          <caption id={captionId} className={styles.caption}>
            {`What each ${name} plan includes`}
          </caption>
          <ComparisonRows plans={plans} everyPlan={everyPlan} />
        </table>
      </section>
      {import.meta.env.SSR ? (
        <table hidden {...{ [PLAN_SLOTS.comparisonTemplate]: code }}>
          <ComparisonRows plans={[TEMPLATE_PLAN]} everyPlan={everyPlan} />
        </table>
      ) : null}
    </div>
  );
}

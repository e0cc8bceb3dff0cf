import { salesApi } from '@prakar/shared/api/sales';
import { formatRupees } from '@prakar/shared/money';
import { CUSTOMER_KIND_LABELS, type SalesDashboard as Dashboard } from '@prakar/shared/sales';
import { listLoadErrorMessage } from '#app/components/data-table/list-load-error.ts';
import buttons from '#app/components/ui/button.module.css';
import { useApiQuery } from '#app/lib/api-query.ts';
import { useQueryView } from '#app/lib/use-query-view.ts';
import { BarChart } from './bar-chart';
import { PeriodForm } from './period-form';
import styles from './sales.module.css';
import { searchOfView, viewFromSearch } from './sales-view';

function Figures({ dashboard }: { dashboard: Dashboard }) {
  const figures = [
    ['Paid orders', String(dashboard.paid.orders)],
    ['Sales before GST', formatRupees(dashboard.paid.taxablePaise)],
    ['Sales with GST', formatRupees(dashboard.paid.totalPaise)],
    [
      'Refunds processed',
      `${dashboard.refunds.count}, ${formatRupees(dashboard.refunds.amountPaise)}`,
    ],
    ['Unpaid orders', `${dashboard.unpaid.count}, ${formatRupees(dashboard.unpaid.totalPaise)}`],
  ];
  return (
    <dl className={styles.figures}>
      {figures.map(([term, value]) => (
        <div key={term} className={styles.figure}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * What the firm sold in a month, quarter or financial year: headline figures, then revenue by
 * plan and new against renewal as charts, each followed by its table. The period is in the
 * address, so Back returns to the last one.
 */
export function SalesDashboard() {
  const { view, show } = useQueryView(viewFromSearch, searchOfView);
  const query = useApiQuery(salesApi.dashboard, { query: view }, { keepPrevious: true });
  const dashboard = query.data;
  return (
    <section
      aria-labelledby="sales-heading"
      className={styles.section}
      aria-busy={query.isFetching}
    >
      <h2 id="sales-heading">Sales{dashboard ? `: ${dashboard.period.label}` : ''}</h2>
      <PeriodForm view={view} onShow={show} />
      <p className={styles.note}>
        Paid orders by the day they were paid, in IST; refunds by the day the gateway processed
        them; unpaid orders by the day they were placed. Revenue is before GST.
      </p>
      {query.isError ? (
        <div role="alert" className={styles.note}>
          <p>{listLoadErrorMessage(query.error, 'We could not load the sales.')}</p>
          <button type="button" className={buttons.secondary} onClick={() => void query.refetch()}>
            Try again
          </button>
        </div>
      ) : !dashboard ? (
        <p role="status">Loading sales…</p>
      ) : (
        <>
          <Figures dashboard={dashboard} />
          <div className={styles.charts}>
            <BarChart
              id="sales-by-plan"
              title="Revenue by product and plan"
              countLabel="Lines sold"
              data={dashboard.byPlan.map((plan) => ({
                label: plan.planCode ? `${plan.productName} ${plan.planName}` : plan.planName,
                paise: plan.taxablePaise,
                count: plan.lines,
              }))}
            />
            <BarChart
              id="sales-by-kind"
              title="New subscriptions, renewals and advisory fees"
              countLabel="Lines sold"
              data={dashboard.byKind.map((kind) => ({
                label: CUSTOMER_KIND_LABELS[kind.kind],
                paise: kind.taxablePaise,
                count: kind.lines,
              }))}
            />
          </div>
        </>
      )}
    </section>
  );
}

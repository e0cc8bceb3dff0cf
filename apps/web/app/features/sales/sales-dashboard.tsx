import { salesApi } from '@prakar/shared/api/sales';
import { formatRupees } from '@prakar/shared/money';
import { CUSTOMER_KIND_LABELS, type PlanSales } from '@prakar/shared/sales';
import { listLoadErrorMessage } from '#app/components/data-table/list-load-error.ts';
import buttons from '#app/components/ui/button.module.css';
import { useApiQuery } from '#app/lib/api-query.ts';
import { formatCount } from '#app/lib/plural.ts';
import { useQueryView } from '#app/lib/use-query-view.ts';
import { BarChart } from './bar-chart';
import { NetSales } from './net-sales';
import { PeriodForm } from './period-form';
import styles from './sales.module.css';
import { searchOfView, viewFromSearch } from './sales-view';

/** A row of a breakdown: lines invoiced, then gross, refunded and net taxable value. */
const NET_COLUMNS = ['Lines invoiced', 'Gross', 'Refunds', 'Net'] as const;
function netFigures(row: Pick<PlanSales, 'lines' | 'taxablePaise' | 'refundedPaise' | 'netPaise'>) {
  return [
    formatCount(row.lines),
    formatRupees(row.taxablePaise),
    formatRupees(row.refundedPaise),
    formatRupees(row.netPaise),
  ];
}

/**
 * What the firm sold in a month, quarter or financial year: headline figures, gross sales, refunds
 * and net, then net revenue by plan and new against renewal as charts, each followed by its table.
 * The period is in the address, so Back returns to the last one.
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
        Gross sales are the invoices issued in the period (the day each order was paid), refunds the
        credit notes issued in it, whatever month their invoice was; days are in IST. Unpaid orders
        are those placed in the period. Revenue is before GST.
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
          <NetSales dashboard={dashboard} />
          <div className={styles.charts}>
            <BarChart
              id="sales-by-plan"
              title="Net revenue by product and plan"
              columns={NET_COLUMNS}
              data={dashboard.byPlan.map((plan) => ({
                label: plan.planCode ? `${plan.productName} ${plan.planName}` : plan.planName,
                paise: plan.netPaise,
                figures: netFigures(plan),
              }))}
            />
            <BarChart
              id="sales-by-kind"
              title="Net revenue: new subscriptions, renewals and advisory fees"
              columns={NET_COLUMNS}
              data={dashboard.byKind.map((kind) => ({
                label: CUSTOMER_KIND_LABELS[kind.kind],
                paise: kind.netPaise,
                figures: netFigures(kind),
              }))}
            />
          </div>
        </>
      )}
    </section>
  );
}

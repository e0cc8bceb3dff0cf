import { salesApi } from '@prakar/shared/api/sales';
import buttons from '#app/components/ui/button.module.css';
import { useApiQuery } from '#app/lib/api-query.ts';
import styles from './sales.module.css';
import { TrendChart } from './trend-chart';
import { TrendTable } from './trend-table';

const LEGEND = [
  ['Gross sales', styles.swatchGross],
  ['Refunds', styles.swatchRefunds],
  ['Net sales', styles.swatchNet],
] as const;

/**
 * The last twelve months, ending with this one, whatever period the dashboard shows: gross sales,
 * refunds and net sales before GST, drawn and then as a table.
 */
export function SalesTrend() {
  const query = useApiQuery(salesApi.trend, {});
  return (
    <section aria-labelledby="sales-trend-heading" className={styles.section}>
      <h2 id="sales-trend-heading">The last twelve months</h2>
      <p className={styles.note}>
        Invoices and credit notes by the IST month they were issued in, before GST. A month whose
        refunds exceed its sales has negative net sales.
      </p>
      {query.isError ? (
        <div role="alert" className={styles.note}>
          <p>We could not load the last twelve months.</p>
          <button type="button" className={buttons.secondary} onClick={() => void query.refetch()}>
            Try again
          </button>
        </div>
      ) : !query.data ? (
        <p role="status">Loading the last twelve months…</p>
      ) : (
        <figure className={styles.chart} aria-labelledby="sales-trend-title">
          <figcaption id="sales-trend-title" className={styles.chartTitle}>
            Gross sales, refunds and net sales by month
          </figcaption>
          <TrendChart months={query.data.months} />
          <ul className={styles.legend} aria-hidden="true">
            {LEGEND.map(([label, swatch]) => (
              <li key={label}>
                <span className={`${styles.swatch} ${swatch}`} /> {label}
              </li>
            ))}
          </ul>
          <TrendTable months={query.data.months} />
        </figure>
      )}
    </section>
  );
}

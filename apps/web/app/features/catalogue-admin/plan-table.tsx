import type { Product } from '@prakar/shared/catalogue';
import table from '#app/components/data-table/data-table.module.css';
import { TableScroller } from '#app/components/data-table/table-scroller.tsx';
import { planLimitLabel, planPrice } from '#app/lib/plan-format.ts';
import styles from './catalogue-admin.module.css';
import { PlanEditDialog } from './plan-edit-dialog';

/** One product's plans, the plan as the row's header, each with its Edit button. */
export function PlanTable({ product }: { product: Product }) {
  const headingId = `catalogue-${product.code}`;
  return (
    <section aria-labelledby={headingId} className={styles.product}>
      <h2 id={headingId}>{product.name}</h2>
      <TableScroller captionId={`${headingId}-caption`} busy={false}>
        <table className={`${table.table} ${styles.table}`}>
          <caption id={`${headingId}-caption`} className="visually-hidden">
            Plans of {product.name}
          </caption>
          <thead>
            <tr>
              <th scope="col">Plan</th>
              <th scope="col">Limit</th>
              <th scope="col">Yearly price (before GST)</th>
              <th scope="col">Available to buy</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {product.plans.map((plan) => (
              <tr key={plan.code}>
                <th scope="row">
                  {plan.name}
                  <span className={table.secondary}>{plan.code}</span>
                </th>
                <td>{planLimitLabel(plan)}</td>
                <td>{planPrice(plan)}</td>
                <td>{plan.isAvailable ? 'Yes' : 'No'}</td>
                <td>
                  <PlanEditDialog productName={product.name} plan={plan} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
    </section>
  );
}

import type { Product } from '@prakar/shared/catalogue';
import { planLimitLabel, planPrice } from '@prakar/shared/plan-format';
import table from '#app/components/data-table/data-table.module.css';
import { ScrollingTable } from '#app/components/data-table/scrolling-table.tsx';
import * as Table from '#app/components/data-table/stacked-table.tsx';
import styles from './catalogue-admin.module.css';
import { PlanAddDialog } from './plan-add-dialog';
import { PlanEditDialog } from './plan-edit-dialog';

const PRICE = 'Yearly price (before GST)';

/** One product's plans, the plan as the row's header, each with its Edit button, and Add a plan. */
export function PlanTable({ product }: { product: Product }) {
  const headingId = `catalogue-${product.code}`;
  return (
    <section aria-labelledby={headingId} className={styles.product}>
      <div className={styles.productHead}>
        <h2 id={headingId}>{product.name}</h2>
        <PlanAddDialog product={product} />
      </div>
      <ScrollingTable
        captionId={`${headingId}-caption`}
        caption={<>Plans of {product.name}</>}
        className={styles.table}
      >
        <Table.Head>
          <Table.Row>
            <Table.ColumnHeader>Plan</Table.ColumnHeader>
            <Table.ColumnHeader>Limit</Table.ColumnHeader>
            <Table.ColumnHeader>{PRICE}</Table.ColumnHeader>
            <Table.ColumnHeader>Available to buy</Table.ColumnHeader>
            <Table.ActionsHeader />
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {product.plans.map((plan) => (
            <Table.Row key={plan.code}>
              <Table.RowHeader>
                {plan.name}
                <span className={table.secondary}>{plan.code}</span>
              </Table.RowHeader>
              <Table.Cell label="Limit">{planLimitLabel(plan)}</Table.Cell>
              <Table.Cell label={PRICE} className={styles.price}>
                {planPrice(plan)}
              </Table.Cell>
              <Table.Cell label="Available to buy">{plan.isAvailable ? 'Yes' : 'No'}</Table.Cell>
              <Table.Cell wide>
                <PlanEditDialog productName={product.name} plan={plan} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </ScrollingTable>
    </section>
  );
}

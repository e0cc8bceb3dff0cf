import type { Product } from '@prakar/shared/catalogue';
import table from '#app/components/data-table/data-table.module.css';
import { ScrollingTable } from '#app/components/data-table/scrolling-table.tsx';
import {
  Body,
  Cell,
  ColumnHeader,
  Head,
  Row,
  RowHeader,
} from '#app/components/data-table/stacked-table.tsx';
import { planLimitLabel, planPrice } from '#app/lib/plan-format.ts';
import styles from './catalogue-admin.module.css';
import { PlanEditDialog } from './plan-edit-dialog';

const PRICE = 'Yearly price (before GST)';

/** One product's plans, the plan as the row's header, each with its Edit button. */
export function PlanTable({ product }: { product: Product }) {
  const headingId = `catalogue-${product.code}`;
  return (
    <section aria-labelledby={headingId} className={styles.product}>
      <h2 id={headingId}>{product.name}</h2>
      <ScrollingTable
        captionId={`${headingId}-caption`}
        caption={<>Plans of {product.name}</>}
        className={styles.table}
      >
        <Head>
          <Row>
            <ColumnHeader>Plan</ColumnHeader>
            <ColumnHeader>Limit</ColumnHeader>
            <ColumnHeader>{PRICE}</ColumnHeader>
            <ColumnHeader>Available to buy</ColumnHeader>
            <ColumnHeader>
              <span className="visually-hidden">Actions</span>
            </ColumnHeader>
          </Row>
        </Head>
        <Body>
          {product.plans.map((plan) => (
            <Row key={plan.code}>
              <RowHeader>
                {plan.name}
                <span className={table.secondary}>{plan.code}</span>
              </RowHeader>
              <Cell label="Limit">{planLimitLabel(plan)}</Cell>
              <Cell label={PRICE} className={styles.price}>
                {planPrice(plan)}
              </Cell>
              <Cell label="Available to buy">{plan.isAvailable ? 'Yes' : 'No'}</Cell>
              <Cell wide>
                <PlanEditDialog productName={product.name} plan={plan} />
              </Cell>
            </Row>
          ))}
        </Body>
      </ScrollingTable>
    </section>
  );
}

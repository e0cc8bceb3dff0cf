import type { Plan, ProductList } from '@prakar/shared/catalogue';
import { useState } from 'react';
import { LoadError } from '#app/components/content/load-error.tsx';
import { FormMessage } from '#app/components/form-field/form-message.tsx';
import { useApiGet } from '#app/lib/use-api-get.ts';
import styles from './catalogue-admin.module.css';
import { PlanTable } from './plan-table';

/**
 * Every product's plans, for platform administrators to change a yearly price or take a plan off
 * sale. A saved plan replaces its row at once, from the server's answer.
 */
export function CatalogueSection() {
  const { state, retry } = useApiGet<ProductList>('/Masters/Products');
  const [saved, setSaved] = useState<Readonly<Record<string, Plan>>>({});
  const keep = (plan: Plan) => setSaved((current) => ({ ...current, [plan.code]: plan }));

  return (
    <div className={styles.section}>
      <FormMessage tone="info">
        Orders already placed keep the prices they were placed at. The public product pages show a
        new price within a minute.
      </FormMessage>
      {state.status === 'loading' ? <p role="status">Loading the catalogue…</p> : null}
      {state.status === 'error' ? (
        <LoadError message="We could not load the catalogue." onRetry={retry} />
      ) : null}
      {state.status === 'ready'
        ? state.data.products.map((product) => (
            <PlanTable
              key={product.code}
              product={product}
              plans={product.plans.map((plan) => saved[plan.code] ?? plan)}
              onSaved={keep}
            />
          ))
        : null}
    </div>
  );
}

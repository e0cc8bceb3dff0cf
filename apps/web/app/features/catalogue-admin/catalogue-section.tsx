import { catalogueApi } from '@prakar/shared/api/catalogue';
import { LoadError } from '#app/components/content/load-error.tsx';
import { FormMessage } from '#app/components/form-field/form-message.tsx';
import { useApiQuery } from '#app/lib/api-query.ts';
import styles from './catalogue-admin.module.css';
import { PlanTable } from './plan-table';

/**
 * Every product's plans, for platform administrators to rename a plan, change a yearly price, take
 * a plan off sale or add one. A saved plan refreshes the catalogue, here and on every page that
 * shows it.
 */
export function CatalogueSection() {
  const catalogue = useApiQuery(catalogueApi.listProducts, {});

  return (
    <div className={styles.section}>
      <FormMessage tone="info">
        Orders already placed keep the names and prices they were placed at. The public product
        pages, their search results and their link previews show a change at once.
      </FormMessage>
      {catalogue.isPending ? <p role="status">Loading the catalogue…</p> : null}
      {catalogue.isError ? (
        <LoadError
          message="We could not load the catalogue."
          onRetry={() => void catalogue.refetch()}
        />
      ) : null}
      {catalogue.data?.products.map((product) => (
        <PlanTable key={product.code} product={product} />
      ))}
    </div>
  );
}

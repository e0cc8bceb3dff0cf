import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@prakar/shared/orders';
import {
  ChoiceFilter,
  DateRangeFields,
  labelledChoices,
} from '#app/components/data-table/filter-form.tsx';
import {
  ListFilterForm,
  type ListFilterProps,
} from '#app/components/data-table/list-filter-form.tsx';
import { productLinks } from '#app/content/catalogue-links.ts';
import { type TransactionFilters, transactionFilterModel } from './transaction-filters';

const FIELD_IDS: Record<keyof TransactionFilters, string> = {
  from: 'orders-from',
  to: 'orders-to',
  status: 'orders-status',
  product: 'orders-product',
  organisationId: 'orders-organisation',
};

const STATUS_CHOICES = labelledChoices(ORDER_STATUSES, ORDER_STATUS_LABELS);
const PRODUCT_CHOICES = productLinks.map(({ code, label }) => ({ value: code, label }));

/** The orders' filters: dates, status, product and, for platform administrators, organisation. */
export function TransactionFilterForm(props: ListFilterProps<TransactionFilters>) {
  return (
    <ListFilterForm
      {...props}
      label="Filter the orders"
      model={transactionFilterModel}
      fieldIds={FIELD_IDS}
    >
      {({ draft, errors, set }) => (
        <>
          <DateRangeFields ids={FIELD_IDS} range={draft} errors={errors} onChange={set} />
          <ChoiceFilter
            id={FIELD_IDS.status}
            label="Status"
            allLabel="All statuses"
            choices={STATUS_CHOICES}
            value={draft.status}
            onChange={(status) => set('status', status)}
          />
          <ChoiceFilter
            id={FIELD_IDS.product}
            label="Product"
            allLabel="All products"
            choices={PRODUCT_CHOICES}
            value={draft.product}
            onChange={(product) => set('product', product)}
          />
        </>
      )}
    </ListFilterForm>
  );
}

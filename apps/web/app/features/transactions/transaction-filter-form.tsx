import { SHOWN_ORDER_STATUS_LABELS, SHOWN_ORDER_STATUSES } from '@prakar/shared/orders';
import {
  DateRangeFilter,
  SelectFilter,
  StatusFilter,
} from '#app/components/data-table/filter-fields.tsx';
import { labelledChoices } from '#app/components/data-table/filter-form.tsx';
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

const STATUS_CHOICES = labelledChoices(SHOWN_ORDER_STATUSES, SHOWN_ORDER_STATUS_LABELS);
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
      {(bar) => (
        <>
          <DateRangeFilter bar={bar} />
          <StatusFilter bar={bar} choices={STATUS_CHOICES} />
          <SelectFilter
            bar={bar}
            name="product"
            label="Product"
            anyLabel="All products"
            choices={PRODUCT_CHOICES}
          />
        </>
      )}
    </ListFilterForm>
  );
}

import '#app/lib/zod-jitless.ts';
import type { ProductCode } from '@prakar/shared/catalogue';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '@prakar/shared/orders';
import { DateRangeFields, FilterForm } from '#app/components/data-table/filter-form.tsx';
import { OrganisationFilter } from '#app/components/data-table/organisation-filter.tsx';
import { useFilterDraft } from '#app/components/data-table/use-filter-draft.ts';
import { SelectField } from '#app/components/form-field/text-field.tsx';
import { productLinks } from '#app/content/catalogue-links.ts';
import {
  filterErrors,
  hasFilters,
  NO_FILTERS,
  type TransactionFilters,
} from './transaction-filters';

const FIELD_IDS: Record<keyof TransactionFilters, string> = {
  from: 'orders-from',
  to: 'orders-to',
  status: 'orders-status',
  product: 'orders-product',
  organisationId: 'orders-organisation',
};

/** The orders' filters: dates, status, product and, for platform administrators, organisation. */
export function TransactionFilterForm({
  filters,
  showOrganisation,
  onApply,
}: {
  filters: TransactionFilters;
  showOrganisation: boolean;
  onApply: (filters: TransactionFilters) => void;
}) {
  const { draft, errors, set, submit, clear } = useFilterDraft({
    filters,
    empty: NO_FILTERS,
    fieldIds: FIELD_IDS,
    validate: filterErrors,
    onApply,
  });

  return (
    <FilterForm
      label="Filter the orders"
      canClear={hasFilters(filters)}
      onSubmit={submit}
      onClear={clear}
    >
      <DateRangeFields ids={FIELD_IDS} range={draft} errors={errors} onChange={set} />
      <SelectField
        id={FIELD_IDS.status}
        label="Status"
        value={draft.status}
        onChange={(event) => set('status', event.target.value as OrderStatus | '')}
      >
        <option value="">All statuses</option>
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {ORDER_STATUS_LABELS[status]}
          </option>
        ))}
      </SelectField>
      <SelectField
        id={FIELD_IDS.product}
        label="Product"
        value={draft.product}
        onChange={(event) => set('product', event.target.value as ProductCode | '')}
      >
        <option value="">All products</option>
        {productLinks.map((product) => (
          <option key={product.code} value={product.code}>
            {product.label}
          </option>
        ))}
      </SelectField>
      {showOrganisation ? (
        <OrganisationFilter
          id={FIELD_IDS.organisationId}
          value={draft.organisationId}
          onChange={(organisationId) => set('organisationId', organisationId)}
        />
      ) : null}
    </FilterForm>
  );
}

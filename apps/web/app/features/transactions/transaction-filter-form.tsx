import '#app/lib/zod-jitless.ts';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@prakar/shared/orders';
import {
  ChoiceFilter,
  DateRangeFields,
  FilterForm,
  labelledChoices,
} from '#app/components/data-table/filter-form.tsx';
import { OrganisationFilter } from '#app/components/data-table/organisation-filter.tsx';
import { useFilterDraft } from '#app/components/data-table/use-filter-draft.ts';
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

const STATUS_CHOICES = labelledChoices(ORDER_STATUSES, ORDER_STATUS_LABELS);
const PRODUCT_CHOICES = productLinks.map(({ code, label }) => ({ value: code, label }));

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

import { ORDER_KINDS, ORDER_STATUS_LABELS } from '@prakar/shared/orders';
import {
  ChoiceFilter,
  DateRangeFields,
  FilterForm,
} from '#app/components/data-table/filter-form.tsx';
import { PhoneFold } from '#app/components/data-table/phone-fold.tsx';
import { useFilterDraft } from '#app/components/data-table/use-filter-draft.ts';
import { TextField } from '#app/components/form-field/text-field.tsx';
import {
  foldedFilterCount,
  ORDER_SEARCH_STATUSES,
  type OrderSearchFilters,
  orderSearchModel,
} from './order-search-filters';
import styles from './orders.module.css';

const FIELD_IDS: Record<keyof OrderSearchFilters, string> = {
  search: 'orders-search',
  status: 'orders-status',
  kind: 'orders-kind',
  from: 'orders-from',
  to: 'orders-to',
  minAmount: 'orders-min-amount',
  maxAmount: 'orders-max-amount',
};

const STATUS_CHOICES = ORDER_SEARCH_STATUSES.map((status) => ({
  value: status,
  label: status === 'unpaid' ? 'Unpaid (awaiting or failed)' : ORDER_STATUS_LABELS[status],
}));
const KIND_LABELS = { subscription: 'Subscriptions', advisory: 'Payment links' } as const;
const KIND_CHOICES = ORDER_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }));

/**
 * The orders' search: one box (number, reference, GSTIN or name) and the filters, applied
 * together. On a phone the filters fold under the search box, saying how many are in use.
 */
export function OrderSearchForm({
  filters,
  onApply,
}: {
  filters: OrderSearchFilters;
  onApply: (filters: OrderSearchFilters) => void;
}) {
  const { draft, errors, set, submit, clear } = useFilterDraft({
    filters,
    empty: orderSearchModel.empty,
    fieldIds: FIELD_IDS,
    validate: orderSearchModel.validate,
    onApply,
  });
  const anyError = Object.keys(errors).some((key) => key !== 'search');

  return (
    <FilterForm
      label="Search the orders"
      canClear={orderSearchModel.narrows(filters)}
      onSubmit={submit}
      onClear={clear}
    >
      <div className={styles.searchBox}>
        <TextField
          id={FIELD_IDS.search}
          label="Search"
          hint="An order number (ORD-000042), a payment reference, a GSTIN, or part of the organisation’s or payer’s name."
          type="search"
          maxLength={100}
          autoComplete="off"
          spellCheck={false}
          value={draft.search}
          error={errors.search}
          onChange={(event) => set('search', event.target.value)}
        />
      </div>
      <div className={styles.foldRow}>
        <PhoneFold label="Filters" inUse={foldedFilterCount(filters)} revealed={anyError}>
          <div className={styles.filterGrid}>
            <ChoiceFilter
              id={FIELD_IDS.status}
              label="Status"
              allLabel="All statuses"
              choices={STATUS_CHOICES}
              value={draft.status}
              onChange={(status) => set('status', status)}
            />
            <ChoiceFilter
              id={FIELD_IDS.kind}
              label="Kind"
              allLabel="Orders and payment links"
              choices={KIND_CHOICES}
              value={draft.kind}
              onChange={(kind) => set('kind', kind)}
            />
            <DateRangeFields ids={FIELD_IDS} range={draft} errors={errors} onChange={set} />
            <TextField
              id={FIELD_IDS.minAmount}
              label="Lowest total (₹)"
              inputMode="decimal"
              autoComplete="off"
              value={draft.minAmount}
              error={errors.minAmount}
              onChange={(event) => set('minAmount', event.target.value)}
            />
            <TextField
              id={FIELD_IDS.maxAmount}
              label="Highest total (₹)"
              inputMode="decimal"
              autoComplete="off"
              value={draft.maxAmount}
              error={errors.maxAmount}
              onChange={(event) => set('maxAmount', event.target.value)}
            />
          </div>
        </PhoneFold>
      </div>
    </FilterForm>
  );
}

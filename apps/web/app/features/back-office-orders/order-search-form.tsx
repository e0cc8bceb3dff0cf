import { ORDER_KINDS, SHOWN_ORDER_STATUS_LABELS } from '@prakar/shared/orders';
import {
  DateRangeFilter,
  SearchFilter,
  SelectFilter,
  StatusFilter,
  TextFilter,
} from '#app/components/data-table/filter-fields.tsx';
import { FilterForm } from '#app/components/data-table/filter-form.tsx';
import { PhoneFold } from '#app/components/data-table/phone-fold.tsx';
import { useFilterDraft } from '#app/components/data-table/use-filter-draft.ts';
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
  label: status === 'unpaid' ? 'Unpaid (awaiting or failed)' : SHOWN_ORDER_STATUS_LABELS[status],
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
  const bar = useFilterDraft({ filters, model: orderSearchModel, fieldIds: FIELD_IDS, onApply });
  const anyError = Object.keys(bar.errors).some((key) => key !== 'search');

  return (
    <FilterForm label="Search the orders" bar={bar}>
      <div className={styles.searchBox}>
        <SearchFilter
          bar={bar}
          name="search"
          label="Search"
          hint="An order number (ORD-000042), a payment reference, a GSTIN, or part of the organisation’s or payer’s name."
        />
      </div>
      <div className={styles.foldRow}>
        <PhoneFold label="Filters" inUse={foldedFilterCount(filters)} revealed={anyError}>
          <div className={styles.filterGrid}>
            <StatusFilter bar={bar} choices={STATUS_CHOICES} />
            <SelectFilter
              bar={bar}
              name="kind"
              label="Kind"
              anyLabel="Orders and payment links"
              choices={KIND_CHOICES}
            />
            <DateRangeFilter bar={bar} />
            <TextFilter bar={bar} name="minAmount" label="Lowest total (₹)" inputMode="decimal" />
            <TextFilter bar={bar} name="maxAmount" label="Highest total (₹)" inputMode="decimal" />
          </div>
        </PhoneFold>
      </div>
    </FilterForm>
  );
}

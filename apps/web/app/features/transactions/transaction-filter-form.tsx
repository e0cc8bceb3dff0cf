import '../../lib/zod-jitless';
import type { ProductCode } from '@prakar/shared/catalogue';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '@prakar/shared/orders';
import { type FormEvent, useEffect, useState } from 'react';
import { OrganisationFilter } from '../../components/data-table/organisation-filter';
import { SelectField, TextField } from '../../components/form-field/text-field';
import buttons from '../../components/ui/button.module.css';
import { productLinks } from '../../content/catalogue-links';
import {
  type FilterErrors,
  filterEntries,
  filterErrors,
  hasFilters,
  NO_FILTERS,
  type TransactionFilters,
} from './transaction-filters';
import styles from './transactions.module.css';

const FIELD_IDS: Record<keyof TransactionFilters, string> = {
  from: 'orders-from',
  to: 'orders-to',
  status: 'orders-status',
  product: 'orders-product',
  organisationId: 'orders-organisation',
};

/**
 * The filters, applied together with one button so each search is one step in the history. The
 * fields follow the address: Back and Forward put the earlier filters back in them.
 */
export function TransactionFilterForm({
  filters,
  showOrganisation,
  onApply,
}: {
  filters: TransactionFilters;
  showOrganisation: boolean;
  onApply: (filters: TransactionFilters) => void;
}) {
  const [draft, setDraft] = useState(filters);
  const [errors, setErrors] = useState<FilterErrors>({});
  const applied = new URLSearchParams(filterEntries(filters)).toString();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `applied` stands for `filters`
  useEffect(() => {
    setDraft(filters);
    setErrors({});
  }, [applied]);

  const set = <K extends keyof TransactionFilters>(key: K, value: TransactionFilters[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = filterErrors(draft);
    setErrors(found);
    const first = (Object.keys(FIELD_IDS) as (keyof TransactionFilters)[]).find(
      (key) => found[key],
    );
    if (first) {
      document.getElementById(FIELD_IDS[first])?.focus();
      return;
    }
    onApply(draft);
  };

  // The button goes away with the filters, so focus moves to the first field instead of the page.
  const clear = () => {
    onApply(NO_FILTERS);
    document.getElementById(FIELD_IDS.from)?.focus();
  };

  return (
    <form className={styles.filters} aria-label="Filter the orders" noValidate onSubmit={submit}>
      <div className={styles.fields}>
        <TextField
          id={FIELD_IDS.from}
          label="From"
          type="date"
          max={draft.to || undefined}
          value={draft.from}
          error={errors.from}
          onChange={(event) => set('from', event.target.value)}
        />
        <TextField
          id={FIELD_IDS.to}
          label="To"
          type="date"
          min={draft.from || undefined}
          value={draft.to}
          error={errors.to}
          onChange={(event) => set('to', event.target.value)}
        />
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
      </div>
      <div className={styles.actions}>
        <button type="submit" className={buttons.primary}>
          Apply filters
        </button>
        {hasFilters(filters) ? (
          <button type="button" className={buttons.secondary} onClick={clear}>
            Clear filters
          </button>
        ) : null}
      </div>
    </form>
  );
}

import '../../lib/zod-jitless';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditAction } from '@prakar/shared/audit';
import { type FormEvent, useEffect, useState } from 'react';
import { OrganisationFilter } from '../../components/data-table/organisation-filter';
import { SelectField, TextField } from '../../components/form-field/text-field';
import buttons from '../../components/ui/button.module.css';
import styles from './audit.module.css';
import {
  type AuditFilters,
  exportSearch,
  filterErrors,
  hasFilters,
  NO_FILTERS,
} from './audit-filters';

type Errors = Partial<Record<keyof AuditFilters, string>>;

const FIELD_IDS: Record<keyof AuditFilters, string> = {
  action: 'audit-action',
  user: 'audit-user',
  from: 'audit-from',
  to: 'audit-to',
  organisationId: 'audit-organisation',
};

/**
 * The filters, applied together with one button so each search is one step in the history. The
 * fields follow the address: Back and Forward put the earlier filters back in them.
 */
export function AuditFilterForm({
  filters,
  showOrganisation,
  onApply,
}: {
  filters: AuditFilters;
  showOrganisation: boolean;
  onApply: (filters: AuditFilters) => void;
}) {
  const [draft, setDraft] = useState(filters);
  const [errors, setErrors] = useState<Errors>({});
  const applied = exportSearch(filters);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `applied` stands for `filters`
  useEffect(() => {
    setDraft(filters);
    setErrors({});
  }, [applied]);

  const set = <K extends keyof AuditFilters>(key: K, value: AuditFilters[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = filterErrors(draft);
    setErrors(found);
    const first = (Object.keys(FIELD_IDS) as (keyof AuditFilters)[]).find((key) => found[key]);
    if (first) {
      document.getElementById(FIELD_IDS[first])?.focus();
      return;
    }
    onApply(draft);
  };

  // The button goes away with the filters, so focus moves to the first field instead of the page.
  const clear = () => {
    onApply(NO_FILTERS);
    document.getElementById(FIELD_IDS.action)?.focus();
  };

  return (
    <form className={styles.filters} aria-label="Filter the activity" noValidate onSubmit={submit}>
      <div className={styles.fields}>
        <SelectField
          id={FIELD_IDS.action}
          label="Action"
          value={draft.action}
          onChange={(event) => set('action', event.target.value as AuditAction | '')}
        >
          <option value="">All actions</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {AUDIT_ACTION_LABELS[action]}
            </option>
          ))}
        </SelectField>
        <TextField
          id={FIELD_IDS.user}
          label="User"
          type="search"
          maxLength={100}
          autoComplete="off"
          hint="Name or e-mail of who acted, or of the user it concerned"
          value={draft.user}
          error={errors.user}
          onChange={(event) => set('user', event.target.value)}
        />
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

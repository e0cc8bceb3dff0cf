import '#app/lib/zod-jitless.ts';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditAction } from '@prakar/shared/audit';
import { DateRangeFields, FilterForm } from '#app/components/data-table/filter-form.tsx';
import { OrganisationFilter } from '#app/components/data-table/organisation-filter.tsx';
import { useFilterDraft } from '#app/components/data-table/use-filter-draft.ts';
import { SelectField, TextField } from '#app/components/form-field/text-field.tsx';
import { type AuditFilters, filterErrors, hasFilters, NO_FILTERS } from './audit-filters';

const FIELD_IDS: Record<keyof AuditFilters, string> = {
  action: 'audit-action',
  user: 'audit-user',
  from: 'audit-from',
  to: 'audit-to',
  organisationId: 'audit-organisation',
};

/** The trail's filters: action, who, dates and, for platform administrators, organisation. */
export function AuditFilterForm({
  filters,
  showOrganisation,
  onApply,
}: {
  filters: AuditFilters;
  showOrganisation: boolean;
  onApply: (filters: AuditFilters) => void;
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
      label="Filter the activity"
      canClear={hasFilters(filters)}
      onSubmit={submit}
      onClear={clear}
    >
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
      <DateRangeFields ids={FIELD_IDS} range={draft} errors={errors} onChange={set} />
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

import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES } from '@prakar/shared/careers-admin';
import {
  ChoiceFilter,
  FilterForm,
  labelledChoices,
} from '#app/components/data-table/filter-form.tsx';
import { useFilterDraft } from '#app/components/data-table/use-filter-draft.ts';
import { TextField } from '#app/components/form-field/text-field.tsx';
import {
  type ApplicationFilters,
  filterErrors,
  hasFilters,
  NO_FILTERS,
} from './application-filters';

const FIELD_IDS: Record<keyof ApplicationFilters, string> = {
  search: 'applications-search',
  status: 'applications-status',
};

const STATUS_CHOICES = labelledChoices(APPLICATION_STATUSES, APPLICATION_STATUS_LABELS);

/** Find applicants by name or e-mail, and narrow them to one status. */
export function ApplicationFilterForm({
  filters,
  onApply,
}: {
  filters: ApplicationFilters;
  onApply: (filters: ApplicationFilters) => void;
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
      label="Filter the applications"
      canClear={hasFilters(filters)}
      onSubmit={submit}
      onClear={clear}
    >
      <TextField
        id={FIELD_IDS.search}
        label="Applicant"
        type="search"
        maxLength={100}
        autoComplete="off"
        hint="Name or e-mail"
        value={draft.search}
        error={errors.search}
        onChange={(event) => set('search', event.target.value)}
      />
      <ChoiceFilter
        id={FIELD_IDS.status}
        label="Status"
        allLabel="All statuses"
        choices={STATUS_CHOICES}
        value={draft.status}
        onChange={(status) => set('status', status)}
      />
    </FilterForm>
  );
}

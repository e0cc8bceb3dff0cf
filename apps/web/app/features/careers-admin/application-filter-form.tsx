import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES } from '@prakar/shared/careers-admin';
import { SearchFilter, StatusFilter } from '#app/components/data-table/filter-fields.tsx';
import { FilterForm, labelledChoices } from '#app/components/data-table/filter-form.tsx';
import { useFilterDraft } from '#app/components/data-table/use-filter-draft.ts';
import { type ApplicationFilters, applicationFilterModel } from './application-filters';

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
  const bar = useFilterDraft({
    filters,
    model: applicationFilterModel,
    fieldIds: FIELD_IDS,
    onApply,
  });
  return (
    <FilterForm label="Filter the applications" bar={bar}>
      <SearchFilter bar={bar} name="search" label="Applicant" hint="Name or e-mail" />
      <StatusFilter bar={bar} choices={STATUS_CHOICES} />
    </FilterForm>
  );
}

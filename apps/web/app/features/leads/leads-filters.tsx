import { leadsApi } from '@prakar/shared/api/leads';
import { LEAD_STATUS_FILTER_LABELS, LEAD_STATUS_FILTERS, UNASSIGNED } from '@prakar/shared/leads';
import { ChoiceFilter, labelledChoices } from '#app/components/data-table/filter-form.tsx';
import { SearchField } from '#app/components/data-table/search-field.tsx';
import { SelectField } from '#app/components/form-field/text-field.tsx';
import { useApiQuery } from '#app/lib/api-query.ts';
import styles from './leads.module.css';
import type { LeadsFilters as Filters } from './leads-view';

const STATUS_CHOICES = labelledChoices(LEAD_STATUS_FILTERS, LEAD_STATUS_FILTER_LABELS);

/**
 * Search, status and assignee above the inbox. Each change applies at once, as its own step in
 * the history; the search once typing pauses.
 */
export function LeadsFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (filters: Partial<Filters>) => void;
}) {
  const staff = useApiQuery(leadsApi.assignees, {});
  const assignees = staff.data?.assignees ?? [];
  const chosen = filters.assignee;
  // An address may name someone who has left the staff: the filter still says so.
  const unlisted =
    staff.isSuccess &&
    chosen &&
    chosen !== UNASSIGNED &&
    !assignees.some((person) => String(person.id) === chosen);
  return (
    <search className={styles.filters} aria-label="Find messages">
      <SearchField
        id="leads-search"
        label="Search"
        hint="Name, e-mail, organisation, subject or message"
        value={filters.search}
        onSearch={(search) => onChange({ search })}
      />
      <ChoiceFilter
        id="leads-status"
        label="Status"
        allLabel="All statuses"
        choices={STATUS_CHOICES}
        value={filters.status}
        onChange={(status) => onChange({ status })}
      />
      <SelectField
        id="leads-assignee"
        label="Assigned to"
        value={chosen}
        onChange={(event) => onChange({ assignee: event.target.value })}
        options={[
          { value: UNASSIGNED, label: 'Nobody yet' },
          ...assignees.map((person) => ({ value: String(person.id), label: person.name })),
          ...(unlisted ? [{ value: chosen, label: 'Someone no longer on the staff' }] : []),
        ]}
      >
        <option value="">Anyone or nobody</option>
      </SelectField>
    </search>
  );
}

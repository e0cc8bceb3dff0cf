import { LEAD_STATUS_FILTER_LABELS, LEAD_STATUS_FILTERS, UNASSIGNED } from '@prakar/shared/leads';
import { ChoiceFilter, labelledChoices } from '#app/components/data-table/filter-form.tsx';
import { SearchField } from '#app/components/data-table/search-field.tsx';
import { AssigneeFilter } from '#app/components/staff/assignee-filter.tsx';
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
      <AssigneeFilter
        id="leads-assignee"
        nobody={UNASSIGNED}
        value={filters.assignee}
        onChange={(assignee) => onChange({ assignee })}
      />
    </search>
  );
}

import { MATTER_KIND_LABELS, MATTER_KINDS } from '@prakar/shared/matter-deadlines';
import { MATTER_STATUS_LABELS } from '@prakar/shared/matter-status';
import {
  MATTER_DUE_FILTER_LABELS,
  MATTER_DUE_FILTERS,
  MATTER_STATUS_FILTERS,
  MATTER_UNASSIGNED,
} from '@prakar/shared/matters';
import { ChoiceFilter, labelledChoices } from '#app/components/data-table/filter-form.tsx';
import { PhoneFold } from '#app/components/data-table/phone-fold.tsx';
import { SearchField } from '#app/components/data-table/search-field.tsx';
import { AssigneeFilter } from '#app/components/staff/assignee-filter.tsx';
import styles from './matters.module.css';
import type { MattersFilters as Filters } from './matters-view';

const STATUS_CHOICES = labelledChoices(MATTER_STATUS_FILTERS, {
  open: 'Open',
  ...MATTER_STATUS_LABELS,
});
const KIND_CHOICES = labelledChoices(MATTER_KINDS, MATTER_KIND_LABELS);
const DUE_CHOICES = labelledChoices(MATTER_DUE_FILTERS, MATTER_DUE_FILTER_LABELS);

/** The filters a phone folds away (all but the search): how many are set. */
const foldedFilterCount = ({ status, kind, assignee, due }: Filters) =>
  [status, kind, assignee, due].filter(Boolean).length;

/**
 * Search, status, kind, assignee and when due above the matters. Each change applies at once, as
 * its own step in the history; the search once typing pauses.
 */
export function MattersFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (filters: Partial<Filters>) => void;
}) {
  return (
    <search className={styles.filters} aria-label="Find matters">
      <SearchField
        id="matters-search"
        label="Search"
        hint="Name, PAN, DIN or number"
        value={filters.search}
        onSearch={(search) => onChange({ search })}
      />
      <PhoneFold label="Filters" inUse={foldedFilterCount(filters)}>
        <div className={styles.foldedFilters}>
          <ChoiceFilter
            id="matters-status"
            label="Status"
            allLabel="All statuses"
            choices={STATUS_CHOICES}
            value={filters.status}
            onChange={(status) => onChange({ status })}
          />
          <ChoiceFilter
            id="matters-kind"
            label="Kind"
            allLabel="All kinds"
            choices={KIND_CHOICES}
            value={filters.kind}
            onChange={(kind) => onChange({ kind })}
          />
          <AssigneeFilter
            id="matters-assignee"
            nobody={MATTER_UNASSIGNED}
            value={filters.assignee}
            onChange={(assignee) => onChange({ assignee })}
          />
          <ChoiceFilter
            id="matters-due"
            label="Due"
            allLabel="Any time"
            choices={DUE_CHOICES}
            value={filters.due}
            onChange={(due) => onChange({ due })}
          />
        </div>
      </PhoneFold>
    </search>
  );
}

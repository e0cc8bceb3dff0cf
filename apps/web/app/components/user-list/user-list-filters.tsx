import { USER_STATUS_LABELS, USER_STATUSES } from '@prakar/shared/users';
import { ChoiceFilter, labelledChoices } from '#app/components/data-table/filter-form.tsx';
import { OrganisationFilter } from '#app/components/data-table/organisation-filter.tsx';
import { SearchField } from '#app/components/data-table/search-field.tsx';
import styles from './user-list.module.css';
import { type UserListFilters as Filters, type UserListView, withFilters } from './user-list-view';

const STATUS_CHOICES = labelledChoices(USER_STATUSES, USER_STATUS_LABELS);

/**
 * Search, status and (for platform administrators) organisation above a list of users, the
 * "Find users" landmark. Each change `show`s the view filtered afresh from its first page, as its
 * own step in the history; the search once typing pauses.
 */
export function UserListFilters({
  idPrefix,
  view: filters,
  show,
  showOrganisation,
  revision,
}: {
  /** Keeps the fields' ids apart from other lists' on the same page. */
  idPrefix: string;
  view: UserListView;
  show: (view: UserListView) => void;
  showOrganisation: boolean;
  /** Changing it puts the applied search back in the box (a search that was turned down). */
  revision?: number;
}) {
  const onChange = (changes: Partial<Filters>) => show(withFilters(filters, changes));
  return (
    <search className={styles.filters} aria-label="Find users">
      <SearchField
        id={`${idPrefix}-search`}
        label="Search by name or e-mail"
        value={filters.search}
        onSearch={(search) => onChange({ search })}
        revision={revision}
      />
      <ChoiceFilter
        id={`${idPrefix}-status`}
        label="Status"
        allLabel="All statuses"
        choices={STATUS_CHOICES}
        value={filters.status}
        onChange={(status) => onChange({ status })}
      />
      {showOrganisation ? (
        <OrganisationFilter
          id={`${idPrefix}-organisation`}
          value={filters.organisationId}
          onChange={(organisationId) => onChange({ organisationId })}
        />
      ) : null}
    </search>
  );
}

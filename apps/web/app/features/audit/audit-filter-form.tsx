import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, BACK_OFFICE_ACTIONS } from '@prakar/shared/audit';
import {
  DateRangeFilter,
  SearchFilter,
  SelectFilter,
} from '#app/components/data-table/filter-fields.tsx';
import { labelledChoices } from '#app/components/data-table/filter-form.tsx';
import {
  ListFilterForm,
  type ListFilterProps,
} from '#app/components/data-table/list-filter-form.tsx';
import { type AuditFilters, auditFilterModel } from './audit-filters';

const FIELD_IDS: Record<keyof AuditFilters, string> = {
  action: 'audit-action',
  user: 'audit-user',
  from: 'audit-from',
  to: 'audit-to',
  organisationId: 'audit-organisation',
};

const ACTION_CHOICES = labelledChoices(AUDIT_ACTIONS, AUDIT_ACTION_LABELS);
/** An organisation's own trail never holds the back office's actions: no need to offer them. */
const ORGANISATION_CHOICES = ACTION_CHOICES.filter(
  (choice) => !BACK_OFFICE_ACTIONS.includes(choice.value),
);

/** The trail's filters: action, who, dates and, for platform administrators, organisation. */
export function AuditFilterForm(props: ListFilterProps<AuditFilters>) {
  return (
    <ListFilterForm
      {...props}
      label="Filter the activity"
      model={auditFilterModel}
      fieldIds={FIELD_IDS}
    >
      {(bar) => (
        <>
          <SelectFilter
            bar={bar}
            name="action"
            label="Action"
            anyLabel="All actions"
            choices={props.showOrganisation ? ACTION_CHOICES : ORGANISATION_CHOICES}
          />
          <SearchFilter
            bar={bar}
            name="user"
            label="User"
            hint="Name or e-mail of who acted, or of the user it concerned"
          />
          <DateRangeFilter bar={bar} />
        </>
      )}
    </ListFilterForm>
  );
}

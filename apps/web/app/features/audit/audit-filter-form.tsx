import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, BACK_OFFICE_ACTIONS } from '@prakar/shared/audit';
import {
  ChoiceFilter,
  DateRangeFields,
  labelledChoices,
} from '#app/components/data-table/filter-form.tsx';
import {
  ListFilterForm,
  type ListFilterProps,
} from '#app/components/data-table/list-filter-form.tsx';
import { TextField } from '#app/components/form-field/text-field.tsx';
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
      {({ draft, errors, set }) => (
        <>
          <ChoiceFilter
            id={FIELD_IDS.action}
            label="Action"
            allLabel="All actions"
            choices={props.showOrganisation ? ACTION_CHOICES : ORGANISATION_CHOICES}
            value={draft.action}
            onChange={(action) => set('action', action)}
          />
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
        </>
      )}
    </ListFilterForm>
  );
}

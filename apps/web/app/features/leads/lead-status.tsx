import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from '@prakar/shared/leads';
import table from '#app/components/data-table/data-table.module.css';
import { labelledChoices } from '#app/components/data-table/filter-form.tsx';
import { SelectField } from '#app/components/form-field/text-field.tsx';
import styles from './leads.module.css';

/** A message's status as a coloured badge. */
export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return <span className={`${table.badge} ${styles[status]}`}>{LEAD_STATUS_LABELS[status]}</span>;
}

const STATUS_OPTIONS = labelledChoices(LEAD_STATUSES, LEAD_STATUS_LABELS);

/** The status to give a message, or several. */
export function LeadStatusSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: LeadStatus;
  onChange: (status: LeadStatus) => void;
}) {
  return (
    <SelectField
      id={id}
      label="Status"
      value={value}
      onChange={(event) => onChange(event.target.value as LeadStatus)}
      options={STATUS_OPTIONS}
    />
  );
}

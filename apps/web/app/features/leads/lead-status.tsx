import { LEAD_STATUS_LABELS, type LeadStatus } from '@prakar/shared/leads';
import table from '#app/components/data-table/data-table.module.css';
import styles from './leads.module.css';

/** A message's status as a coloured badge. */
export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return <span className={`${table.badge} ${styles[status]}`}>{LEAD_STATUS_LABELS[status]}</span>;
}

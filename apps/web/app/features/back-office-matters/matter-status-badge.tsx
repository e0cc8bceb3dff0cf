import { MATTER_STATUS_LABELS, type MatterStatus } from '@prakar/shared/matter-status';
import table from '#app/components/data-table/data-table.module.css';
import styles from './matters.module.css';

/** A matter's status as a badge, its words saying what the colour does. */
export function MatterStatusBadge({ status }: { status: MatterStatus }) {
  return <span className={`${table.badge} ${styles[status]}`}>{MATTER_STATUS_LABELS[status]}</span>;
}

import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type StatusCounts,
} from '@prakar/shared/careers-admin';
import styles from './careers-admin.module.css';

export const totalOf = (counts: StatusCounts) =>
  APPLICATION_STATUSES.reduce((sum, status) => sum + counts[status], 0);

/** "Received 4 · Shortlisted 2 · …": every status, so a zero reads as a zero. */
export function StatusCountList({ counts }: { counts: StatusCounts }) {
  return (
    <ul className={styles.counts}>
      {APPLICATION_STATUSES.map((status) => (
        <li key={status}>
          {APPLICATION_STATUS_LABELS[status]} <strong>{counts[status]}</strong>
        </li>
      ))}
    </ul>
  );
}

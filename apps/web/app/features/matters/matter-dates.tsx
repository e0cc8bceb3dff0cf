import { formatIndianDate } from '@prakar/shared/dates';
import type { MatterSummary } from '@prakar/shared/matters';
import styles from './matters.module.css';

/**
 * One of a matter's dates (IST), or `none`; "Overdue" in words beside it when it is the date the
 * open matter has passed.
 */
export function MatterDay({
  matter,
  day,
  none,
}: {
  matter: MatterSummary;
  day: string | null;
  none: string;
}) {
  if (!day) return <span className={styles.muted}>{none}</span>;
  return (
    <>
      <time dateTime={day}>{formatIndianDate(day)}</time>
      {matter.overdue && matter.nextDueOn === day ? (
        <strong className={styles.overdue}> Overdue</strong>
      ) : null}
    </>
  );
}

import { formatIndianDate } from '@prakar/shared/dates';
import { formatInIndia } from '@prakar/shared/ist-calendar';
import type { MatterSummary } from '@prakar/shared/matters';
import record from '#app/components/matters/matter-record.module.css';
import styles from './matters.module.css';

/** An IST day (`YYYY-MM-DD`) as a list shows it, "23 Nov 2026", whole in its tooltip. */
export function ShortDay({ day }: { day: string }) {
  return (
    <time dateTime={day} title={formatIndianDate(day)}>
      {formatInIndia(new Date(`${day}T12:00:00+05:30`), 'd MMM yyyy')}
    </time>
  );
}

/**
 * The next date due over whether it is the firm's target or the statutory date; an overdue matter
 * says so in words, not only in colour.
 */
export function NextDue({ matter }: { matter: MatterSummary }) {
  if (!matter.nextDueOn) return <span className={styles.muted}>Nothing due</span>;
  const isTarget =
    matter.nextDueOn === matter.targetOn && matter.targetOn !== matter.statutoryDueOn;
  const which = isTarget ? 'Target' : 'Statutory';
  return (
    <span className={styles.lines}>
      <ShortDay day={matter.nextDueOn} />
      {matter.overdue ? (
        <strong className={record.overdue}>Overdue ({which.toLowerCase()})</strong>
      ) : (
        <span className={styles.muted}>{which}</span>
      )}
    </span>
  );
}

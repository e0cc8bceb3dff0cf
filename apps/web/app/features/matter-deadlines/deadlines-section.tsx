import { matterCalendarApi } from '@prakar/shared/api/matter-calendar';
import { formatIndianDate } from '@prakar/shared/dates';
import { MATTER_DEADLINE_LABELS, type MatterDeadline } from '@prakar/shared/matter-calendar';
import { MATTER_KIND_LABELS } from '@prakar/shared/matter-deadlines';
import { Link } from 'react-router';
import { LoadError } from '#app/components/content/load-error.tsx';
import { useApiQuery } from '#app/lib/api-query.ts';
import { daysLeftText } from './days-left';
import styles from './matter-deadlines.module.css';

/** "Hearing at 11:30 IST, CIT(A)-3, Mumbai, Aayakar Bhavan", or the kind of due date. */
function whatOf({ dateKind, hearing }: MatterDeadline): string {
  const what = MATTER_DEADLINE_LABELS[dateKind];
  if (!hearing) return what;
  return `${what} at ${hearing.time} IST, ${hearing.forum}${hearing.place ? `, ${hearing.place}` : ''}`;
}

function DeadlineItem({ deadline }: { deadline: MatterDeadline }) {
  const overdue = deadline.daysLeft < 0;
  return (
    <li className={styles.item}>
      <p className={styles.when}>
        <time dateTime={deadline.on}>{formatIndianDate(deadline.on)}</time>
        <strong className={overdue ? styles.overdue : styles.left}>
          {daysLeftText(deadline.daysLeft)}
        </strong>
      </p>
      <p className={styles.what}>
        <span className={styles.dateKind}>{whatOf(deadline)}</span>
        <span>
          <Link to={`/matters/${deadline.matterId}`}>{deadline.number}</Link>{' '}
          {MATTER_KIND_LABELS[deadline.kind]}
        </span>
      </p>
    </li>
  );
}

/** Every date of the organisation's open matters, soonest first, counted in IST days from today. */
export function DeadlinesSection() {
  const read = useApiQuery(matterCalendarApi.deadlines, {});
  return (
    <section aria-labelledby="deadlines-heading" className={styles.section}>
      <p className={styles.back}>
        <Link to="/matters">
          <span aria-hidden="true">← </span>All open matters
        </Link>
      </p>
      <h2 id="deadlines-heading">Dates ahead</h2>
      <p className={styles.note}>
        Dates are in India Standard Time (IST), counted in days from today. The statutory due date
        is the law’s; the target date is the one the firm works to.
      </p>
      {read.isPending ? <p role="status">Loading the deadlines…</p> : null}
      {read.isError ? (
        <LoadError message="We could not load the deadlines." onRetry={() => void read.refetch()} />
      ) : null}
      {read.data?.deadlines.length === 0 ? (
        <p>No dates ahead: none of your open matters has a due date or a target date yet.</p>
      ) : null}
      {read.data && read.data.deadlines.length > 0 ? (
        <ol className={styles.list} aria-labelledby="deadlines-heading">
          {read.data.deadlines.map((deadline) => (
            <DeadlineItem key={deadline.id} deadline={deadline} />
          ))}
        </ol>
      ) : null}
    </section>
  );
}

import { formatIndianDate } from '@prakar/shared/dates';
import type { MatterSummary } from '@prakar/shared/matters';
import record from './matter-record.module.css';

/** "Overdue" in words, when `day` is the date the open matter has passed. */
export function OverdueMark({ matter, day }: { matter: MatterSummary; day: string | null }) {
  return day && matter.overdue && matter.nextDueOn === day ? (
    <strong className={record.overdue}> Overdue</strong>
  ) : null;
}

/** One of a matter's dates (IST), or `none`; "Overdue" in words beside it when it has passed. */
export function MatterDay({
  matter,
  day,
  none,
}: {
  matter: MatterSummary;
  day: string | null;
  none: string;
}) {
  if (!day) return <span className={record.muted}>{none}</span>;
  return (
    <>
      <time dateTime={day}>{formatIndianDate(day)}</time>
      <OverdueMark matter={matter} day={day} />
    </>
  );
}

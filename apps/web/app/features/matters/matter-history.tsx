import { formatIndianDate } from '@prakar/shared/dates';
import { MATTER_STATUS_LABELS } from '@prakar/shared/matter-status';
import type { MatterStatusChange } from '@prakar/shared/matters';
import record from '#app/components/matters/matter-record.module.css';

/** Every change of status, oldest first, dated in IST, with what the firm said with it. */
export function MatterHistory({ history }: { history: readonly MatterStatusChange[] }) {
  return (
    <ol className={record.history}>
      {history.map((change) => (
        <li key={`${change.at}-${change.status}`}>
          <p>
            <time dateTime={change.at}>{formatIndianDate(change.at)}</time>
            {': '}
            <strong>{MATTER_STATUS_LABELS[change.status]}</strong>
          </p>
          {change.note ? <p className={record.words}>“{change.note}”</p> : null}
        </li>
      ))}
    </ol>
  );
}

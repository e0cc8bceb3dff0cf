import { formatIndianDateTime } from '@prakar/shared/dates';
import { MATTER_STATUS_LABELS } from '@prakar/shared/matter-status';
import type { MatterStatusChange } from '@prakar/shared/matters';
import record from '#app/components/matters/matter-record.module.css';

/** Who made a change: a member of staff by name, else the client (a request) or a gone account. */
const byWhom = (change: MatterStatusChange) =>
  change.by ? change.by.name : change.status === 'requested' ? 'The client' : 'Someone since gone';

/** Every change of status, oldest first, dated in IST, with what the firm told the client. */
export function MatterHistory({ history }: { history: readonly MatterStatusChange[] }) {
  return (
    <ol className={record.history}>
      {history.map((change) => (
        <li key={`${change.at}-${change.status}`}>
          <p>
            <strong>{MATTER_STATUS_LABELS[change.status]}</strong>
            {' — '}
            <time dateTime={change.at}>{formatIndianDateTime(change.at)}</time>, {byWhom(change)}
          </p>
          {change.note ? <p className={record.words}>“{change.note}”</p> : null}
        </li>
      ))}
    </ol>
  );
}

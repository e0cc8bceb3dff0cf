import { formatIndianDateTime } from '@prakar/shared/dates';
import { MATTER_STATUS_LABELS } from '@prakar/shared/matter-status';
import type { MatterStatusChange } from '@prakar/shared/matters';
import { MatterHistory } from '#app/components/matters/matter-history.tsx';

/** Who made a change: a member of staff by name, else the client (a request) or a gone account. */
const byWhom = (change: MatterStatusChange) =>
  change.by ? change.by.name : change.status === 'requested' ? 'The client' : 'Someone since gone';

/** Every change of status, dated and timed in IST, with who made it and what the client was told. */
export function StaffMatterHistory({ history }: { history: readonly MatterStatusChange[] }) {
  return (
    <MatterHistory
      history={history}
      line={(change) => (
        <>
          <strong>{MATTER_STATUS_LABELS[change.status]}</strong>
          {' — '}
          <time dateTime={change.at}>{formatIndianDateTime(change.at)}</time>, {byWhom(change)}
        </>
      )}
    />
  );
}

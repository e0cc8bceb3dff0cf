import { formatIndianDate } from '@prakar/shared/dates';
import { MATTER_STATUS_LABELS } from '@prakar/shared/matter-status';
import type { MatterStatusChange } from '@prakar/shared/matters';
import { MatterHistory } from '#app/components/matters/matter-history.tsx';

/** Every change of status, dated in IST, with what the firm said with it. */
export function ClientMatterHistory({ history }: { history: readonly MatterStatusChange[] }) {
  return (
    <MatterHistory
      history={history}
      line={(change) => (
        <>
          <time dateTime={change.at}>{formatIndianDate(change.at)}</time>
          {': '}
          <strong>{MATTER_STATUS_LABELS[change.status]}</strong>
        </>
      )}
    />
  );
}

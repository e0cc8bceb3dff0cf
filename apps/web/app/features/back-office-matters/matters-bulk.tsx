import { mattersApi } from '@prakar/shared/api/matters';
import {
  MATTER_STATUS_LABELS,
  MATTER_STATUSES,
  MATTER_STATUSES_BY_PAPERS,
  type MatterStatus,
} from '@prakar/shared/matter-status';
import type { MattersBulk } from '@prakar/shared/matters';
import { useState } from 'react';
import { BulkChoice } from '#app/components/data-table/bulk-bar.tsx';
import { SelectField } from '#app/components/form-field/text-field.tsx';
import { StaffBulkBar } from '#app/components/staff/staff-bulk-bar.tsx';
import { useApiMutation } from '#app/lib/api-query.ts';
import { countOf } from '#app/lib/plural.ts';

// Declining tells the client why, one matter at a time (on its page), so it is not offered here.
const STATUS_OPTIONS = MATTER_STATUSES.filter(
  (status) => status !== 'declined' && !MATTER_STATUSES_BY_PAPERS.includes(status),
).map((status) => ({
  value: status,
  label: MATTER_STATUS_LABELS[status],
}));

const mattersCount = (count: number) => countOf(count, 'matter', 'matters');

/**
 * What the staff can do to the matters they chose, all at once: take them, give them to a
 * colleague or nobody, or move them on.
 */
export function MattersBulkBar({ ids, onDone }: { ids: readonly string[]; onDone: () => void }) {
  const bulk = useApiMutation(mattersApi.bulk);
  const [status, setStatus] = useState<MatterStatus>('documents_needed');
  return (
    <StaffBulkBar<MattersBulk['action']>
      ids={ids}
      onDone={onDone}
      idPrefix="matters-bulk"
      label="Change the chosen matters"
      count={mattersCount}
      audited="Each matter changed gets its own line in the audit trail."
      busy={bulk.isPending}
      change={(action) => bulk.mutateAsync({ body: { ids: [...ids], action } })}
    >
      {(ask, matters) => (
        <BulkChoice
          label="Change the status"
          button="Change status…"
          onAsk={() => {
            const label = MATTER_STATUS_LABELS[status];
            ask({
              action: { kind: 'status', status },
              question: `Move ${matters} to “${label}”?`,
              warning: `The clients see the new status, dated today. If any of them cannot move to “${label}” from where it stands, none change.`,
              done: (changed) => `Moved ${changed} to “${label}”.`,
            });
          }}
        >
          <SelectField
            id="matters-bulk-status"
            label="Status"
            value={status}
            onChange={(event) => setStatus(event.target.value as MatterStatus)}
            options={STATUS_OPTIONS}
          />
        </BulkChoice>
      )}
    </StaffBulkBar>
  );
}

import { leadsApi } from '@prakar/shared/api/leads';
import { LEAD_STATUS_LABELS, type LeadStatus, type LeadsBulkAction } from '@prakar/shared/leads';
import { useState } from 'react';
import { BulkChoice } from '#app/components/data-table/bulk-bar.tsx';
import { type BulkAsk, StaffBulkBar } from '#app/components/staff/staff-bulk-bar.tsx';
import buttons from '#app/components/ui/button.module.css';
import { useApiMutation } from '#app/lib/api-query.ts';
import { countOf } from '#app/lib/plural.ts';
import { LeadStatusSelect } from './lead-status';

const messagesCount = (count: number) => countOf(count, 'message', 'messages');

/** The question and the toast of a change of status. */
function marking(messages: string, status: LeadStatus): BulkAsk<LeadsBulkAction> {
  const label = LEAD_STATUS_LABELS[status].toLowerCase();
  return {
    action: { kind: 'status', status },
    question: `Mark ${messages} as ${label}?`,
    done: (changed) => `Marked ${changed} as ${label}.`,
  };
}

/**
 * What the staff can do to the messages they chose, all at once: take them, give them to a
 * colleague or nobody, mark them as spam or change their status.
 */
export function LeadsBulkBar({ ids, onDone }: { ids: readonly string[]; onDone: () => void }) {
  const bulk = useApiMutation(leadsApi.bulk);
  const [status, setStatus] = useState<LeadStatus>('in_progress');
  return (
    <StaffBulkBar<LeadsBulkAction>
      ids={ids}
      onDone={onDone}
      idPrefix="leads-bulk"
      label="Change the chosen messages"
      count={messagesCount}
      audited="Each message changed gets its own line in the audit trail."
      busy={bulk.isPending}
      change={(action) => bulk.mutateAsync({ body: { ids: [...ids], action } })}
    >
      {(ask, messages) => (
        <>
          <BulkChoice
            label="Change the status"
            button="Change status…"
            onAsk={() => ask(marking(messages, status))}
          >
            <LeadStatusSelect id="leads-bulk-status" value={status} onChange={setStatus} />
          </BulkChoice>
          <button
            type="button"
            className={buttons.secondary}
            onClick={() => ask(marking(messages, 'spam'))}
          >
            Mark as spam
          </button>
        </>
      )}
    </StaffBulkBar>
  );
}

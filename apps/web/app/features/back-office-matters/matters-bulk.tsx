import { mattersApi } from '@prakar/shared/api/matters';
import {
  MATTER_STATUS_LABELS,
  MATTER_STATUSES,
  type MatterStatus,
} from '@prakar/shared/matter-status';
import type { MattersBulk } from '@prakar/shared/matters';
import { useState } from 'react';
import { BulkBar, BulkChoice } from '#app/components/data-table/bulk-bar.tsx';
import { ConfirmDialog } from '#app/components/dialog/confirm-dialog.tsx';
import { SelectField } from '#app/components/form-field/text-field.tsx';
import { peopleOptions, useStaffPeople } from '#app/components/staff/staff-people.ts';
import { notify, showServiceError } from '#app/components/toasts/notify.ts';
import buttons from '#app/components/ui/button.module.css';
import { useApiMutation } from '#app/lib/api-query.ts';
import { countOf } from '#app/lib/plural.ts';
import { useCurrentUser } from '#app/lib/session/use-current-user.ts';

// Declining tells the client why, one matter at a time (on its page), so it is not offered here.
const STATUS_OPTIONS = MATTER_STATUSES.filter((status) => status !== 'declined').map((status) => ({
  value: status,
  label: MATTER_STATUS_LABELS[status],
}));

/** A bulk change waiting for its confirmation, in the words the dialog and the toast use. */
interface Asked {
  action: MattersBulk['action'];
  question: string;
  message: string;
  /** What the toast says once `changed` matters have changed. */
  done: (changed: string) => string;
}

const AUDITED = 'Each matter changed gets its own line in the audit trail.';
const mattersCount = (count: number) => countOf(count, 'matter', 'matters');

/**
 * What the staff can do to the matters they chose, all at once: take them, give them to a
 * colleague or nobody, or move them on. Each asks first, saying how many matters and what will
 * happen to them, and is one request: all of them change, or none.
 */
export function MattersBulkBar({ ids, onDone }: { ids: readonly string[]; onDone: () => void }) {
  const me = useCurrentUser();
  const { people } = useStaffPeople();
  const bulk = useApiMutation(mattersApi.bulk);
  const [assignee, setAssignee] = useState('');
  const [status, setStatus] = useState<MatterStatus>('accepted');
  const [asked, setAsked] = useState<Asked>();
  const matters = mattersCount(ids.length);

  const assignTo = (id: string) => {
    const person = people.find((member) => String(member.id) === id);
    setAsked(
      person
        ? {
            action: { kind: 'assign', assigneeId: person.id },
            question: `Assign ${matters} to ${person.name}?`,
            message: AUDITED,
            done: (changed) => `Assigned ${changed} to ${person.name}.`,
          }
        : {
            action: { kind: 'assign', assigneeId: null },
            question: `Take ${matters} off everyone’s list?`,
            message: `Nobody will have them until someone is assigned. ${AUDITED}`,
            done: (changed) => `Took ${changed} off everyone’s list.`,
          },
    );
  };

  const move = () => {
    const label = MATTER_STATUS_LABELS[status];
    setAsked({
      action: { kind: 'status', status },
      question: `Move ${matters} to “${label}”?`,
      message: `The clients see the new status, dated today. If any of them cannot move to “${label}” from where it stands, none change. ${AUDITED}`,
      done: (changed) => `Moved ${changed} to “${label}”.`,
    });
  };

  const confirm = async () => {
    if (!asked) return;
    try {
      const result = await bulk.mutateAsync({ body: { ids: [...ids], action: asked.action } });
      const changed = asked.done(mattersCount(result.changed.length));
      const already = result.unchanged.length;
      notify.success(
        already > 0
          ? `${changed} ${countOf(already, 'other was', 'others were')} so already.`
          : changed,
      );
      onDone();
    } catch (error) {
      showServiceError(error);
    }
    setAsked(undefined);
  };

  return (
    <BulkBar label="Change the chosen matters" chosen={matters} onClear={onDone}>
      {me ? (
        <button
          type="button"
          className={buttons.secondary}
          onClick={() =>
            setAsked({
              action: { kind: 'assign', assigneeId: me.UserId },
              question: `Assign ${matters} to you (${me.Name})?`,
              message: AUDITED,
              done: (changed) => `Assigned ${changed} to you.`,
            })
          }
        >
          Assign to me
        </button>
      ) : null}
      <BulkChoice label="Assign to someone" button="Assign…" onAsk={() => assignTo(assignee)}>
        <SelectField
          id="matters-bulk-assignee"
          label="Assign to"
          value={assignee}
          onChange={(event) => setAssignee(event.target.value)}
          options={peopleOptions(people)}
        >
          <option value="">Nobody</option>
        </SelectField>
      </BulkChoice>
      <BulkChoice label="Change the status" button="Change status…" onAsk={move}>
        <SelectField
          id="matters-bulk-status"
          label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value as MatterStatus)}
          options={STATUS_OPTIONS}
        />
      </BulkChoice>
      <ConfirmDialog
        open={asked !== undefined}
        title={asked?.question ?? ''}
        message={asked?.message ?? ''}
        confirmLabel="Yes, change them"
        busy={bulk.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsked(undefined)}
      />
    </BulkBar>
  );
}

import { leadsApi } from '@prakar/shared/api/leads';
import { LEAD_STATUS_LABELS, type LeadStatus, type LeadsBulkAction } from '@prakar/shared/leads';
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
import { LeadStatusSelect } from './lead-status';

/** A bulk change waiting for its confirmation, in the words the dialog and the toast use. */
interface Asked {
  action: LeadsBulkAction;
  question: string;
  /** What the toast says once `changed` messages have changed. */
  done: (changed: string) => string;
}

const AUDITED = 'Each message changed gets its own line in the audit trail.';

/** The question and the toast of a change of status. */
function marking(messages: string, status: LeadStatus): Asked {
  const label = LEAD_STATUS_LABELS[status].toLowerCase();
  return {
    action: { kind: 'status', status },
    question: `Mark ${messages} as ${label}?`,
    done: (changed) => `Marked ${changed} as ${label}.`,
  };
}

/**
 * What the staff can do to the messages they chose, all at once: take them, give them to a
 * colleague or nobody, mark them as spam or change their status. Each asks first, saying how many
 * messages and what will happen to them, and is one request: all of them change, or none.
 */
export function LeadsBulkBar({ ids, onDone }: { ids: readonly string[]; onDone: () => void }) {
  const me = useCurrentUser();
  const { people } = useStaffPeople();
  const bulk = useApiMutation(leadsApi.bulk);
  const [assignee, setAssignee] = useState('');
  const [status, setStatus] = useState<LeadStatus>('in_progress');
  const [asked, setAsked] = useState<Asked>();
  const messages = countOf(ids.length, 'message', 'messages');

  const assignTo = (id: string) => {
    const person = people.find((member) => String(member.id) === id);
    setAsked(
      person
        ? {
            action: { kind: 'assign', assigneeId: person.id },
            question: `Assign ${messages} to ${person.name}?`,
            done: (changed) => `Assigned ${changed} to ${person.name}.`,
          }
        : {
            action: { kind: 'assign', assigneeId: null },
            question: `Take ${messages} off everyone’s list?`,
            done: (changed) => `Took ${changed} off everyone’s list.`,
          },
    );
  };

  const confirm = async () => {
    if (!asked) return;
    try {
      const result = await bulk.mutateAsync({ body: { ids: [...ids], action: asked.action } });
      const changed = asked.done(countOf(result.changed.length, 'message', 'messages'));
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
    <BulkBar label="Change the chosen messages" chosen={messages} onClear={onDone}>
      {me ? (
        <button
          type="button"
          className={buttons.secondary}
          onClick={() => {
            setAsked({
              action: { kind: 'assign', assigneeId: me.UserId },
              question: `Assign ${messages} to you (${me.Name})?`,
              done: (changed) => `Assigned ${changed} to you.`,
            });
          }}
        >
          Assign to me
        </button>
      ) : null}
      <BulkChoice label="Assign to someone" button="Assign…" onAsk={() => assignTo(assignee)}>
        <SelectField
          id="leads-bulk-assignee"
          label="Assign to"
          value={assignee}
          onChange={(event) => setAssignee(event.target.value)}
          options={peopleOptions(people)}
        >
          <option value="">Nobody</option>
        </SelectField>
      </BulkChoice>
      <BulkChoice
        label="Change the status"
        button="Change status…"
        onAsk={() => setAsked(marking(messages, status))}
      >
        <LeadStatusSelect id="leads-bulk-status" value={status} onChange={setStatus} />
      </BulkChoice>
      <button
        type="button"
        className={buttons.secondary}
        onClick={() => setAsked(marking(messages, 'spam'))}
      >
        Mark as spam
      </button>
      <ConfirmDialog
        open={asked !== undefined}
        title={asked?.question ?? ''}
        message={AUDITED}
        confirmLabel="Yes, change them"
        busy={bulk.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsked(undefined)}
      />
    </BulkBar>
  );
}

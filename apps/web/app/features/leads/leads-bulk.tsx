import { leadsApi } from '@prakar/shared/api/leads';
import {
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadStatus,
  type LeadsBulkAction,
} from '@prakar/shared/leads';
import { useState } from 'react';
import { ConfirmDialog } from '#app/components/dialog/confirm-dialog.tsx';
import { SelectField } from '#app/components/form-field/text-field.tsx';
import { notify, showServiceError } from '#app/components/toasts/notify.ts';
import buttons from '#app/components/ui/button.module.css';
import { useApiMutation, useApiQuery } from '#app/lib/api-query.ts';
import { countOf } from '#app/lib/plural.ts';
import { useCurrentUser } from '#app/lib/session/use-current-user.ts';
import styles from './leads.module.css';

const STATUS_OPTIONS = LEAD_STATUSES.map((status) => ({
  value: status,
  label: LEAD_STATUS_LABELS[status],
}));

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
  const staff = useApiQuery(leadsApi.assignees, {});
  const bulk = useApiMutation(leadsApi.bulk);
  const [assignee, setAssignee] = useState('');
  const [status, setStatus] = useState<LeadStatus>('in_progress');
  const [asked, setAsked] = useState<Asked>();
  const messages = countOf(ids.length, 'message', 'messages');
  const people = staff.data?.assignees ?? [];

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
    <section aria-label="Change the chosen messages" className={styles.bulkBar}>
      <p className={styles.bulkCount}>{messages} chosen</p>
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
      <form
        className={styles.bulkForm}
        aria-label="Assign to someone"
        onSubmit={(event) => {
          event.preventDefault();
          assignTo(assignee);
        }}
      >
        <SelectField
          id="leads-bulk-assignee"
          label="Assign to"
          value={assignee}
          onChange={(event) => setAssignee(event.target.value)}
          options={people.map((person) => ({ value: String(person.id), label: person.name }))}
        >
          <option value="">Nobody</option>
        </SelectField>
        <button type="submit" className={buttons.secondary}>
          Assign…
        </button>
      </form>
      <form
        className={styles.bulkForm}
        aria-label="Change the status"
        onSubmit={(event) => {
          event.preventDefault();
          setAsked(marking(messages, status));
        }}
      >
        <SelectField
          id="leads-bulk-status"
          label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value as LeadStatus)}
          options={STATUS_OPTIONS}
        />
        <button type="submit" className={buttons.secondary}>
          Change status…
        </button>
      </form>
      <button
        type="button"
        className={buttons.secondary}
        onClick={() => setAsked(marking(messages, 'spam'))}
      >
        Mark as spam
      </button>
      <button type="button" className={buttons.secondary} onClick={onDone}>
        Clear the choice
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
    </section>
  );
}

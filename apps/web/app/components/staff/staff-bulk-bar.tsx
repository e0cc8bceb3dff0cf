import { type ReactNode, useState } from 'react';
import { BulkBar, BulkChoice } from '#app/components/data-table/bulk-bar.tsx';
import { ConfirmDialog } from '#app/components/dialog/confirm-dialog.tsx';
import { SelectField } from '#app/components/form-field/text-field.tsx';
import { notify, showServiceError } from '#app/components/toasts/notify.ts';
import buttons from '#app/components/ui/button.module.css';
import { countOf } from '#app/lib/plural.ts';
import { useCurrentUser } from '#app/lib/session/use-current-user.ts';
import { peopleOptions, useStaffPeople } from './staff-people';

/** Giving records to a member of staff, or to nobody (`null`). */
export interface AssignAction {
  kind: 'assign';
  assigneeId: number | null;
}

/** A bulk change waiting for its confirmation, in the words the dialog and the toast use. */
export interface BulkAsk<Action> {
  action: Action | AssignAction;
  question: string;
  /** What the dialog adds to the list's own line about the audit trail. */
  warning?: string;
  /** What the toast says once `changed` records have changed. */
  done: (changed: string) => string;
}

/**
 * The bulk bar of a staff list whose records are assigned: "Assign to me", "Assign to someone"
 * and the list's own choices (`children`, given `ask`). Each asks first, saying how many records
 * and what will happen to them, and is one request: all of them change, or none.
 */
export function StaffBulkBar<Action>({
  ids,
  onDone,
  idPrefix,
  label,
  count,
  audited,
  busy,
  change,
  children,
}: {
  ids: readonly string[];
  onDone: () => void;
  /** Starts the ids of the bar's fields: `leads-bulk`. */
  idPrefix: string;
  /** The bar's name: "Change the chosen matters". */
  label: string;
  /** "3 matters". */
  count: (n: number) => string;
  /** The dialog's line about the audit trail. */
  audited: string;
  busy: boolean;
  change: (action: Action | AssignAction) => Promise<{ changed: unknown[]; unchanged: unknown[] }>;
  children: (ask: (asked: BulkAsk<Action>) => void, chosen: string) => ReactNode;
}) {
  const me = useCurrentUser();
  const { people } = useStaffPeople();
  const [assignee, setAssignee] = useState('');
  const [asked, setAsked] = useState<BulkAsk<Action>>();
  const chosen = count(ids.length);

  const assignTo = (id: string) => {
    const person = people.find((member) => String(member.id) === id);
    setAsked(
      person
        ? {
            action: { kind: 'assign', assigneeId: person.id },
            question: `Assign ${chosen} to ${person.name}?`,
            done: (changed) => `Assigned ${changed} to ${person.name}.`,
          }
        : {
            action: { kind: 'assign', assigneeId: null },
            question: `Take ${chosen} off everyone’s list?`,
            warning: 'Nobody will have them until someone is assigned.',
            done: (changed) => `Took ${changed} off everyone’s list.`,
          },
    );
  };

  const confirm = async () => {
    if (!asked) return;
    try {
      const result = await change(asked.action);
      const changed = asked.done(count(result.changed.length));
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
    <BulkBar label={label} chosen={chosen} onClear={onDone}>
      {me ? (
        <button
          type="button"
          className={buttons.secondary}
          onClick={() =>
            setAsked({
              action: { kind: 'assign', assigneeId: me.UserId },
              question: `Assign ${chosen} to you (${me.Name})?`,
              done: (changed) => `Assigned ${changed} to you.`,
            })
          }
        >
          Assign to me
        </button>
      ) : null}
      <BulkChoice label="Assign to someone" button="Assign…" onAsk={() => assignTo(assignee)}>
        <SelectField
          id={`${idPrefix}-assignee`}
          label="Assign to"
          value={assignee}
          onChange={(event) => setAssignee(event.target.value)}
          options={peopleOptions(people)}
        >
          <option value="">Nobody</option>
        </SelectField>
      </BulkChoice>
      {children(setAsked, chosen)}
      <ConfirmDialog
        open={asked !== undefined}
        title={asked?.question ?? ''}
        message={asked?.warning ? `${asked.warning} ${audited}` : audited}
        confirmLabel="Yes, change them"
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsked(undefined)}
      />
    </BulkBar>
  );
}

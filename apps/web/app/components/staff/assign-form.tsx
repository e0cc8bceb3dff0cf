import type { StaffMember } from '@prakar/shared/leads';
import { type FormEvent, useEffect, useState } from 'react';
import { SelectField } from '#app/components/form-field/text-field.tsx';
import { notify, showServiceError } from '#app/components/toasts/notify.ts';
import { BusyButton } from '#app/components/ui/busy-button.tsx';
import buttons from '#app/components/ui/button.module.css';
import { peopleOptions, useStaffPeople } from './staff-people';

/** A choice held until its button sends it, then following the record as the server has it. */
export function useChoice<Value>(saved: Value) {
  const [value, setValue] = useState(saved);
  useEffect(() => setValue(saved), [saved]);
  return [value, setValue] as const;
}

/**
 * Who has a record (`what`: "message", "matter"): one of the firm's administrators, or nobody.
 * `assign` sends the choice and answers who has it now; `className` lays the form out as the
 * screen's other one-line forms.
 */
export function AssignForm({
  id,
  what,
  assignee,
  assign,
  busy,
  className,
}: {
  id: string;
  what: string;
  assignee: StaffMember | null;
  assign: (assigneeId: number | null) => Promise<{ assignee: StaffMember | null }>;
  busy: boolean;
  className: string | undefined;
}) {
  const { people } = useStaffPeople();
  const saved = assignee ? String(assignee.id) : '';
  const [choice, setChoice] = useChoice(saved);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || choice === saved) return;
    try {
      const result = await assign(choice ? Number(choice) : null);
      notify.success(
        result.assignee ? `Assigned to ${result.assignee.name}.` : `Nobody has this ${what} now.`,
      );
    } catch (error) {
      showServiceError(error);
    }
  };

  return (
    <form className={className} onSubmit={(event) => void submit(event)} aria-label="Assign">
      <SelectField
        id={id}
        label="Assigned to"
        value={choice}
        onChange={(event) => setChoice(event.target.value)}
        options={peopleOptions(people, assignee)}
      >
        <option value="">Nobody yet</option>
      </SelectField>
      <BusyButton className={buttons.secondary} busy={busy}>
        Assign
      </BusyButton>
    </form>
  );
}

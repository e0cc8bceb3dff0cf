import type { leadsApi } from '@prakar/shared/api/leads';
import type { mattersApi } from '@prakar/shared/api/matters';
import type { StaffMember } from '@prakar/shared/leads';
import { type FormEvent, useEffect, useState } from 'react';
import { SelectField } from '#app/components/form-field/text-field.tsx';
import { notify, showServiceError } from '#app/components/toasts/notify.ts';
import { BusyButton } from '#app/components/ui/busy-button.tsx';
import buttons from '#app/components/ui/button.module.css';
import recordPage from '#app/components/ui/record.module.css';
import { useApiMutation } from '#app/lib/api-query.ts';
import { peopleOptions, useStaffPeople } from './staff-people';

/** A choice held until its button sends it, then following the record as the server has it. */
export function useChoice<Value>(saved: Value) {
  const [value, setValue] = useState(saved);
  useEffect(() => setValue(saved), [saved]);
  return [value, setValue] as const;
}

/**
 * Who has a record (`what`: "message", "matter"): one of the firm's administrators, or nobody,
 * sent to the record's `endpoint`; the field and its button on one line, as a record's other
 * one-line forms.
 */
export function AssignForm({
  id,
  what,
  record,
  endpoint,
}: {
  id: string;
  what: string;
  record: { id: string; assignee: StaffMember | null };
  endpoint: typeof leadsApi.assign | typeof mattersApi.assign;
}) {
  const { assignee } = record;
  const sending = useApiMutation(endpoint);
  const busy = sending.isPending;
  const assign = (assigneeId: number | null) =>
    sending.mutateAsync({ params: { id: record.id }, body: { assigneeId } });
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
    <form
      className={recordPage.fieldAndButton}
      onSubmit={(event) => void submit(event)}
      aria-label="Assign"
    >
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

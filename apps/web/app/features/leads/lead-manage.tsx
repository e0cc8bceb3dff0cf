import { leadsApi } from '@prakar/shared/api/leads';
import { LEAD_STATUS_LABELS, type LeadDetail, type LeadStatus } from '@prakar/shared/leads';
import { type FormEvent, useEffect, useState } from 'react';
import { SelectField } from '#app/components/form-field/text-field.tsx';
import { peopleOptions, useStaffPeople } from '#app/components/staff/staff-people.ts';
import { notify, showServiceError } from '#app/components/toasts/notify.ts';
import { BusyButton } from '#app/components/ui/busy-button.tsx';
import buttons from '#app/components/ui/button.module.css';
import { useApiMutation } from '#app/lib/api-query.ts';
import { LeadStatusSelect } from './lead-status';
import styles from './leads.module.css';

/** A choice held until its button sends it, then follows the message as the server has it. */
function useChoice<Value>(saved: Value) {
  const [value, setValue] = useState(saved);
  useEffect(() => setValue(saved), [saved]);
  return [value, setValue] as const;
}

/** Who has the message: one of the firm's administrators, or nobody. */
export function AssignForm({ lead }: { lead: LeadDetail }) {
  const { people } = useStaffPeople();
  const assign = useApiMutation(leadsApi.assign);
  const saved = lead.assignee ? String(lead.assignee.id) : '';
  const [choice, setChoice] = useChoice(saved);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (assign.isPending || choice === saved) return;
    try {
      const result = await assign.mutateAsync({
        params: { id: lead.id },
        body: { assigneeId: choice ? Number(choice) : null },
      });
      notify.success(
        result.assignee ? `Assigned to ${result.assignee.name}.` : 'Nobody has this message now.',
      );
    } catch (error) {
      showServiceError(error);
    }
  };

  return (
    <form className={styles.inline} onSubmit={(event) => void submit(event)} aria-label="Assign">
      <SelectField
        id="lead-assignee"
        label="Assigned to"
        value={choice}
        onChange={(event) => setChoice(event.target.value)}
        options={peopleOptions(people, lead.assignee)}
      >
        <option value="">Nobody yet</option>
      </SelectField>
      <BusyButton className={buttons.secondary} busy={assign.isPending}>
        Assign
      </BusyButton>
    </form>
  );
}

/** Where the message stands. */
export function StatusForm({ lead }: { lead: LeadDetail }) {
  const setStatus = useApiMutation(leadsApi.setStatus);
  const [choice, setChoice] = useChoice<LeadStatus>(lead.status);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (setStatus.isPending || choice === lead.status) return;
    try {
      const result = await setStatus.mutateAsync({
        params: { id: lead.id },
        body: { status: choice },
      });
      notify.success(`Marked as ${LEAD_STATUS_LABELS[result.status].toLowerCase()}.`);
    } catch (error) {
      showServiceError(error);
    }
  };

  return (
    <form
      className={styles.inline}
      onSubmit={(event) => void submit(event)}
      aria-label="Change the status"
    >
      <LeadStatusSelect id="lead-status" value={choice} onChange={setChoice} />
      <BusyButton className={buttons.secondary} busy={setStatus.isPending}>
        Change status
      </BusyButton>
    </form>
  );
}

import { leadsApi } from '@prakar/shared/api/leads';
import { LEAD_STATUS_LABELS, type LeadDetail, type LeadStatus } from '@prakar/shared/leads';
import type { FormEvent } from 'react';
import { AssignForm, useChoice } from '#app/components/staff/assign-form.tsx';
import { notify, showServiceError } from '#app/components/toasts/notify.ts';
import { BusyButton } from '#app/components/ui/busy-button.tsx';
import buttons from '#app/components/ui/button.module.css';
import { useApiMutation } from '#app/lib/api-query.ts';
import { LeadStatusSelect } from './lead-status';
import styles from './leads.module.css';

/** Who has the message: one of the firm's administrators, or nobody. */
export function LeadAssignForm({ lead }: { lead: LeadDetail }) {
  return <AssignForm id="lead-assignee" what="message" record={lead} endpoint={leadsApi.assign} />;
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

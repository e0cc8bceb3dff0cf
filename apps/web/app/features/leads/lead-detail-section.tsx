import { leadsApi } from '@prakar/shared/api/leads';
import { formatIndianDateTime } from '@prakar/shared/dates';
import { recordPath } from '@prakar/shared/routes';
import { Link } from 'react-router';
import { LoadError } from '#app/components/content/load-error.tsx';
import { FormMessage } from '#app/components/form-field/form-message.tsx';
import { Timeline } from '#app/components/timeline/timeline.tsx';
import { EmailAddress } from '#app/components/ui/email-address.tsx';
import { ApiError } from '#app/lib/api-error.ts';
import { useApiQuery } from '#app/lib/api-query.ts';
import { LeadAssignForm, StatusForm } from './lead-manage';
import { LeadNotes } from './lead-notes';
import { LeadReply } from './lead-reply';
import { LeadStatusBadge } from './lead-status';
import { BackToInbox, LeadSteps } from './lead-steps';
import { LeadThread } from './lead-thread';
import styles from './leads.module.css';

/**
 * One message: who sent it and from which customer, what they wrote and every reply; beside it,
 * who has it, where it stands, the staff's notes and the reply form.
 */
export function LeadDetailSection({ id }: { id: string }) {
  const read = useApiQuery(leadsApi.get, { params: { id } });
  if (read.isPending) return <p role="status">Loading the message…</p>;
  if (read.isError) {
    const gone = read.error instanceof ApiError && [400, 404].includes(read.error.status);
    return (
      <>
        {gone ? (
          <FormMessage tone="info">
            This message does not exist, or was deleted. It may have been mistyped in the address.
          </FormMessage>
        ) : (
          <LoadError message="We could not load the message." onRetry={() => void read.refetch()} />
        )}
        <BackToInbox />
      </>
    );
  }
  const lead = read.data;
  return (
    <>
      <LeadSteps id={id} />
      <div className={styles.detail}>
        <div className={styles.column}>
          <section aria-labelledby="lead-sender-heading" className={styles.column}>
            <h2 id="lead-sender-heading">{lead.name}</h2>
            <dl className={styles.facts}>
              <dt>E-mail</dt>
              <dd>
                <a href={`mailto:${lead.email}`}>
                  <EmailAddress address={lead.email} />
                </a>
              </dd>
              <dt>Received</dt>
              <dd>
                <time dateTime={lead.receivedAt}>{formatIndianDateTime(lead.receivedAt)}</time>
              </dd>
              <dt>Organisation</dt>
              <dd>
                {lead.organisation ? (
                  <Link to={recordPath('back-office/organisations', lead.organisation.id)}>
                    {lead.organisation.name}
                  </Link>
                ) : (
                  'Not a customer’s address'
                )}
              </dd>
              <dt>Status</dt>
              <dd>
                <LeadStatusBadge status={lead.status} />
              </dd>
              <dt>Assigned to</dt>
              <dd>{lead.assignee?.name ?? 'Nobody yet'}</dd>
            </dl>
          </section>
          <LeadThread lead={lead} />
          <LeadReply lead={lead} />
        </div>
        <div className={styles.column}>
          <section aria-labelledby="lead-manage-heading" className={styles.panel}>
            <h2 id="lead-manage-heading">Who and where</h2>
            <LeadAssignForm lead={lead} />
            <StatusForm lead={lead} />
          </section>
          <LeadNotes lead={lead} />
          <section aria-labelledby="lead-timeline-heading" className={styles.panel}>
            <h2 id="lead-timeline-heading">What happened</h2>
            <Timeline endpoint={leadsApi.timeline} params={{ id }} />
          </section>
        </div>
      </div>
    </>
  );
}

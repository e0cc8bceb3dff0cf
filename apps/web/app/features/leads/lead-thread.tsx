import { formatIndianDateTime } from '@prakar/shared/dates';
import { type LeadDetail, REPLY_DELIVERY_LABELS } from '@prakar/shared/leads';
import styles from './leads.module.css';

/**
 * The conversation: the visitor's message, then every e-mail the staff sent in reply, oldest
 * first, each with whether it has left. Answers from the visitor go to the sales mailbox.
 */
export function LeadThread({ lead }: { lead: LeadDetail }) {
  return (
    <section aria-labelledby="lead-thread-heading" className={styles.column}>
      <h2 id="lead-thread-heading">Conversation</h2>
      <ol className={styles.thread}>
        <li className={styles.entry}>
          <div className={styles.entryHead}>
            <span>
              {lead.name} wrote{lead.subject ? `: ${lead.subject}` : ''}
            </span>
            <time dateTime={lead.receivedAt}>{formatIndianDateTime(lead.receivedAt)}</time>
          </div>
          <p className={styles.words}>{lead.comments}</p>
        </li>
        {lead.replies.map((reply) => (
          <li key={reply.id} className={styles.entry}>
            <div className={styles.entryHead}>
              <span>
                {reply.author?.name ?? 'A former member of staff'} replied to {reply.to}:{' '}
                {reply.subject}
              </span>
              <time dateTime={reply.at}>{formatIndianDateTime(reply.at)}</time>
            </div>
            <p className={styles.words}>{reply.body}</p>
            <p className={styles.entryHead}>{REPLY_DELIVERY_LABELS[reply.delivery]}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

import type { AuditEvent } from '@prakar/shared/audit';
import { auditSentence } from '@prakar/shared/audit-sentence';
import { formatIndianDateTime } from '@prakar/shared/dates';
import table from '#app/components/data-table/data-table.module.css';
import styles from './audit.module.css';
import { detailsOf } from './audit-details';

function Entry({ event }: { event: AuditEvent }) {
  const details = detailsOf(event);
  return (
    <li className={styles.entry}>
      <time className={styles.when} dateTime={event.at}>
        {formatIndianDateTime(event.at)}
      </time>
      <div className={styles.what}>
        <p className={styles.sentence}>{auditSentence(event)}</p>
        {details.length > 0 ? (
          <ul className={styles.details}>
            {details.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
        {event.ip ? <p className={styles.origin}>IP address {event.ip}</p> : null}
      </div>
    </li>
  );
}

/**
 * One entry per event, each a sentence with its time: a list rather than a table, so it reads
 * the same on a phone as on a desktop, with nothing to scroll sideways. While the next page
 * loads, the last one stays, dimmed.
 */
export function AuditEntries({ events, busy }: { events: readonly AuditEvent[]; busy: boolean }) {
  return (
    <ol
      className={busy ? `${styles.entries} ${table.busy}` : styles.entries}
      aria-label="Activity, newest first"
      aria-busy={busy || undefined}
    >
      {events.map((event) => (
        <Entry key={event.id} event={event} />
      ))}
    </ol>
  );
}

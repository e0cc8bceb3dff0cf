import '#app/lib/zod-jitless.ts';
import { AUDIT_ACTION_LABELS, type AuditEvent } from '@prakar/shared/audit';
import { formatIndianDateTime } from '@prakar/shared/dates';
import table from '#app/components/data-table/data-table.module.css';
import { TableScroller } from '#app/components/data-table/table-scroller.tsx';
import styles from './audit.module.css';
import { compactDetails, summariseChanges, targetText } from './audit-details';

function Actor({ actor }: { actor: AuditEvent['actor'] }) {
  if (!actor) return <>Unknown</>;
  return (
    <>
      {actor.name}
      <span className={table.secondary}>{actor.email}</span>
    </>
  );
}

function Details({ event }: { event: AuditEvent }) {
  const lines = compactDetails(summariseChanges(event.before, event.after));
  if (lines.length === 0) return <>—</>;
  return (
    <ul className={styles.details}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** One row per event, the time as the row's header. */
export function AuditTable({ events, busy }: { events: readonly AuditEvent[]; busy: boolean }) {
  return (
    <TableScroller captionId="activity-caption" busy={busy}>
      <table className={`${table.table} ${styles.table}`}>
        <caption id="activity-caption" className="visually-hidden">
          Activity, newest first
        </caption>
        <thead>
          <tr>
            <th scope="col">Time (IST)</th>
            <th scope="col">Action</th>
            <th scope="col">By</th>
            <th scope="col">Concerning</th>
            <th scope="col">IP address</th>
            <th scope="col">Details</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <th scope="row">
                <time dateTime={event.at}>{formatIndianDateTime(event.at)}</time>
              </th>
              <td>{AUDIT_ACTION_LABELS[event.action]}</td>
              <td>
                <Actor actor={event.actor} />
              </td>
              <td>{targetText(event)}</td>
              <td>{event.ip ?? '—'}</td>
              <td>
                <Details event={event} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}

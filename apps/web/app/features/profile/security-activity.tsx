import { securityActivityApi } from '@prakar/shared/api/security-activity';
import { formatIndianDateTime } from '@prakar/shared/dates';
import { type SecurityActivity as Activity, PLACE_SOURCE } from '@prakar/shared/security-activity';
import { LoadError } from '#app/components/content/load-error.tsx';
import table from '#app/components/data-table/data-table.module.css';
import * as Table from '#app/components/data-table/stacked-table.tsx';
import { useApiQuery } from '#app/lib/api-query.ts';
import styles from './profile.module.css';

function Place({ place, ip }: { place: string | null; ip: string | null }) {
  if (!place && !ip) return <>Unknown</>;
  return (
    <>
      {place ?? 'Unknown place'}
      {ip ? <span className={styles.note}> ({ip})</span> : null}
    </>
  );
}

function EventsTable({ events }: { events: Activity['events'] }) {
  if (events.length === 0) return <p className={styles.note}>Nothing in the last year.</p>;
  return (
    <Table.StackedTable className={table.table}>
      <caption className="visually-hidden">Your sign-ins and security events, newest first</caption>
      <Table.HeaderRow labels={['When', 'What', 'Browser', 'Approximate place']} />
      <Table.Body>
        {events.map((event) => (
          <Table.Row key={event.id}>
            <Table.RowHeader>
              <time dateTime={event.at}>{formatIndianDateTime(event.at)}</time>
            </Table.RowHeader>
            <Table.Cell label="What">{event.what}</Table.Cell>
            <Table.Cell label="Browser">{event.browser}</Table.Cell>
            <Table.Cell label="Approximate place">
              <Place place={event.place} ip={event.ip} />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.StackedTable>
  );
}

function BrowsersList({ browsers }: { browsers: Activity['browsers'] }) {
  return (
    <ul className={styles.sessionList}>
      {browsers.map((browser) => (
        <li key={`${browser.browser}-${browser.firstSeenAt}`} className={styles.session}>
          <p className={styles.device}>
            {browser.browser}
            {browser.current ? <span className={styles.badge}>This browser</span> : null}
          </p>
          <p className={styles.note}>
            First signed in {formatIndianDateTime(browser.firstSeenAt)}; last{' '}
            {formatIndianDateTime(browser.lastSeenAt)}
            {browser.place ? `, near ${browser.place}` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * The account's own sign-ins, failed sign-ins and changes to its protection over the last year,
 * and the browsers it was used from: what a person checks after a security notice.
 */
export function SecurityActivity() {
  const activity = useApiQuery(securityActivityApi.get, {});
  return (
    <section aria-labelledby="security-activity-heading" className={styles.group}>
      <h2 id="security-activity-heading">Sign-in history</h2>
      <p>
        Your sign-ins and every change to how your account is protected over the last year, newest
        first. We e-mail you when your account is signed in to from a new browser. Places are
        approximate (<a href={PLACE_SOURCE.url}>{PLACE_SOURCE.label}</a>).
      </p>
      {activity.isPending ? <p role="status">Loading your sign-in history…</p> : null}
      {activity.isError ? (
        <LoadError
          message="We could not load your sign-in history."
          onRetry={() => void activity.refetch()}
        />
      ) : null}
      {activity.data ? (
        <>
          <EventsTable events={activity.data.events} />
          <h3>Browsers you have signed in from</h3>
          <BrowsersList browsers={activity.data.browsers} />
        </>
      ) : null}
    </section>
  );
}

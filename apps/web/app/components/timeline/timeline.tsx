import type { backOfficeOrdersApi } from '@prakar/shared/api/back-office-orders';
import type { backOfficeOrganisationsApi } from '@prakar/shared/api/back-office-organisations';
import type { EndpointInput } from '@prakar/shared/api/endpoint';
import type { leadsApi } from '@prakar/shared/api/leads';
import type { mattersApi } from '@prakar/shared/api/matters';
import { formatIndianDateTime } from '@prakar/shared/dates';
import { recordPath } from '@prakar/shared/routes';
import {
  TIMELINE_MAX,
  TIMELINE_STEP,
  type TimelineEntry,
  type Timeline as TimelineRead,
} from '@prakar/shared/timeline';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '#app/components/content/load-error.tsx';
import { BusyButton } from '#app/components/ui/busy-button.tsx';
import buttons from '#app/components/ui/button.module.css';
import { useApiQuery } from '#app/lib/api-query.ts';
import styles from './timeline.module.css';

type TimelineEndpoint =
  | typeof leadsApi.timeline
  | typeof backOfficeOrdersApi.timeline
  | typeof backOfficeOrganisationsApi.timeline
  | typeof mattersApi.timeline;

const RECORD_LISTS = {
  order: 'back-office/orders',
  organisation: 'back-office/organisations',
  lead: 'back-office/leads',
} as const;

const ROLE_OF: Record<TimelineEntry['actor']['kind'], string> = {
  staff: 'staff',
  customer: 'customer',
  visitor: 'visitor',
  system: 'system',
};

/** "Meera Nair (staff)"; the system, or a user since deleted, has no name. */
const who = ({ actor }: TimelineEntry) =>
  actor.name ? `${actor.name} (${ROLE_OF[actor.kind]})` : 'The system';

function Entry({ entry }: { entry: TimelineEntry }) {
  return (
    <li className={styles.entry}>
      <p className={styles.meta}>
        <time dateTime={entry.at}>{formatIndianDateTime(entry.at)}</time>
        <span>{who(entry)}</span>
      </p>
      <p className={styles.sentence}>
        {entry.sentence}.
        {entry.link ? (
          <>
            {' '}
            <Link to={recordPath(RECORD_LISTS[entry.link.kind], entry.link.key)}>
              {entry.link.label}
            </Link>
          </>
        ) : null}
      </p>
    </li>
  );
}

/**
 * A record's history for the firm's staff, newest first: what happened, who did it, when (IST),
 * under the heading its page gives it. "Show older" asks for more, up to the timeline's cap.
 */
export function Timeline<E extends TimelineEndpoint>({
  endpoint,
  params,
}: {
  endpoint: E;
  params: EndpointInput<E>['params'];
}) {
  const [limit, setLimit] = useState(TIMELINE_STEP);
  // Every timeline endpoint takes `limit`; TypeScript cannot follow that through the generic.
  const input = { params, query: { limit } } as unknown as EndpointInput<E>;
  const read = useApiQuery(endpoint, input, { keepPrevious: true });
  const timeline = read.data as TimelineRead | undefined;
  return (
    <div className={styles.timeline}>
      {read.isPending ? (
        <p role="status">Loading what happened…</p>
      ) : read.isError && !timeline ? (
        <LoadError message="We could not load what happened." onRetry={() => void read.refetch()} />
      ) : timeline && timeline.entries.length === 0 ? (
        <p className={styles.muted}>Nothing has happened here yet.</p>
      ) : timeline ? (
        <>
          <ol className={styles.entries}>
            {timeline.entries.map((entry) => (
              <Entry key={entry.id} entry={entry} />
            ))}
          </ol>
          {timeline.hasOlder && limit < TIMELINE_MAX ? (
            <BusyButton
              type="button"
              className={buttons.secondary}
              busy={read.isPlaceholderData}
              onClick={() => setLimit(Math.min(limit + TIMELINE_STEP, TIMELINE_MAX))}
            >
              Show older
            </BusyButton>
          ) : timeline.hasOlder ? (
            <p className={styles.muted}>
              The {TIMELINE_MAX} latest are shown; the audit trail holds the rest.
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

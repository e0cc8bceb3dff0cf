import { formatIndianDate } from '@prakar/shared/dates';
import type { MatterDetail } from '@prakar/shared/matters';
import { recordPath } from '@prakar/shared/routes';
import { Link } from 'react-router';
import { DueFacts } from '#app/components/matters/due-facts.tsx';
import record from '#app/components/matters/matter-record.module.css';
import { NoticeFacts } from '#app/components/matters/notice-facts.tsx';
import { MatterStatusBadge } from './matter-status-badge';
import styles from './matters.module.css';

const day = (value: string | null, none: string) =>
  value ? <time dateTime={value}>{formatIndianDate(value)}</time> : none;

/**
 * What the matter is: whose, what kind, what it concerns under which Act and year, the notice's
 * DIN and dates, the statutory due date with how it was counted, the firm's target, who has it
 * and where it stands.
 */
export function MatterFacts({ matter }: { matter: MatterDetail }) {
  return (
    <dl className={record.facts}>
      <dt>Organisation</dt>
      <dd>
        <Link to={recordPath('back-office/organisations', matter.organisation.id)}>
          {matter.organisation.name}
        </Link>
      </dd>
      <NoticeFacts matter={matter} />
      <dt>Served on</dt>
      <dd>{day(matter.servedOn, 'Not known')}</dd>
      <dt>Date in the notice</dt>
      <dd>{day(matter.dateInNotice, 'None set')}</dd>
      <DueFacts matter={matter} noTarget="None set" />
      <dt>Assigned to</dt>
      <dd>{matter.assignee?.name ?? 'Nobody yet'}</dd>
      <dt>Status</dt>
      <dd>
        <MatterStatusBadge status={matter.status} />
      </dd>
      <dt>Opened</dt>
      <dd>
        <time dateTime={matter.openedAt}>{formatIndianDate(matter.openedAt)}</time>
      </dd>
    </dl>
  );
}

/** What the client or the firm wrote when the matter was opened, as written. */
export function MatterDescription({ matter }: { matter: MatterDetail }) {
  return matter.description ? (
    <p className={record.words}>{matter.description}</p>
  ) : (
    <p className={styles.muted}>No description was given.</p>
  );
}

import { formatIndianDate } from '@prakar/shared/dates';
import type { MatterDetail } from '@prakar/shared/matters';
import { recordPath } from '@prakar/shared/routes';
import { Link } from 'react-router';
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
      <dt>Statutory due date</dt>
      <dd>
        {day(matter.statutoryDueOn, 'None')}
        {matter.overdue && matter.nextDueOn === matter.statutoryDueOn ? (
          <strong className={styles.overdue}> Overdue</strong>
        ) : null}
        {matter.dueCounted ? <span className={record.counted}>{matter.dueCounted}</span> : null}
      </dd>
      <dt>Section</dt>
      <dd>{matter.section ?? 'No rule applies'}</dd>
      <dt>Target date</dt>
      <dd>
        {day(matter.targetOn, 'None set')}
        {matter.overdue && matter.targetOn && matter.nextDueOn === matter.targetOn ? (
          <strong className={styles.overdue}> Overdue</strong>
        ) : null}
      </dd>
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

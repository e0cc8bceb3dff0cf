import { formatIndianDate } from '@prakar/shared/dates';
import { MATTER_STATUS_LABELS } from '@prakar/shared/matter-status';
import type { MatterDetail } from '@prakar/shared/matters';
import record from '#app/components/matters/matter-record.module.css';
import { NoticeFacts } from '#app/components/matters/notice-facts.tsx';
import { MatterDay } from './matter-dates';

/**
 * What the matter is and when it is due: the kind, what it concerns under which Act and year, the
 * notice's DIN and date of service, the statutory due date with how it was counted, the firm's
 * target, who at the firm handles it and where it stands.
 */
export function MatterFacts({ matter }: { matter: MatterDetail }) {
  return (
    <dl className={record.facts}>
      <NoticeFacts matter={matter} />
      <dt>Served on</dt>
      <dd>
        <time dateTime={matter.servedOn}>{formatIndianDate(matter.servedOn)}</time>
      </dd>
      <dt>Statutory due date</dt>
      <dd>
        <MatterDay matter={matter} day={matter.statutoryDueOn} none="None" />
        {matter.dueCounted ? <span className={record.counted}>{matter.dueCounted}</span> : null}
      </dd>
      <dt>Section</dt>
      <dd>{matter.section ?? 'No rule applies'}</dd>
      <dt>Target date</dt>
      <dd>
        <MatterDay matter={matter} day={matter.targetOn} none="None set yet" />
      </dd>
      <dt>Handled by</dt>
      <dd>{matter.assignee?.name ?? 'Not yet assigned'}</dd>
      <dt>Status</dt>
      <dd>{MATTER_STATUS_LABELS[matter.status]}</dd>
    </dl>
  );
}

import { formatIndianDate } from '@prakar/shared/dates';
import { MATTER_STATUS_LABELS } from '@prakar/shared/matter-status';
import type { MatterDetail } from '@prakar/shared/matters';
import { DueFacts } from '#app/components/matters/due-facts.tsx';
import record from '#app/components/matters/matter-record.module.css';
import { NoticeFacts } from '#app/components/matters/notice-facts.tsx';

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
      <DueFacts matter={matter} noTarget="None set yet" />
      <dt>Handled by</dt>
      <dd>{matter.assignee?.name ?? 'Not yet assigned'}</dd>
      <dt>Status</dt>
      <dd>{MATTER_STATUS_LABELS[matter.status]}</dd>
    </dl>
  );
}

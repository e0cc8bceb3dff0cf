import { formatIndianDate } from '@prakar/shared/dates';
import { INCOME_TAX_ACT_NAMES, MATTER_KIND_LABELS } from '@prakar/shared/matter-deadlines';
import { MATTER_STATUS_LABELS } from '@prakar/shared/matter-status';
import { MATTER_SUBJECT_LABELS, type MatterDetail } from '@prakar/shared/matters';
import record from '#app/components/matters/matter-record.module.css';
import { yearText } from '#app/components/matters/year-text.ts';
import { MatterDay } from './matter-dates';

/**
 * What the matter is and when it is due: the kind, what it concerns under which Act and year, the
 * notice's DIN and date of service, the statutory due date with how it was counted, the firm's
 * target, who at the firm handles it and where it stands.
 */
export function MatterFacts({ matter }: { matter: MatterDetail }) {
  return (
    <dl className={record.facts}>
      <dt>Kind</dt>
      <dd>{MATTER_KIND_LABELS[matter.kind]}</dd>
      <dt>{MATTER_SUBJECT_LABELS[matter.subjectType]}</dt>
      <dd>{matter.subject}</dd>
      <dt>Act and year</dt>
      <dd>
        {INCOME_TAX_ACT_NAMES[matter.act]}, {yearText(matter).toLowerCase()}
      </dd>
      <dt>DIN</dt>
      <dd>{matter.din ?? 'None given'}</dd>
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

import type { MatterDetail } from '@prakar/shared/matters';
import { MatterDay } from './matter-day';
import record from './matter-record.module.css';

/**
 * When the matter is due, for a list of its facts: the statutory date with how it was counted and
 * under which section, then the firm's target, each "Overdue" in words when it has passed.
 */
export function DueFacts({ matter, noTarget }: { matter: MatterDetail; noTarget: string }) {
  return (
    <>
      <dt>Statutory due date</dt>
      <dd>
        <MatterDay matter={matter} day={matter.statutoryDueOn} none="None" />
        {matter.dueCounted ? <span className={record.counted}>{matter.dueCounted}</span> : null}
      </dd>
      <dt>Section</dt>
      <dd>{matter.section ?? 'No rule applies'}</dd>
      <dt>Target date</dt>
      <dd>
        <MatterDay matter={matter} day={matter.targetOn} none={noTarget} />
      </dd>
    </>
  );
}

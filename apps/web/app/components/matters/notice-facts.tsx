import { INCOME_TAX_ACT_NAMES, MATTER_KIND_LABELS } from '@prakar/shared/matter-deadlines';
import { MATTER_SUBJECT_LABELS, type MatterDetail } from '@prakar/shared/matters';
import { yearText } from './year-text.ts';

/**
 * The notice's own facts, as terms of a matter's list of facts, the same for the client and the
 * firm: its kind, whom it concerns under which Act and year, and its DIN.
 */
export function NoticeFacts({ matter }: { matter: MatterDetail }) {
  return (
    <>
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
    </>
  );
}
